import { Anchor, Badge } from '@mantine/core';
import type { AssetStatus } from '@lendline/portfolio';
import { Link } from 'react-router';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import type { AssetRecord } from '../api/contracts-resource.ts';
import { ASSET_STATUS_COLORS, codeLabel } from '../contract-labels.ts';
import { RelatedTable, type RelatedRows } from './related-table.tsx';

export interface EquipmentTableProps extends RelatedRows<AssetRecord> {
  /** The asset's own page (`manage-equipment` or `manage-asset`). */
  assetHref: (assetId: number) => string;
}

/** The financed equipment: what it is, its serial number, where it is, its cost and residual. */
export function EquipmentTable({ assetHref, ...props }: EquipmentTableProps) {
  return (
    <RelatedTable
      {...props}
      label="Equipment"
      rowKey={(asset) => asset.id}
      emptyTitle="No equipment recorded"
      emptyDescription="The assets this contract finances are listed here once they are added."
      minWidth={900}
      columns={[
        {
          key: 'asset',
          header: 'Asset',
          width: 220,
          cell: (asset) => (
            <Anchor component={Link} to={assetHref(asset.id)} size="sm" fw={500}>
              {asset.year} {asset.make} {asset.model}
            </Anchor>
          ),
        },
        { key: 'category', header: 'Category', width: 120, cell: (asset) => codeLabel(asset.category) },
        { key: 'serialNumber', header: 'Serial number', width: 150, cell: (asset) => asset.serialNumber },
        {
          key: 'location',
          header: 'Location',
          width: 130,
          cell: (asset) => `${asset.locationCity}, ${asset.locationState}`,
        },
        { key: 'quantity', header: 'Qty', align: 'right', width: 50, cell: (asset) => asset.quantity },
        { key: 'cost', header: 'Cost', align: 'right', width: 110, cell: (asset) => formatMoney(asset.cost) },
        {
          key: 'bookResidual',
          header: 'Residual',
          align: 'right',
          width: 110,
          cell: (asset) => formatMoney(asset.bookResidual),
        },
        {
          key: 'status',
          header: 'Status',
          width: 130,
          cell: (asset) => (
            <Badge
              color={ASSET_STATUS_COLORS[asset.status as AssetStatus] ?? 'gray'}
              variant="light"
              size="sm"
              radius="sm"
            >
              {codeLabel(asset.status)}
            </Badge>
          ),
        },
      ]}
    />
  );
}
