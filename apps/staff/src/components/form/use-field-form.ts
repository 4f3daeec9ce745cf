import { useState, useSyncExternalStore, type FormEvent } from 'react';
import {
  createFieldFormStore,
  type FieldFormStore,
  type FieldPath,
  type PathValue,
} from './field-form-store.ts';
import type { RecordFormOptions } from './use-record-form.ts';

/**
 * `useRecordForm` for a long form: the same rules, submit and refusal placing, but the values live in a
 * store each field subscribes to, so a keystroke re-renders the field typed in and not every other one.
 * The component that calls it renders again only when the form's message or its saving state changes.
 *
 * @example const form = useFieldForm({ initialValues, validate: validateContract(kind), save: onSubmit, placeRefusal });
 *          <RecordFormFrame form={form} ...><BoundTextInput store={form.store} path="description" /></RecordFormFrame>
 */
export function useFieldForm<Values extends object, Field extends string>({
  initialValues,
  validate,
  save,
  placeRefusal,
}: RecordFormOptions<Values, Field>) {
  const [store] = useState(() => createFieldFormStore(initialValues, validate));
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (Object.keys(store.submit()).length > 0) return;
    setSubmitting(true);
    try {
      await save(store.values());
    } catch (failure) {
      const { fields, form } = placeRefusal(failure);
      store.refuse(fields);
      setFormError(form);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    store,
    formError,
    submitting,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
}

/** Something worked out from the form's values; the component re-renders only when it changes. */
export function useFormSelector<Values extends object, Field extends string, Selected>(
  store: FieldFormStore<Values, Field>,
  select: (values: Values) => Selected,
): Selected {
  return useSyncExternalStore(store.subscribe, () => select(store.values()));
}

/** One value of the form, by its dotted path. */
export function useFieldValue<Values extends object, Field extends string, Path extends FieldPath<Values>>(
  store: FieldFormStore<Values, Field>,
  path: Path,
): PathValue<Values, Path> {
  return useSyncExternalStore(store.subscribe, () => store.value(path));
}

/** The message a field shows, by the same path as its value. */
export function useFieldError<Values extends object, Field extends string>(
  store: FieldFormStore<Values, Field>,
  path: string,
): string | undefined {
  return useSyncExternalStore(store.subscribe, () => store.errors()[path as Field]);
}
