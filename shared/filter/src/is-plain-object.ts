/**
 * True for `{...}` objects (from JSON, qs or a literal), false for arrays, dates, null and class instances.
 *
 * @example
 * isPlainObject({ a: 1 }); // true
 * isPlainObject([1]); // false
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
