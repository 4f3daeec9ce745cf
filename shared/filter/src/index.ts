export type {
  AnyObject,
  ComparisonOperator,
  Condition,
  Fields,
  Filter,
  FilterExcludingWhere,
  Inclusion,
  LogicalOperator,
  Operator,
  Order,
  OrderClause,
  OrderDirection,
  PredicateComparison,
  PropertyName,
  Where,
  WireValue,
} from './wire-types.ts';
export { COMPARISON_OPERATORS, LOGICAL_OPERATORS } from './wire-types.ts';
export type { FieldSort, FieldType, QueryField, QueryModel, QueryRelation } from './query-model.ts';
export type {
  CompareOperator,
  FilterAst,
  IncludeAst,
  OrderTerm,
  ScalarValue,
  WhereAst,
} from './filter-ast.ts';
export { FilterError } from './filter-error.ts';
export type { FilterErrorCode, FilterErrorDetails, FilterErrorInit, ParameterIssue } from './filter-error.ts';
export { DEFAULT_FILTER_LIMITS, resolveFilterLimits } from './filter-limits.ts';
export type { FilterLimits } from './filter-limits.ts';
export { filterSchema } from './filter-schema.ts';
export type { FilterShape, InclusionShape } from './filter-schema.ts';
export { parseFilter, parseFilterExcludingWhere } from './parse-filter.ts';
export { parseWhere } from './parse-where.ts';
