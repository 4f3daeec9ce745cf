import { useState } from 'react';
import { withoutObjectionsTo } from './server-objections.ts';
import { useFormSave } from './use-form-save.ts';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The keys of `Values` whose values are of type `T`. */
type KeysOf<Values, T> = { [Key in keyof Values]-?: Values[Key] extends T ? Key : never }[keyof Values];

/** Where a refused save shows: the server's objections on their fields, anything else above the form. */
export interface PlacedRefusal<Field extends string> {
  fields: FieldErrors<Field>;
  form: string | null;
}

export interface RecordFormOptions<Values, Field extends string> {
  initialValues: Values;
  /** The spec's field rules; their messages show once the user has tried to save. */
  validate: (values: Values) => FieldErrors<Field>;
  /** Saves; rejects with the server's error. */
  save: (values: Values) => Promise<void>;
  placeRefusal: (failure: unknown) => PlacedRefusal<Field>;
}

/**
 * The state of an add or update form: the values, the field errors (the rules' once the user has tried
 * to save, and the server's until their field changes), the message above the form, and the submit that
 * checks before sending anything.
 *
 * The binders give an input everything it needs for one value: `text('name')` a TextInput or Textarea,
 * `choice('state')` a Select whose '' means none, `amount('docFee')` a NumberInput whose '' means
 * empty, `toggle('active')` a Switch, and `field('startDate')` anything that reports its value itself.
 *
 * @example const form = useRecordForm({ initialValues, validate: validateUser, save: onSubmit, placeRefusal: submissionErrors });
 *          <form onSubmit={form.onSubmit}><TextInput label="Name" {...form.text('name')} /></form>
 */
export function useRecordForm<Values extends object, Field extends string>({
  initialValues,
  validate,
  save,
  placeRefusal,
}: RecordFormOptions<Values, Field>) {
  const [values, setValues] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const errors: FieldErrors<Field> = { ...(submitted ? validate(values) : {}), ...serverErrors };

  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A server's objection to a field no longer applies once that field changes, nor one to a part of it
    // ('assets.0.make' when the assets are set). Values without a field error of their own (a role's
    // permission matrix) have nothing here to remove.
    setServerErrors((current) => withoutObjectionsTo(current, String(key)));
  };

  const { formError, submitting, onSubmit } = useFormSave({
    attempt: () => {
      setSubmitted(true);
      return Object.keys(validate(values)).length > 0 ? undefined : values;
    },
    save,
    placeRefusal,
    refuseFields: setServerErrors,
  });

  const errorOf = (key: keyof Values) => errors[key as PropertyKey as Field];

  return {
    values,
    set,
    errors,
    formError,
    submitting,
    onSubmit,
    field: <Key extends keyof Values>(key: Key) => ({
      value: values[key],
      onChange: (value: Values[Key]) => set(key, value),
      error: errorOf(key),
    }),
    text: <Key extends KeysOf<Values, string>>(key: Key) => ({
      value: values[key] as string,
      onChange: (event: { currentTarget: { value: string } }) =>
        set(key, event.currentTarget.value as Values[Key]),
      error: errorOf(key),
    }),
    choice: <Key extends KeysOf<Values, string>>(key: Key) => ({
      value: (values[key] as string) || null,
      onChange: (value: string | null) => set(key, (value ?? '') as Values[Key]),
      error: errorOf(key),
    }),
    amount: <Key extends KeysOf<Values, number | ''>>(key: Key) => ({
      value: values[key] as number | '',
      onChange: (value: number | string) => set(key, (typeof value === 'number' ? value : '') as Values[Key]),
      error: errorOf(key),
    }),
    toggle: <Key extends KeysOf<Values, boolean>>(key: Key) => ({
      checked: values[key] as boolean,
      onChange: (event: { currentTarget: { checked: boolean } }) =>
        set(key, event.currentTarget.checked as Values[Key]),
    }),
  };
}

/** What `useRecordForm` gives a form, for the pieces of a form that bind fields of their own. */
export type RecordForm<Values extends object, Field extends string> = ReturnType<
  typeof useRecordForm<Values, Field>
>;
