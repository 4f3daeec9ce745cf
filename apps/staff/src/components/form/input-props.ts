import type { LooseKeys, UseFormReturnType } from '@mantine/form';

type Form<Values> = Pick<UseFormReturnType<Values>, 'getInputProps'>;
type Path<Values> = LooseKeys<Values>;
type ValueAt<Values, P> = P extends keyof Values ? Values[P] : unknown;

/**
 * A component of our own bound to one value: its value, onChange and error, typed by the value (Mantine's
 * `getInputProps` answers `any`, and adds focus handlers such a component has no use for).
 *
 * @example <DayField label="Start date" {...fieldProps(form, 'startDate')} />
 */
export function fieldProps<Values, P extends Path<Values>>(form: Form<Values>, path: P) {
  const { value, onChange, error } = form.getInputProps(path);
  return {
    value: value as ValueAt<Values, P>,
    onChange: onChange as (value: ValueAt<Values, P>) => void,
    error: error as string | undefined,
  };
}

/**
 * A Select bound to a text value whose '' means none: Mantine's Select says none with null.
 *
 * @example <Select label="State" data={US_STATE_OPTIONS} {...choiceProps(form, 'state')} />
 */
export function choiceProps<Values>(form: Form<Values>, path: Path<Values>) {
  const input = form.getInputProps(path);
  const { value, defaultValue, onChange, ...props } = input;
  const none = (choice: unknown) => (choice as string) || null;
  return {
    ...props,
    // An uncontrolled form hands the input its starting value only.
    ...('value' in input ? { value: none(value) } : { defaultValue: none(defaultValue) }),
    onChange: (next: string | null) => onChange(next ?? ''),
  };
}

/**
 * A NumberInput bound to a number kept as typed text, so a half-typed value survives; '' is empty.
 *
 * @example <NumberInput label="Due day" {...numberTextProps(form, 'dueDay')} />
 */
export function numberTextProps<Values>(form: Form<Values>, path: Path<Values>) {
  const { onChange, ...props } = form.getInputProps(path);
  return { ...props, onChange: (next: number | string) => onChange(String(next)) };
}

/** NumberInput answers text for a number it shows with trailing zeros ('99.00') or a half-typed one ('-'). */
const asAmount = (next: number | string): number | '' => {
  if (typeof next === 'number') return next;
  const number = Number(next);
  return next.trim() !== '' && Number.isFinite(number) ? number : '';
};

/**
 * A NumberInput bound to a number whose '' means empty; a half-typed value ('-') counts as empty.
 *
 * @example <MoneyInput label="Doc fee" {...amountProps(form, 'docFee')} />
 */
export function amountProps<Values>(form: Form<Values>, path: Path<Values>) {
  const { onChange, ...props } = form.getInputProps(path);
  return {
    ...props,
    onChange: (next: number | string) => onChange(asAmount(next)),
  };
}
