import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ClippedText } from '../../../components/data-table/clipped-text.tsx';
import {
  DataTable,
  type DataColumn,
  type ListTableProps,
} from '../../../components/data-table/data-table.tsx';
import { RowActions } from '../../../components/data-table/row-actions.tsx';
import { formatDate } from '../../../components/data-table/utc-dates.ts';
import type { AchMandateRecord } from '../api/ach-returns-api.ts';
import { maskedAccount } from '../ach-labels.ts';

const PRENOTE_COLORS: Record<string, string> = {
  REQUIRED: 'yellow',
  SENT: 'blue',
  VERIFIED: 'green',
  FAILED: 'red',
  WAIVED: 'gray',
};
const words = (code: string) => code.charAt(0) + code.slice(1).toLowerCase().replaceAll('_', ' ');

/** In force, revoked (with the reason in its title) or waiting for a new authorisation. */
export function MandateStateBadge({ mandate }: { mandate: AchMandateRecord }) {
  if (mandate.revokedAt)
    return (
      <Badge color="red" variant="light" size="sm" radius="sm" title={mandate.revokedReason ?? undefined}>
        Revoked {formatDate(mandate.revokedAt)}
      </Badge>
    );
  if (mandate.needsNewAuthorization)
    return (
      <Badge color="yellow" variant="light" size="sm" radius="sm">
        New authorisation needed
      </Badge>
    );
  return (
    <Badge color="green" variant="light" size="sm" radius="sm">
      In force
    </Badge>
  );
}

export interface MandateTableProps extends ListTableProps<AchMandateRecord> {
  /** Revoke (ACH create); without it the rows have no actions. */
  onRevoke?: (mandate: AchMandateRecord) => void;
  /** The contract's page where the user may open it. */
  contractHref?: (contractId: number) => string | null;
}

/**
 * The contracts' debit mandates: contract and customer, the account (routing, last 4 only, type), SEC
 * code, when and how authorised, the prenote's status and the first live day, and whether it is in force.
 */
export function MandateTable({ onRevoke, contractHref, ...table }: MandateTableProps) {
  const columns: DataColumn<AchMandateRecord>[] = [
    {
      key: 'contractNumber',
      header: 'Contract',
      sortable: true,
      width: 150,
      priority: 1,
      cell: (mandate) => {
        const href = contractHref?.(mandate.contractId);
        return href ? (
          <Anchor component={Link} to={href} size="sm">
            {mandate.contractNumber}
          </Anchor>
        ) : (
          mandate.contractNumber
        );
      },
    },
    {
      key: 'customerName',
      header: 'Customer',
      sortable: true,
      width: 190,
      priority: 2,
      cell: (mandate) => <ClippedText>{mandate.customerName}</ClippedText>,
    },
    {
      key: 'account',
      header: 'Account',
      width: 120,
      priority: 1,
      // The last 4 first, so a narrow column never clips them; the bank's routing number under it.
      cell: (mandate) => (
        <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {maskedAccount(mandate.accountLast4)}
          <Text span size="xs" c="dimmed" display="block">
            {mandate.routingNumber}
          </Text>
        </Text>
      ),
    },
    {
      key: 'accountHolderName',
      header: 'Holder',
      width: 180,
      priority: 4,
      cell: (mandate) => <ClippedText>{mandate.accountHolderName}</ClippedText>,
    },
    {
      key: 'secCode',
      header: 'Type',
      width: 90,
      priority: 3,
      cell: (mandate) => (
        <>
          {mandate.secCode}
          <Text span size="xs" c="dimmed" display="block">
            {words(mandate.accountType)}
          </Text>
        </>
      ),
    },
    {
      key: 'authorizedAt',
      header: 'Authorised',
      sortable: true,
      width: 120,
      priority: 3,
      cell: (mandate) => (
        <>
          {formatDate(mandate.authorizedAt)}
          <Text span size="xs" c="dimmed" display="block">
            {words(mandate.authMethod)}
          </Text>
        </>
      ),
    },
    {
      key: 'prenoteStatus',
      header: 'Prenote',
      sortable: true,
      width: 130,
      priority: 2,
      cell: (mandate) => (
        <>
          <Badge
            color={PRENOTE_COLORS[mandate.prenoteStatus] ?? 'gray'}
            variant="light"
            size="sm"
            radius="sm"
          >
            {words(mandate.prenoteStatus)}
          </Badge>
          {mandate.liveFrom ? (
            <Text span size="xs" c="dimmed" display="block">
              Live from {formatDate(mandate.liveFrom)}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'revokedAt',
      header: 'State',
      sortable: true,
      width: 170,
      priority: 1,
      cell: (mandate) => <MandateStateBadge mandate={mandate} />,
    },
  ];
  if (onRevoke)
    columns.push({
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      width: 56,
      priority: 1,
      cell: (mandate) =>
        mandate.revokedAt ? null : (
          <RowActions
            label={`Actions for ${mandate.contractNumber}`}
            actions={[{ label: 'Revoke mandate', danger: true, onClick: () => onRevoke(mandate) }]}
          />
        ),
    });
  return (
    <DataTable
      {...table}
      label="ACH mandates"
      columns={columns}
      rowKey={(mandate) => mandate.id}
      minWidth={420}
      pinLastColumn={Boolean(onRevoke)}
    />
  );
}
