import {
  Checkbox,
  NumberInput,
  SegmentedControl,
  Select,
  Textarea,
  TextInput,
  type CheckboxProps,
  type NumberInputProps,
  type SegmentedControlProps,
  type SelectProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { memo, type FunctionComponent } from 'react';
import { DayInput, type DayInputProps } from './day-input.tsx';
import type { FieldFormStore, PathOf } from './field-form-store.ts';
import { useFieldError, useFieldValue } from './use-field-form.ts';

/**
 * Mantine inputs bound to one value of a `useFieldForm` store by its dotted path: each reads and writes
 * that value and shows its error, so typing re-renders that input alone. They are memoised too, so a
 * form that renders again for another reason (a picker's search results) leaves them be.
 */
type Bound<Props, Values extends object, Field extends string, T> = Omit<
  Props,
  'value' | 'defaultValue' | 'onChange' | 'error' | 'checked' | 'defaultChecked'
> & {
  store: FieldFormStore<Values, Field>;
  path: PathOf<Values, T>;
};

function useBound<Values extends object, Field extends string, T>(
  store: FieldFormStore<Values, Field>,
  path: PathOf<Values, T>,
) {
  // `PathOf` picks the paths whose value is a `T`, which the compiler cannot follow through the store's
  // generic path types; the casts say no more than that.
  const value = useFieldValue(store, path as never) as T;
  const error = useFieldError(store, path);
  const set = (next: T) => store.set(path as never, next as never);
  return { value, error, set };
}

function TextField<Values extends object, Field extends string>({
  store,
  path,
  ...input
}: Bound<TextInputProps, Values, Field, string>) {
  const { value, error, set } = useBound<Values, Field, string>(store, path);
  return (
    <TextInput {...input} value={value} error={error} onChange={(event) => set(event.currentTarget.value)} />
  );
}

function TextareaField<Values extends object, Field extends string>({
  store,
  path,
  ...input
}: Bound<TextareaProps, Values, Field, string>) {
  const { value, error, set } = useBound<Values, Field, string>(store, path);
  return (
    <Textarea {...input} value={value} error={error} onChange={(event) => set(event.currentTarget.value)} />
  );
}

/** A number kept as typed text, so a half-typed value survives; '' is empty. */
function NumberField<Values extends object, Field extends string>({
  store,
  path,
  ...input
}: Bound<NumberInputProps, Values, Field, string>) {
  const { value, error, set } = useBound<Values, Field, string>(store, path);
  return <NumberInput {...input} value={value} error={error} onChange={(next) => set(String(next))} />;
}

/** A choice whose '' means none. */
function SelectField<Values extends object, Field extends string>({
  store,
  path,
  ...input
}: Bound<SelectProps, Values, Field, string>) {
  const { value, error, set } = useBound<Values, Field, string>(store, path);
  return <Select {...input} value={value || null} error={error} onChange={(next) => set(next ?? '')} />;
}

function DayField<Values extends object, Field extends string>({
  store,
  path,
  ...input
}: Bound<DayInputProps, Values, Field, string | null>) {
  const { value, error, set } = useBound<Values, Field, string | null>(store, path);
  return <DayInput {...input} value={value} error={error} onChange={set} />;
}

/** Shows no error of its own: what it chooses is always valid. */
function SegmentedField<Values extends object, Field extends string>({
  store,
  path,
  ...input
}: Bound<SegmentedControlProps, Values, Field, string>) {
  const { value, set } = useBound<Values, Field, string>(store, path);
  return <SegmentedControl {...input} value={value} onChange={set} />;
}

function CheckboxField<Values extends object, Field extends string>({
  store,
  path,
  ...input
}: Bound<CheckboxProps, Values, Field, boolean>) {
  const { value, set } = useBound<Values, Field, boolean>(store, path);
  return <Checkbox {...input} checked={value} onChange={(event) => set(event.currentTarget.checked)} />;
}

// `memo` drops a component's type parameters; the memoised component takes the very same props.
const memoised = <Component,>(component: Component) =>
  memo(component as FunctionComponent) as unknown as Component;

export const BoundTextInput = memoised(TextField);
export const BoundTextarea = memoised(TextareaField);
export const BoundNumberInput = memoised(NumberField);
export const BoundSelect = memoised(SelectField);
export const BoundDayInput = memoised(DayField);
export const BoundSegmentedControl = memoised(SegmentedField);
export const BoundCheckbox = memoised(CheckboxField);
