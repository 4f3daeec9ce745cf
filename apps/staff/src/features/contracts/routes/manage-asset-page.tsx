import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { recordLoadState } from '../../../components/data-table/record-load-state.tsx';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { updateAsset } from '../api/create-contract.ts';
import { useRefreshContracts } from '../api/contracts-resource.ts';
import { useAsset } from '../api/get-contract-records.ts';
import { AssetForm } from '../components/asset-form.tsx';
import { assetChanges, assetFormValues } from '../asset-form-rules.ts';
import { codeLabel } from '../contract-labels.ts';
import { contractsGate, type ContractLinks } from '../contract-links.ts';

export interface ManageAssetPageProps {
  module: string;
  /** From the route; NaN when the address holds no valid id. */
  assetId: number;
  links: ContractLinks;
  /** "Manage Equipment" or "Manage Asset", as the route names it. */
  title: string;
}

/** Manage Equipment / Manage Asset (spec §2 `manage-equipment/{id}`, `manage-asset/{id}`): edit one asset. */
export function ManageAssetPage({ module, assetId, links, title }: ManageAssetPageProps) {
  const asset = useAsset(module, assetId);
  const refresh = useRefreshContracts();
  const [round, setRound] = useState(0);
  const pending = recordLoadState({
    validId: Number.isInteger(assetId),
    query: asset,
    noun: 'asset',
    list: { label: 'Back to contracts', href: links.list },
    skeleton: [240],
    maxWidth: 880,
  });
  if (pending) return pending;
  const record = asset.data!;
  const initial = assetFormValues(record);
  const backHref = links.detail({ id: record.contractId, contractType: '' });

  return (
    <Stack gap={0}>
      <PageHeader
        title={title}
        context={
          <Text span size="sm">
            {record.year} {record.make} {record.model} · {codeLabel(record.category)} ·{' '}
            {record.newUsed === 'NEW' ? 'New' : 'Used'}, {record.quantity} × {formatMoney(record.cost)}
          </Text>
        }
      />
      <AssetForm
        key={round}
        initialValues={initial}
        cancelHref={backHref}
        gate={contractsGate(module)}
        onSubmit={async (values) => {
          const change = assetChanges(initial, values);
          if (Object.keys(change).length > 0) await updateAsset(module, record.id, change);
          showSuccessToast('Asset saved', `${record.make} ${record.model} was updated.`);
          await Promise.all([asset.mutate(), refresh()]);
          setRound((value) => value + 1);
        }}
      />
    </Stack>
  );
}
