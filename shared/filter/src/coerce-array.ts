import { isPlainObject } from './is-plain-object.ts';

export const NOT_AN_ARRAY = 'Value is not an array or object with sequential numeric indices';

/**
 * The juggler's `coerceArray`: an array, or an object whose keys are exactly 0..n-1 (what qs produces past its
 * array limit, LoopBack 3 issue #2824), as an array; `undefined` for anything else, including `{}`.
 *
 * @example
 * coerceArray({ 0: 'a', 1: 'b' }); // ['a', 'b']
 * coerceArray({ 0: 'a', 25: 'b' }); // undefined
 */
export function coerceArray(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (!isPlainObject(value)) return undefined;
  const length = Object.keys(value).length;
  if (length === 0) return undefined;
  const items: unknown[] = [];
  for (let index = 0; index < length; index++) {
    const key = String(index);
    if (!Object.hasOwn(value, key)) return undefined;
    items.push(value[key]);
  }
  return items;
}
