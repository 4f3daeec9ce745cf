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
import { ASSET_CATEGORY_OPTIONS } from '../contract-labels.ts';
import { EMPTY_ASSET, type AssetDraft } from '../contract-form-rules.ts';

export interface AssetFieldsProps {
  assets: AssetDraft[];
  onChange: (assets: AssetDraft[]) => void;
  /** The error of an asset's field, by index and field. */
  errorOf: (index: number, field: keyof AssetDraft) => string | undefined;
}

/** The first assets of an asset contract: one block per asset, added and removed in place. */
export function AssetFields({ assets, onChange, errorOf }: AssetFieldsProps) {
  const change = (index: number, field: keyof AssetDraft, value: string) =>
    onChange(assets.map((asset, at) => (at === index ? { ...asset, [field]: value } : asset)));
  return (
    <Stack gap="sm">
      {assets.map((asset, index) => {
        const text = (field: keyof AssetDraft) => ({
          value: asset[field],
          onChange: (event: { currentTarget: { value: string } }) =>
            change(index, field, event.currentTarget.value),
          error: errorOf(index, field),
        });
        const numeric = (field: keyof AssetDraft) => ({
          value: asset[field],
          onChange: (value: number | string) => change(index, field, String(value)),
          error: errorOf(index, field),
        });
        return (
          <Paper
            key={index}
            withBorder
            p="sm"
            radius="sm"
            component="fieldset"
            aria-label={`Asset ${index + 1}`}
          >
            <Group justify="space-between" mb="xs">
              <Text fw={600} size="sm" component="legend">
                Asset {index + 1}
              </Text>
              {assets.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove asset ${index + 1}`}
                  onClick={() => onChange(assets.filter((_, at) => at !== index))}
                >
                  ×
                </ActionIcon>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Select
                label="Category"
                required
                data={ASSET_CATEGORY_OPTIONS}
                value={asset.category || null}
                onChange={(value) => change(index, 'category', value ?? '')}
                error={errorOf(index, 'category')}
              />
              <TextInput label="Make" required {...text('make')} />
              <TextInput label="Model" required {...text('model')} />
              <NumberInput
                label="Year"
                required
                allowDecimal={false}
                min={1950}
                max={2100}
                {...numeric('year')}
              />
              <TextInput label="Serial number / VIN" required {...text('serialNumber')} />
              <div>
                <Text size="sm" fw={500} mb={4} id={`asset-${index}-condition`}>
                  Condition
                </Text>
                <SegmentedControl
                  aria-labelledby={`asset-${index}-condition`}
                  data={[
                    { value: 'NEW', label: 'New' },
                    { value: 'USED', label: 'Used' },
                  ]}
                  value={asset.newUsed}
                  onChange={(value) => change(index, 'newUsed', value)}
                />
              </div>
              <NumberInput label="Quantity" required allowDecimal={false} min={1} {...numeric('quantity')} />
              <NumberInput
                label="Cost"
                required
                prefix="$"
                decimalScale={2}
                thousandSeparator=","
                min={0}
                {...numeric('cost')}
              />
              <TextInput label="Description" {...text('description')} />
              <TextInput label="City" required {...text('locationCity')} />
              <TextInput label="State" required maxLength={2} placeholder="TX" {...text('locationState')} />
            </SimpleGrid>
          </Paper>
        );
      })}
      <Group>
        <Button variant="light" size="xs" onClick={() => onChange([...assets, { ...EMPTY_ASSET }])}>
          Add another asset
        </Button>
      </Group>
    </Stack>
  );
}
