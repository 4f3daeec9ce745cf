import { useState, useSyncExternalStore } from 'react';
import {
  createFieldFormStore,
  type FieldFormStore,
  type FieldPath,
  type PathValue,
} from './field-form-store.ts';
import { useFormSave } from './use-form-save.ts';
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
  const saving = useFormSave({
    attempt: () => (Object.keys(store.submit()).length > 0 ? undefined : store.values()),
    save,
    placeRefusal,
    refuseFields: (fields) => store.refuse(fields),
  });
  return { store, ...saving };
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
