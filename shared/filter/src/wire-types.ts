/**
 * The LoopBack 4 filter as it travels on the wire (`?filter={json}`, `/count?where={json}`).
 * Types only: the server validates with `filterSchema` and `parseFilter`, the SPA uses these to build requests.
 */

export type AnyObject = Record<string, unknown>;

export const COMPARISON_OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'between',
  'inq',
  'nin',
  'like',
  'nlike',
  'ilike',
  'nilike',
  'regexp',
] as const;
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];

export const LOGICAL_OPERATORS = ['and', 'or'] as const;
export type LogicalOperator = (typeof LOGICAL_OPERATORS)[number];

export type Operator = ComparisonOperator | LogicalOperator;

/** Property names usable in a filter; `and`/`or` are reserved for the logical operators. */
export type PropertyName<T extends object> = Exclude<Extract<keyof T, string>, LogicalOperator>;

/** JSON has no dates, so a date property is compared with an ISO string (or epoch milliseconds). */
export type WireValue<V> = V extends Date ? Date | string | number : V;

export interface PredicateComparison<V> {
  eq?: WireValue<V> | null;
  neq?: WireValue<V> | null;
  gt?: WireValue<V>;
  gte?: WireValue<V>;
  lt?: WireValue<V>;
  lte?: WireValue<V>;
  between?: [WireValue<V>, WireValue<V>];
  inq?: (WireValue<V> | null)[];
  nin?: (WireValue<V> | null)[];
  like?: string;
  nlike?: string;
  ilike?: string;
  nilike?: string;
  regexp?: string;
}

export type Condition<T extends object> = {
  [K in PropertyName<T>]?: WireValue<T[K]> | null | PredicateComparison<T[K]>;
};

export type Where<T extends object = AnyObject> = Condition<T> & {
  and?: Where<T>[];
  or?: Where<T>[];
};

/** A list of names or an object of booleans; LoopBack's REST layer refuses the juggler's bare-string form. */
export type Fields<T extends object = AnyObject> = PropertyName<T>[] | { [K in PropertyName<T>]?: boolean };

export type OrderDirection = 'ASC' | 'DESC' | 'asc' | 'desc';
export type OrderClause<T extends object = AnyObject> =
  PropertyName<T> | `${PropertyName<T>} ${OrderDirection}`;
/** Several clauses go in an array; the wire also accepts them comma-joined in one string. */
export type Order<T extends object = AnyObject> = OrderClause<T> | OrderClause<T>[];

export type Inclusion = string | { relation: string; scope?: Filter };

export interface Filter<T extends object = AnyObject> {
  where?: Where<T>;
  fields?: Fields<T>;
  order?: Order<T>;
  limit?: number;
  skip?: number;
  offset?: number;
  include?: Inclusion[];
}

/** What `GET /x/{id}` accepts: everything but `where`. */
export type FilterExcludingWhere<T extends object = AnyObject> = Omit<Filter<T>, 'where'>;
