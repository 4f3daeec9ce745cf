import { INTEGER_COLUMN_RANGES, type IntegerColumn } from '@lendline/validation';
import { invalidParameter } from './http-error.ts';

const DIGITS = /^[1-9]\d*$/;

/**
 * A record id from the path, as strictly as LoopBack's `id` parameter: "abc", "1.0", "01", "1e0", "0" and
 * "-1" are refused with the 400 `Invalid data "…" for parameter "id".`, and so is an id past what its column
 * holds (2147483647 for an `integer` key): such a record cannot exist, but the database would say why in its
 * own words, so the id is a malformed parameter like the others rather than a 404.
 */
export function parsePathId(raw: string, column: IntegerColumn = 'integer'): number {
  const { max } = INTEGER_COLUMN_RANGES[column];
  if (!DIGITS.test(raw)) throw invalidParameter('id', raw);
  const id = Number(raw);
  if (id > max) {
    throw invalidParameter('id', raw, [
      { path: '', code: 'maximum', message: `must be <= ${max}`, info: { comparison: '<=', limit: max } },
    ]);
  }
  return id;
}
