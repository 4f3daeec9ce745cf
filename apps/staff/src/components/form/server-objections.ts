import type { FieldErrors } from './use-record-form.ts';

/**
 * A server's objections once the value at `path` changed: those to it go, as do those to a value holding
 * it ('assets' for 'assets.0.make') and to anything inside it.
 *
 * @example withoutObjectionsTo({ 'assets.0.make': 'Required', name: 'Taken' }, 'assets'); // { name: 'Taken' }
 */
export function withoutObjectionsTo<Field extends string>(
  errors: FieldErrors<Field>,
  path: string,
): FieldErrors<Field> {
  const related = (field: string) =>
    field === path || field.startsWith(`${path}.`) || path.startsWith(`${field}.`);
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => !related(field)),
  ) as FieldErrors<Field>;
}
