import type { IntegerColumn } from '@lendline/validation';

/**
 * What the parser and the SQL builder know about a resource. Built by the API's resource factory; a property that
 * is not in `fields` (a password hash, a token) cannot be selected, filtered or sorted on.
 */

export type FieldType = 'number' | 'string' | 'boolean' | 'date' | 'json';

export interface QueryField {
  type: FieldType;
  column: string;
  filterable: boolean;
  sortable: boolean;
  /**
   * A `number` stored in an integer column: where values must be whole numbers that column holds, so a
   * value the database would refuse is refused here, in our words.
   */
  integer?: IntegerColumn;
  /** Applied to non-null values after the type's own decoding (dates to ISO strings, numeric strings to numbers). */
  decode?: (value: unknown) => unknown;
  /** How people expect a list sorted on this field, where that differs from the database's default. */
  sort?: FieldSort;
}

export interface FieldSort {
  /** Names and labels: "acme" next to "Acme", not after every capital letter (the C collation's order). */
  caseInsensitive?: boolean;
  /** Dates such as "last sign-in": rows without a value go last in both directions, not first on DESC. */
  nullsLast?: boolean;
}

/**
 * `keyFrom`/`keyTo` are API field names. belongsTo: source.keyFrom (FK) -> target.keyTo (PK);
 * hasMany: source.keyFrom (PK) -> target.keyTo (FK).
 */
export interface QueryRelation {
  type: 'belongsTo' | 'hasMany';
  model: () => QueryModel;
  keyFrom: string;
  keyTo: string;
}

export interface QueryModel {
  name: string;
  table: string;
  idField: string;
  fields: Record<string, QueryField>;
  relations: Record<string, QueryRelation>;
}
