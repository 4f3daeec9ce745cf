import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { choiceProps, numberTextProps } from '../../../components/form/input-props.ts';
import { MoneyInput } from '../../../components/form/money-input.tsx';
import { ASSET_CATEGORY_OPTIONS } from '../contract-labels.ts';
import { newAsset, type AssetDraft, type ContractForm } from '../contract-form-rules.ts';

export interface AssetFieldsProps {
  /** The add contract form's values; these fields are its `assets`. */
  form: ContractForm;
}

const CONDITIONS = [
  { value: 'NEW', label: 'New' },
  { value: 'USED', label: 'Used' },
];

/** The first assets of an asset contract: one block per asset, added and removed in place. */
export function AssetFields({ form }: AssetFieldsProps) {
  // Only adding or removing an asset renders the list again; typing renders nothing but the input.
  const count = form.useWatchValue('assets.length' as 'assets') as unknown as number;
  const rows = form.getValues().assets;
  return (
    <Stack gap="sm">
      {Array.from({ length: count }, (_, index) => (
        <AssetBlock
          key={rows[index]!.row}
          form={form}
          index={index}
          onRemove={count > 1 ? () => form.removeListItem('assets', index) : null}
        />
      ))}
      <Group>
        <Button variant="light" size="xs" onClick={() => form.insertListItem('assets', newAsset())}>
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

function AssetBlock({ form, index, onRemove }: AssetBlockProps) {
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
        <Select
          key={form.key(path('category'))}
          label="Category"
          required
          data={ASSET_CATEGORY_OPTIONS}
          {...choiceProps(form, path('category'))}
        />
        <TextInput key={form.key(path('make'))} label="Make" required {...form.getInputProps(path('make'))} />
        <TextInput
          key={form.key(path('model'))}
          label="Model"
          required
          {...form.getInputProps(path('model'))}
        />
        <NumberInput
          key={form.key(path('year'))}
          label="Year"
          required
          allowDecimal={false}
          min={1950}
          max={2100}
          {...numberTextProps(form, path('year'))}
        />
        <TextInput
          key={form.key(path('serialNumber'))}
          label="Serial number / VIN"
          required
          {...form.getInputProps(path('serialNumber'))}
        />
        <div>
          <Text size="sm" fw={500} mb={4} id={`asset-${index}-condition`}>
            Condition
          </Text>
          <SegmentedControl
            key={form.key(path('newUsed'))}
            aria-labelledby={`asset-${index}-condition`}
            data={CONDITIONS}
            defaultValue={form.getValues().assets[index]!.newUsed}
            onChange={(value) => form.setFieldValue(path('newUsed'), value as AssetDraft['newUsed'])}
          />
        </div>
        <NumberInput
          key={form.key(path('quantity'))}
          label="Quantity"
          required
          allowDecimal={false}
          min={1}
          {...numberTextProps(form, path('quantity'))}
        />
        <MoneyInput
          key={form.key(path('cost'))}
          label="Cost"
          required
          {...numberTextProps(form, path('cost'))}
        />
        <TextInput
          key={form.key(path('description'))}
          label="Description"
          {...form.getInputProps(path('description'))}
        />
        <TextInput
          key={form.key(path('locationCity'))}
          label="City"
          required
          {...form.getInputProps(path('locationCity'))}
        />
        <TextInput
          key={form.key(path('locationState'))}
          label="State"
          required
          maxLength={2}
          placeholder="TX"
          {...form.getInputProps(path('locationState'))}
        />
      </SimpleGrid>
    </Paper>
  );
}
