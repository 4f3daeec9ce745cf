import { OFFER_PROMO_TYPE_LABELS } from '@lendline/finance';
import { Text } from '@mantine/core';
import { ClippedText } from '../../../components/data-table/clipped-text.tsx';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { RecordTable, type RecordTableProps } from '../../../components/data-table/record-table.tsx';
import type { PromoRecord } from '../api/setup-resources.ts';
import { effectiveState } from '../effective-state.ts';
import { promoOffer } from '../promo-form-rules.ts';
import { EffectiveStateBadge } from './effective-state-badge.tsx';
import { effectiveRange } from './rate-program-table.tsx';
import { formatCount } from '../../../components/data-table/format-number.ts';

const all = (text: string) => (
  <Text span size="sm" c="dimmed">
    {text}
  </Text>
);

const count = (ids: number[], noun: string, none: string) =>
  ids.length === 0 ? all(none) : `${formatCount(ids.length)} ${noun}${ids.length === 1 ? '' : 's'}`;

export interface PromoTableProps extends RecordTableProps<PromoRecord> {
  /** The rate programs' names by id, for the programs column. */
  programName: (id: number) => string | undefined;
}

/** The promos: the offer, where it applies, when it runs and whether it is in force today. */
export function PromoTable({ programName, ...table }: PromoTableProps) {
  const columns: DataColumn<PromoRecord>[] = [
    {
      key: 'type',
      priority: 2,
      header: 'Type',
      width: 170,
      cell: (promo) => <ClippedText>{OFFER_PROMO_TYPE_LABELS[promo.type] ?? promo.type}</ClippedText>,
    },
    { key: 'offer', priority: 2, header: 'Offer', width: 100, cell: promoOffer },
    {
      key: 'terms',
      priority: 3,
      header: 'Terms',
      width: 110,
      cell: (promo) =>
        promo.eligibleTerms.length === 0 ? (
          all('All terms')
        ) : (
          <ClippedText>{`${promo.eligibleTerms.join(', ')} mo`}</ClippedText>
        ),
    },
    {
      key: 'vendors',
      priority: 3,
      header: 'Vendors',
      width: 100,
      cell: (promo) => count(promo.eligibleVendorIds, 'vendor', 'All vendors'),
    },
    {
      key: 'programs',
      priority: 3,
      header: 'Programs',
      width: 180,
      cell: (promo) =>
        promo.programIds.length === 0 ? (
          all('All programs')
        ) : (
          <ClippedText>{promo.programIds.map((id) => programName(id) ?? `#${id}`).join(', ')}</ClippedText>
        ),
    },
    {
      key: 'startDate',
      priority: 2,
      header: 'Runs',
      sortable: true,
      firstSortDirection: 'desc',
      width: 190,
      cell: (promo) => effectiveRange(promo.startDate, promo.endDate),
    },
    {
      key: 'state',
      priority: 1,
      header: 'State',
      // Wide enough for the longest badge, SCHEDULED, whole.
      width: 112,
      cell: (promo) => (
        <EffectiveStateBadge state={effectiveState(promo.status, promo.startDate, promo.endDate)} />
      ),
    },
  ];
  return (
    <RecordTable
      {...table}
      label="Promos"
      titleColumn={{
        key: 'name',
        header: 'Name',
        sortable: true,
        width: 180,
        cell: (promo) => <ClippedText>{promo.name}</ClippedText>,
      }}
      columns={columns}
      rowName={(promo) => promo.name}
    />
  );
}
