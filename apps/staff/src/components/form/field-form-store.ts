import { withoutObjectionsTo } from './server-objections.ts';
import type { FieldErrors } from './use-record-form.ts';

/** Every dotted path into `Values`: `'dueDay'`, `'newCustomer.fein'`, `'assets.0.make'`. */
export type FieldPath<Values> = Values extends readonly (infer Item)[]
  ? `${number}` | `${number}.${FieldPath<Item>}`
  : Values extends object
    ? {
        [Key in keyof Values & string]: Values[Key] extends object
          ? Key | `${Key}.${FieldPath<Values[Key]>}`
          : Key;
      }[keyof Values & string]
    : never;

/** The value a dotted path leads to. */
export type PathValue<Values, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? PathValue<PathValue<Values, Head>, Rest>
  : Values extends readonly (infer Item)[]
    ? Item
    : Path extends keyof Values
      ? Values[Path]
      : never;

/** The paths whose value is of type `T`. */
export type PathOf<Values, T> = {
  [Path in FieldPath<Values>]: PathValue<Values, Path> extends T ? Path : never;
}[FieldPath<Values>];

const keysOf = (path: string) => path.split('.');

function readAt(values: unknown, path: string): unknown {
  return keysOf(path).reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], values);
}

function writeAt(values: unknown, keys: string[], value: unknown): unknown {
  if (keys.length === 0) return value;
  const [key, ...rest] = keys as [string, ...string[]];
  const next: unknown = writeAt((values as Record<string, unknown>)[key], rest, value);
  if (Array.isArray(values)) return values.map((item, index) => (String(index) === key ? next : item));
  return { ...(values as object), [key]: next };
}

/**
 * The values and errors of a form held outside React, so that each field subscribes to its own value and
 * error and typing re-renders that field alone, not the whole form (`useFieldValue`, `useFieldError`).
 * Errors follow `useRecordForm`'s rules: the validator's once the user has tried to save, then the
 * server's on top until their value changes.
 *
 * @example const store = createFieldFormStore(emptyContract('contract'), validateContract('contract'));
 *          store.set('newCustomer.fein', '74-1234567'); store.value('newCustomer.fein') // '74-1234567'
 */
export function createFieldFormStore<Values extends object, Field extends string>(
  initialValues: Values,
  validate: (values: Values) => FieldErrors<Field>,
) {
  let values = initialValues;
  let submitted = false;
  let serverErrors: FieldErrors<Field> = {};
  let errors: FieldErrors<Field> = {};
  const listeners = new Set<() => void>();

  // Validating once per change, here, lets every field read its error without validating again.
  const changed = () => {
    errors = { ...(submitted ? validate(values) : {}), ...serverErrors };
    for (const listener of listeners) listener();
  };

  return {
    values: () => values,
    errors: () => errors,
    value: <Path extends FieldPath<Values>>(path: Path) => readAt(values, path) as PathValue<Values, Path>,
    set: <Path extends FieldPath<Values>>(path: Path, value: PathValue<Values, Path>) => {
      values = writeAt(values, keysOf(path), value) as Values;
      serverErrors = withoutObjectionsTo(serverErrors, path);
      changed();
    },
    /** The user tried to save: the validator's messages show from now on. Returns the errors. */
    submit: () => {
      submitted = true;
      changed();
      return validate(values);
    },
    refuse: (fields: FieldErrors<Field>) => {
      serverErrors = fields;
      changed();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type FieldFormStore<Values extends object, Field extends string = string> = ReturnType<
  typeof createFieldFormStore<Values, Field>
>;
