import { TEXT_FAULT_MESSAGES, textFault } from '@lendline/validation';
import { filterError } from './filter-error.ts';
import { isPlainObject } from './is-plain-object.ts';

// Keys that reach Object.prototype when copied naively; no model has a property by these names.
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Walks a raw query object once, before anything interprets it, and refuses what the juggler's `sanitizeQuery`
 * refuses: nesting deeper than `maxDepth` (every object and array level costs 1, the root is level 0), keys
 * starting with `$` (MongoDB-style operators) and the prototype keys `__proto__`, `constructor`, `prototype`.
 * The depth check comes first in the walk, so a circular or absurdly deep object cannot exhaust the stack. Text
 * the database cannot take, a NUL character or a lone surrogate in any key or value, is refused here too, before
 * PostgreSQL can answer in its own words.
 *
 * @example
 * scanQueryObject({ where: { id: { $ne: null } } }, 32); // throws FilterError OPERATOR_NOT_ALLOWED_IN_QUERY
 * scanQueryObject({ where: { email: 'a\u0000' } }, 32); // throws FilterError INVALID_FILTER
 */
export function scanQueryObject(root: unknown, maxDepth: number): void {
  const dollarKeys = new Set<string>();
  const visit = (value: unknown, level: number): void => {
    if (level > maxDepth) {
      throw filterError(`The query object exceeds maximum depth ${maxDepth}`, 'QUERY_OBJECT_TOO_DEEP');
    }
    if (typeof value === 'string') {
      checkText(value);
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) visit(item, level + 1);
      return;
    }
    if (!isPlainObject(value)) return;
    for (const key of Object.keys(value)) {
      if (PROTOTYPE_KEYS.has(key)) {
        throw filterError(`The query object cannot contain the key "${key}"`);
      }
      checkText(key);
      if (key.startsWith('$')) dollarKeys.add(key);
      visit(value[key], level + 1);
    }
  };
  visit(root, 0);
  if (dollarKeys.size > 0) {
    const operators = [...dollarKeys];
    throw filterError(
      `Operators "${operators.join(', ')}" are not allowed in query`,
      'OPERATOR_NOT_ALLOWED_IN_QUERY',
      { operators },
    );
  }
}

function checkText(text: string): void {
  const fault = textFault(text);
  if (fault) throw filterError(`Text in the query ${TEXT_FAULT_MESSAGES[fault]}`);
}
