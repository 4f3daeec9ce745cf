import type { FieldSort, FieldType } from '@lendline/filter';
import type { IntegerColumn } from '@lendline/validation';
import type * as v from 'valibot';

/** How one API property is stored, validated and exposed. Secret columns are simply not declared. */
export interface FieldDef {
  type: FieldType;
  /** Defaults to the property name in snake_case. */
  column?: string;
  description?: string;
  /** Server-managed (ids, timestamps, sign-in times): never accepted in a request body. */
  readOnly?: boolean;
  /** Must be present when creating. */
  required?: boolean;
  nullable?: boolean;
  maxLength?: number;
  /**
   * `number`: the integer column it is stored in, so filters and bodies take only whole numbers that column
   * holds; `false` for a number that is not one. Defaults to `integerColumnOf`'s reading of the name.
   */
  integer?: IntegerColumn | false;
  /** `date`: a calendar day in a `date` column, written and returned as `YYYY-MM-DD`, without a time. */
  format?: 'email' | 'date';
  /**
   * The value's schema in a request body where `type` says too little (a list, a range, a pattern); it
   * replaces the one `type` implies and describes the field in the OpenAPI document. `nullable` still applies.
   */
  schema?: v.GenericSchema;
  /** Stored as jsonb but carried on the wire as a JSON string (the spec's role `permissions`). */
  jsonText?: boolean;
  /** Defaults: true for everything but json fields. */
  filterable?: boolean;
  sortable?: boolean;
  /** People's order for this field (case-insensitive names, missing dates last). */
  sort?: FieldSort;
}

export const columnOf = (name: string, def: FieldDef): string =>
  def.column ?? name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The integer column a number field is stored in, or undefined for a decimal one (money, rates). Declared with
 * `integer`, or else read from the name: the schema's keys, `id` and every `…Id` reference, are `integer`
 * (serial) columns; audit_event's bigserial id says so itself.
 */
export function integerColumnOf(name: string, def: FieldDef): IntegerColumn | undefined {
  if (def.type !== 'number') return undefined;
  if (def.integer !== undefined) return def.integer || undefined;
  return name === 'id' || name.endsWith('Id') ? 'integer' : undefined;
}
