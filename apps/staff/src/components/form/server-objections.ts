/** A form's messages by the dotted path of the value they are about: `name`, `assets.0.make`. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/** Where a refused save shows: the server's objections on their fields, anything else above the form. */
export interface PlacedRefusal<Field extends string = string> {
  fields: FieldErrors<Field>;
  form: string | null;
}

/** The server's objections to a save, with the values it refused. */
export interface ServerObjections {
  fields: FieldErrors;
  values: unknown;
}

const valueAt = (values: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
      values,
    );

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The server's objections that still apply to `values`: each one stands while the value it is about is
 * as the server saw it, so it goes once that value, or anything inside it, changes ('assets' when an
 * asset's make changes, 'assets.1.make' when asset 0 is removed and another asset moves up).
 *
 * @example standingObjections({ fields: { email: 'Taken.' }, values: { email: 'a@b.co' } }, { email: 'c@b.co' }); // {}
 */
export function standingObjections(objections: ServerObjections, values: unknown): FieldErrors {
  return Object.fromEntries(
    Object.entries(objections.fields).filter(([path]) =>
      same(valueAt(values, path), valueAt(objections.values, path)),
    ),
  );
}
