import { Button, Chip, Group, Input, NumberInput } from '@mantine/core';
import { useState } from 'react';
import { TERM_MAX, TERM_MIN } from '../rate-program-form-rules.ts';

/** The terms rate cards usually carry; any other from 6 to 120 months can be added. */
export const STANDARD_TERMS = [12, 18, 24, 36, 48, 60, 72, 84];

export interface TermsPickerProps {
  label: string;
  description?: string;
  /** Months, ascending. */
  value: number[];
  onChange: (terms: number[]) => void;
  error?: string;
  disabled?: boolean;
}

/** Terms as chips to switch on and off, with a field to add an unusual one (39, 63 months). */
export function TermsPicker({
  label,
  description,
  value,
  onChange,
  error,
  disabled = false,
}: TermsPickerProps) {
  const [other, setOther] = useState<number | string>('');
  const shown = [...new Set([...STANDARD_TERMS, ...value])].sort((a, b) => a - b);
  const otherValid =
    typeof other === 'number' && Number.isInteger(other) && other >= TERM_MIN && other <= TERM_MAX;
  const add = () => {
    if (!otherValid) return;
    onChange([...new Set([...value, other])].sort((a, b) => a - b));
    setOther('');
  };

  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Group gap={6} mt={4} role="group" aria-label={label}>
        <Chip.Group
          multiple
          value={value.map(String)}
          onChange={(next) => onChange(next.map(Number).sort((a, b) => a - b))}
        >
          {shown.map((term) => (
            <Chip key={term} value={String(term)} size="xs" disabled={disabled}>
              {term} mo
            </Chip>
          ))}
        </Chip.Group>
        <NumberInput
          size="xs"
          w={110}
          aria-label={`Other ${label.toLowerCase()} in months`}
          placeholder="Other"
          min={TERM_MIN}
          max={TERM_MAX}
          allowDecimal={false}
          allowNegative={false}
          value={other}
          onChange={setOther}
          disabled={disabled}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button size="xs" variant="default" onClick={add} disabled={disabled || !otherValid}>
          Add term
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
