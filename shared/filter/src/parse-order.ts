import { describeValue } from './describe-value.ts';
import type { OrderTerm } from './filter-ast.ts';
import { filterError } from './filter-error.ts';
import type { QueryModel } from './query-model.ts';

/**
 * Reads LoopBack's `order` (a string or an array; each string may hold comma-separated clauses
 * `field [ASC|DESC]`, direction in any case, ASC by default) into terms on sortable fields, and always ends with
 * the model's id so that pages are stable. A clause with a bad direction or more than two words is refused with
 * the juggler's message, which also stops `id; DROP TABLE x`. A later clause on a field already ordered by is
 * dropped: it could not change the order.
 *
 * @example
 * parseOrder('score DESC, name', edgeModel); // [{ field: 'score', direction: 'DESC' }, { field: 'name', direction: 'ASC' }, { field: 'id', direction: 'ASC' }]
 */
export function parseOrder(order: string | string[] | undefined, model: QueryModel): OrderTerm[] {
  const clauses = order === undefined ? [] : Array.isArray(order) ? order : [order];
  const terms: OrderTerm[] = [];
  const ordered = new Set<string>();
  for (const text of clauses.flatMap((clause) => clause.split(','))) {
    const clause = text.trim();
    if (clause === '') continue;
    const [field = '', directionText = 'ASC', ...rest] = clause.split(/\s+/);
    const direction = directionText.toUpperCase();
    if (rest.length > 0 || (direction !== 'ASC' && direction !== 'DESC')) {
      throw filterError(`The order ${describeValue(clause)} has invalid direction`);
    }
    checkSortable(field, clause, model);
    if (ordered.has(field)) continue;
    ordered.add(field);
    terms.push({ field, direction });
  }
  if (!ordered.has(model.idField)) terms.push({ field: model.idField, direction: 'ASC' });
  return terms;
}

function checkSortable(field: string, clause: string, model: QueryModel): void {
  const definition = Object.hasOwn(model.fields, field) ? model.fields[field] : undefined;
  if (!definition) {
    throw filterError(
      `The order ${describeValue(clause)} refers to ${describeValue(field)}, which is not a property of ${model.name}`,
    );
  }
  if (!definition.sortable || definition.type === 'json') {
    throw filterError(
      `The order ${describeValue(clause)} refers to ${describeValue(field)}, which cannot be sorted on`,
    );
  }
}
