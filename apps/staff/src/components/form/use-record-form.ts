import { useState, type FormEvent } from 'react';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

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
 * @example const form = useRecordForm({ initialValues, validate: validateUser, save: onSubmit, placeRefusal: submissionErrors });
 *          <form onSubmit={form.onSubmit}>…</form>
 */
export function useRecordForm<Values extends object, Field extends string>({
  initialValues,
  validate,
  save,
  placeRefusal,
}: RecordFormOptions<Values, Field>) {
  const [values, setValues] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const errors: FieldErrors<Field> = { ...(submitted ? validate(values) : {}), ...serverErrors };

  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A server's objection to a field no longer applies once that field changes. Values without a field
    // error of their own (a role's permission matrix) have nothing here to remove.
    setServerErrors(({ [key as PropertyKey as Field]: _changed, ...rest }) => rest as FieldErrors<Field>);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (Object.keys(validate(values)).length > 0) return;
    setSubmitting(true);
    try {
      await save(values);
    } catch (failure) {
      const { fields, form } = placeRefusal(failure);
      setServerErrors(fields);
      setFormError(form);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values,
    set,
    errors,
    formError,
    submitting,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
}
