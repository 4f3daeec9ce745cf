import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * An amount of money as people read it: `$`, thousands separators and cents (`$2,500.00`), never
 * negative, without spinner buttons (nobody steps a price up a dollar at a time).
 *
 * @example <MoneyInput label="Doc fee" {...form.getInputProps('docFee')} />
 */
export function MoneyInput(props: NumberInputProps) {
  return (
    <NumberInput
      prefix="$"
      thousandSeparator=","
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      hideControls
      {...props}
    />
  );
}
