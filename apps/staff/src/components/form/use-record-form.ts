import { useForm, type UseFormReturnType } from '@mantine/form';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import type * as v from 'valibot';
import { schemaErrors } from './schema-errors.ts';
import {
  standingObjections,
  type FieldErrors,
  type PlacedRefusal,
  type ServerObjections,
} from './server-objections.ts';

export interface RecordFormOptions<Values> {
  initialValues: Values;
  /**
   * The spec's field rules as a valibot schema over the form's values (issues by dotted path); their
   * messages show once the user has tried to save. Keep it stable (module level, or memoised).
   */
  schema: v.GenericSchema<Values>;
  /** Saves; rejects with the server's error. */
  save: (values: Values) => Promise<void>;
  placeRefusal: (failure: unknown) => PlacedRefusal;
  /**
   * `uncontrolled` for a long form: the values live outside React, inputs take `key={form.key(path)}`,
   * and typing re-renders no other field (what changes the layout is read with `form.useWatchValue`).
   */
  mode?: 'controlled' | 'uncontrolled';
}

/** What `useRecordForm` gives a form: Mantine's form, with the record form's submit and message. */
export type RecordForm<Values> = Omit<UseFormReturnType<Values>, 'onSubmit'> & {
  /** Checks the rules, then saves; a refusal is placed on its fields or above the form. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The message above the form when a save was refused for a reason no field shows. */
  formError: string | null;
};

/**
 * An add or update form on `@mantine/form`: the values, the rules' messages (once the user has tried to
 * save, then on every change), the server's objections on their fields until their value changes, the
 * message above the form, and the submit that checks before sending anything. Inputs bind with Mantine's
 * own `form.getInputProps('name')`; `isDirty()` tells whether anything changed.
 *
 * @example const form = useRecordForm({ initialValues, schema: UserFormSchema, save: onSubmit, placeRefusal: submissionErrors });
 *          <RecordFormFrame form={form} ...><TextInput label="Name" {...form.getInputProps('name')} /></RecordFormFrame>
 */
export function useRecordForm<Values extends Record<string, any>>({
  initialValues,
  schema,
  save,
  placeRefusal,
  mode = 'controlled',
}: RecordFormOptions<Values>): RecordForm<Values> {
  const rules = useMemo(() => schemaErrors(schema), [schema]);
  const tried = useRef(false);
  const objections = useRef<ServerObjections>({ fields: {}, values: initialValues });
  const shown = useRef<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const errorsOf = (values: Values): FieldErrors => ({
    ...(tried.current ? rules(values) : {}),
    ...standingObjections(objections.current, values),
  });

  const form = useForm<Values>({
    mode,
    initialValues,
    validate: rules,
    // Errors are worked out from the values below, not cleared field by field.
    clearInputErrorOnChange: false,
    onValuesChange: (values) => {
      if (!tried.current && Object.keys(objections.current.fields).length === 0) return;
      // Only a change in the messages renders the form again, not every keystroke.
      const next = errorsOf(values);
      if (JSON.stringify(next) !== JSON.stringify(shown.current)) show(next);
    },
  });

  const show = (errors: FieldErrors) => {
    shown.current = errors;
    form.setErrors(errors);
  };

  const attempt = async (values: Values) => {
    try {
      await save(values);
    } catch (failure) {
      const placed = placeRefusal(failure);
      objections.current = { fields: placed.fields, values };
      show(errorsOf(form.getValues()));
      setFormError(placed.form);
    }
  };

  return {
    ...form,
    formError,
    onSubmit: (event) => {
      tried.current = true;
      setFormError(null);
      shown.current = {};
      form.onSubmit(attempt, () =>
        // The rules refused: objections the server made to values still unchanged keep showing beside them.
        show(errorsOf(form.getValues())),
      )(event);
    },
  };
}
