/**
 * The validated filter. Every field name in it is a key of the model it was parsed against, every value is
 * coerced to the field's type, and every limit is applied, so the SQL builder never re-checks user input.
 */

export type ScalarValue = string | number | boolean | Date;

export type CompareOperator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte';

export type WhereAst =
  | { kind: 'and'; conditions: WhereAst[] }
  | { kind: 'or'; conditions: WhereAst[] }
  /** Matches no row (`gt: null`, `inq: []`). */
  | { kind: 'never' }
  | { kind: 'compare'; field: string; operator: CompareOperator; value: ScalarValue }
  | { kind: 'isNull'; field: string; negated: boolean }
  | { kind: 'between'; field: string; low: ScalarValue; high: ScalarValue }
  | { kind: 'in'; field: string; values: (ScalarValue | null)[]; negated: boolean }
  | { kind: 'like'; field: string; pattern: string; caseInsensitive: boolean; negated: boolean }
  | { kind: 'regexp'; field: string; pattern: string; caseInsensitive: boolean };

export interface OrderTerm {
  field: string;
  direction: 'ASC' | 'DESC';
}

export interface IncludeAst {
  relation: string;
  /** Parsed against the relation's target model; `limit`/`skip` apply per parent row. */
  scope: FilterAst;
}

export interface FilterAst {
  where: WhereAst | undefined;
  /** The fields to return, in model order. */
  fields: string[];
  /** Never empty: it always ends with the model's id, so pages are stable. */
  order: OrderTerm[];
  /** Rows to return after `skip`, already clamped to `FilterLimits.maxLimit`. */
  limit: number;
  skip: number;
  include: IncludeAst[];
}
