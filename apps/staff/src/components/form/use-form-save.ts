import { useState, type FormEvent } from 'react';
import type { FieldErrors, PlacedRefusal } from './use-record-form.ts';

/** How a form hook keeps its values and errors, for the save flow both form hooks share. */
export interface FormSaveSteps<Values, Field extends string> {
  /** Marks the form as tried and answers the values to send, or undefined when its rules refuse them. */
  attempt: () => Values | undefined;
  save: (values: Values) => Promise<void>;
  placeRefusal: (failure: unknown) => PlacedRefusal<Field>;
  /** Shows the server's objections on their fields. */
  refuseFields: (fields: FieldErrors<Field>) => void;
}

/**
 * The save half of `useRecordForm` and `useFieldForm`: the submit that checks before sending anything,
 * the saving state, and a refused save placed on its fields or above the form.
 *
 * @example const { onSubmit, submitting, formError } = useFormSave({ attempt, save, placeRefusal, refuseFields });
 */
export function useFormSave<Values, Field extends string>({
  attempt,
  save,
  placeRefusal,
  refuseFields,
}: FormSaveSteps<Values, Field>) {
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const values = attempt();
    if (values === undefined) return;
    setSubmitting(true);
    try {
      await save(values);
    } catch (failure) {
      const { fields, form } = placeRefusal(failure);
      refuseFields(fields);
      setFormError(form);
    } finally {
      setSubmitting(false);
    }
  };

  return { formError, submitting, onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event) };
}
