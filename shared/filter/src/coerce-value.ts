import {
  DAY_RANGE,
  INTEGER_COLUMN_RANGES,
  fitsIntegerColumn,
  isCalendarDay,
  isInstantInRange,
  type IntegerColumn,
} from '@lendline/validation';
import type { ScalarValue } from './filter-ast.ts';
import { filterError } from './filter-error.ts';
import type { FieldType } from './query-model.ts';

export type ComparableType = Exclude<FieldType, 'json'>;

const NUMBER_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
// ISO 8601 as JavaScript parses it reliably; a time without a zone is read as UTC, never as server-local time.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * Coerces one where value to a field's type, as the juggler does with property types. The bracket form delivers
 * every value as a string, so `"2"` becomes 2 for a number field and `"true"` becomes true for a boolean one.
 * Throws a 400 `FilterError` (`Invalid date: notadate`) when the value cannot be read as that type, and when the
 * store could not compare it: a date outside 1900-01-01..2199-12-31 (the shared day range), or for a number
 * field in an `integer` column, anything but a whole number that column holds.
 *
 * @example
 * coerceValue('2024-01-01T00:00:00.000Z', 'date'); // Date 2024-01-01
 * coerceValue('2', 'number', 'integer'); // 2
 * coerceValue(99999999999, 'number', 'integer'); // throws: Invalid number: 99999999999 (whole numbers from …)
 */
export function coerceValue(value: ScalarValue, type: ComparableType, integer?: IntegerColumn): ScalarValue {
  const coerced = coerceByType(value, type);
  const shown = value instanceof Date ? describeDate(value) : String(value);
  if (coerced === undefined) throw filterError(`Invalid ${type}: ${shown}`);
  if (coerced instanceof Date && !isInstantInRange(coerced)) {
    throw filterError(`Invalid date: ${shown} (dates run from ${DAY_RANGE.first} to ${DAY_RANGE.last})`);
  }
  if (integer && typeof coerced === 'number' && !fitsIntegerColumn(coerced, integer)) {
    const { min, max } = INTEGER_COLUMN_RANGES[integer];
    throw filterError(`Invalid number: ${shown} (whole numbers from ${min} to ${max})`);
  }
  return coerced;
}

const describeDate = (date: Date) => (Number.isNaN(date.getTime()) ? 'Invalid Date' : date.toISOString());

function coerceByType(value: ScalarValue, type: ComparableType): ScalarValue | undefined {
  switch (type) {
    case 'string':
      return value instanceof Date ? undefined : String(value);
    case 'number':
      return toNumber(value);
    case 'boolean':
      return toBoolean(value);
    case 'date':
      return toDate(value);
  }
}

function toNumber(value: ScalarValue): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !NUMBER_TEXT.test(value)) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function toBoolean(value: ScalarValue): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return undefined;
}

function toDate(value: ScalarValue): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'number') return validDate(new Date(value));
  if (typeof value !== 'string') return undefined;
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [, year, month, day, time, zone] = match;
  if (!isCalendarDay(`${year}-${month}-${day}`)) return undefined;
  if (time === undefined) return validDate(new Date(`${year}-${month}-${day}T00:00:00Z`));
  return validDate(new Date(`${year}-${month}-${day}T${time}${zone ?? 'Z'}`));
}

function validDate(date: Date): Date | undefined {
  return Number.isNaN(date.getTime()) ? undefined : date;
}
