import { productLabel, productShortLabel } from '@lendline/finance';
import { Text } from '@mantine/core';
import { ClippedText } from '../../../components/data-table/clipped-text.tsx';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { RecordTable, type RecordTableProps } from '../../../components/data-table/record-table.tsx';
import { formatDate } from '../../../components/data-table/utc-dates.ts';
import type { RateProgramRecord } from '../api/setup-resources.ts';
import { effectiveState } from '../effective-state.ts';
import { EffectiveStateBadge } from './effective-state-badge.tsx';
import { formatCount } from '../../../components/data-table/format-number.ts';

const dimmed = (text: string) => (
  <Text span size="sm" c="dimmed">
    {text}
  </Text>
);

/** "01/01/2026 – 12/31/2026", or "From 01/01/2026" when open-ended. */
export const effectiveRange = (from: string, to: string | null) =>
  to ? `${formatDate(from)} – ${formatDate(to)}` : `From ${formatDate(from)}`;

const vendorsText = (ids: number[]) =>
  ids.length === 0
    ? dimmed('All enrolled vendors')
    : `${formatCount(ids.length)} vendor${ids.length === 1 ? '' : 's'}`;

/** The rate programs: what each offers, to whom and when, and where it stands today. */
export function RateProgramTable(table: RecordTableProps<RateProgramRecord>) {
  const columns: DataColumn<RateProgramRecord>[] = [
    {
      key: 'productType',
      priority: 2,
      header: 'Product',
      sortable: true,
      width: 108,
      cell: (program) => (
        <Text span size="sm" title={productLabel(program.productType)}>
          {productShortLabel(program.productType)}
        </Text>
      ),
    },
    {
      key: 'terms',
      priority: 3,
      header: 'Terms',
      width: 140,
      cell: (program) => <ClippedText>{`${program.terms.join(', ')} mo`}</ClippedText>,
    },
    {
      key: 'amounts',
      priority: 2,
      header: 'Amount range',
      align: 'right',
      width: 230,
      cell: (program) => (
        <ClippedText>{`${formatMoney(program.minAmount)} – ${formatMoney(program.maxAmount)}`}</ClippedText>
      ),
    },
    {
      key: 'tiers',
      priority: 3,
      header: 'Tiers',
      width: 80,
      cell: (program) => <ClippedText>{program.creditTiers.join(', ')}</ClippedText>,
    },
    {
      key: 'basis',
      priority: 4,
      header: 'Basis',
      width: 100,
      cell: (program) => (program.rateBasis === 'RATE' ? 'Annual rate' : 'Rate factor'),
    },
    {
      key: 'effective',
      priority: 2,
      header: 'Effective',
      sortable: true,
      width: 180,
      cell: (program) => effectiveRange(program.effectiveFrom, program.effectiveTo),
    },
    {
      key: 'vendors',
      priority: 3,
      header: 'Vendors',
      width: 130,
      cell: (program) => vendorsText(program.vendorIds),
    },
    {
      key: 'status',
      priority: 1,
      header: 'Status',
      width: 100,
      cell: (program) => (
        <EffectiveStateBadge
          state={effectiveState(program.status, program.effectiveFrom, program.effectiveTo)}
        />
      ),
    },
  ];
  return (
    <RecordTable
      {...table}
      label="Rate programs"
      titleColumn={{
        key: 'name',
        header: 'Name',
        sortable: true,
        width: 180,
        cell: (program) => <ClippedText>{program.name}</ClippedText>,
      }}
      columns={columns}
      rowName={(program) => program.name}
    />
  );
}
