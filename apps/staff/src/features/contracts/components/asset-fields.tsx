import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import {
  BoundNumberInput,
  BoundSegmentedControl,
  BoundSelect,
  BoundTextInput,
} from '../../../components/form/bound-inputs.tsx';
import { useFormSelector } from '../../../components/form/use-field-form.ts';
import { ASSET_CATEGORY_OPTIONS } from '../contract-labels.ts';
import { EMPTY_ASSET, type ContractFormStore } from '../contract-form-rules.ts';

export interface AssetFieldsProps {
  /** The add contract form's values; these fields are its `assets`. */
  store: ContractFormStore;
}

const CONDITIONS = [
  { value: 'NEW', label: 'New' },
  { value: 'USED', label: 'Used' },
];

/** The first assets of an asset contract: one block per asset, added and removed in place. */
export function AssetFields({ store }: AssetFieldsProps) {
  // Only adding or removing an asset renders the list again; typing renders the field typed in.
  const count = useFormSelector(store, (values) => values.assets.length);
  const assets = () => store.values().assets;
  return (
    <Stack gap="sm">
      {Array.from({ length: count }, (_, index) => (
        <AssetBlock
          key={index}
          store={store}
          index={index}
          onRemove={
            count > 1
              ? () =>
                  store.set(
                    'assets',
                    assets().filter((_, at) => at !== index),
                  )
              : null
          }
        />
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={() => store.set('assets', [...assets(), { ...EMPTY_ASSET }])}
        >
          Add another asset
        </Button>
      </Group>
    </Stack>
  );
}

interface AssetBlockProps extends AssetFieldsProps {
  index: number;
  /** Null while it is the only asset. */
  onRemove: (() => void) | null;
}

const AssetBlock = memo(function AssetBlock({ store, index, onRemove }: AssetBlockProps) {
  const path = <Field extends string>(field: Field) => `assets.${index}.${field}` as const;
  return (
    <Paper withBorder p="sm" radius="sm" component="fieldset" aria-label={`Asset ${index + 1}`}>
      <Group justify="space-between" mb="xs">
        <Text fw={600} size="sm" component="legend">
          Asset {index + 1}
        </Text>
        {onRemove && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove asset ${index + 1}`}
            onClick={onRemove}
          >
            ×
          </ActionIcon>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <BoundSelect
          label="Category"
          required
          data={ASSET_CATEGORY_OPTIONS}
          store={store}
          path={path('category')}
        />
        <BoundTextInput label="Make" required store={store} path={path('make')} />
        <BoundTextInput label="Model" required store={store} path={path('model')} />
        <BoundNumberInput
          label="Year"
          required
          allowDecimal={false}
          min={1950}
          max={2100}
          store={store}
          path={path('year')}
        />
        <BoundTextInput label="Serial number / VIN" required store={store} path={path('serialNumber')} />
        <div>
          <Text size="sm" fw={500} mb={4} id={`asset-${index}-condition`}>
            Condition
          </Text>
          <BoundSegmentedControl
            aria-labelledby={`asset-${index}-condition`}
            data={CONDITIONS}
            store={store}
            path={path('newUsed')}
          />
        </div>
        <BoundNumberInput
          label="Quantity"
          required
          allowDecimal={false}
          min={1}
          store={store}
          path={path('quantity')}
        />
        <BoundNumberInput
          label="Cost"
          required
          prefix="$"
          decimalScale={2}
          thousandSeparator=","
          min={0}
          store={store}
          path={path('cost')}
        />
        <BoundTextInput label="Description" store={store} path={path('description')} />
        <BoundTextInput label="City" required store={store} path={path('locationCity')} />
        <BoundTextInput
          label="State"
          required
          maxLength={2}
          placeholder="TX"
          store={store}
          path={path('locationState')}
        />
      </SimpleGrid>
    </Paper>
  );
});
