import { ActionIcon, Button, Group, Input, NumberInput, Table, Text } from '@mantine/core';
import type { RateProgramErrors, BandValues } from '../rate-program-form-rules.ts';
import { MAX_BANDS } from '../rate-program-form-rules.ts';

export interface AmountBandsEditorProps {
  bands: BandValues[];
  /** The new bands, and for each the index it had before (null for one just added). */
  onChange: (bands: BandValues[], sources: (number | null)[]) => void;
  errors: RateProgramErrors;
  disabled?: boolean;
}

const money = { prefix: '$', thousandSeparator: ',', decimalScale: 2, allowNegative: false } as const;

/**
 * The equipment-cost bands of the rate card, lowest first. A new band starts one cent above the last
 * one's maximum, so the bands stay contiguous as the server requires.
 */
export function AmountBandsEditor({ bands, onChange, errors, disabled = false }: AmountBandsEditorProps) {
  const same = bands.map((_, index) => index);
  const change = (index: number, bound: keyof BandValues, value: number | string) =>
    onChange(
      bands.map((band, at) =>
        at === index ? { ...band, [bound]: typeof value === 'number' ? value : '' } : band,
      ),
      same,
    );
  const add = () => {
    const last = bands.at(-1);
    const min = last && typeof last.max === 'number' ? Number((last.max + 0.01).toFixed(2)) : '';
    onChange([...bands, { min, max: '' }], [...same, null]);
  };
  const remove = (index: number) =>
    onChange(
      bands.filter((_, at) => at !== index),
      same.filter((at) => at !== index),
    );

  return (
    <Input.Wrapper
      label="Amount bands"
      description="Equipment cost bands, lowest first. Each starts where the previous one ends, or one cent above it."
      error={errors.amountBands}
    >
      <Table withTableBorder verticalSpacing={4} horizontalSpacing="xs" mt={6} maw={560} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Band</Table.Th>
            <Table.Th scope="col">Minimum</Table.Th>
            <Table.Th scope="col">Maximum</Table.Th>
            <Table.Th scope="col">
              <Text span size="xs" c="dimmed">
                Remove
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bands.map((band, index) => (
            <Table.Tr key={index}>
              <Table.Th scope="row" fw={500}>
                {index + 1}
              </Table.Th>
              {(['min', 'max'] as const).map((bound) => (
                <Table.Td key={bound} style={{ verticalAlign: 'top' }}>
                  <NumberInput
                    size="xs"
                    {...money}
                    aria-label={`Band ${index + 1} ${bound === 'min' ? 'minimum' : 'maximum'}`}
                    value={band[bound]}
                    onChange={(value) => change(index, bound, value)}
                    error={errors[`amountBands.${index}.${bound}`]}
                    disabled={disabled}
                  />
                </Table.Td>
              ))}
              <Table.Td style={{ verticalAlign: 'top' }}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove band ${index + 1}`}
                  onClick={() => remove(index)}
                  disabled={disabled || bands.length === 1}
                >
                  ×
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group mt={6}>
        <Button size="xs" variant="default" onClick={add} disabled={disabled || bands.length >= MAX_BANDS}>
          Add band
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
