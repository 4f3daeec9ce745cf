import { FilterError } from '@lendline/filter';
import qs from 'qs';
import { parseJsonSafely } from '../lib/safe-json.ts';

// Express 4 + qs as LoopBack used them, except that prototype keys are dropped (nothing can be polluted) and no
// parameter is silently dropped past a count: the HTTP server's header size limit already bounds the query string.
const QS_OPTIONS = { depth: 5, arrayLimit: 1000, allowPrototypes: false, parameterLimit: Infinity } as const;

/**
 * Reads the `filter` (or `/count`'s `where`) query parameter from a raw query string (without `?`), in either form
 * LoopBack accepts: JSON (`filter={"where":{"isActive":true}}`; an empty value means no filter) or qs brackets
 * (`filter[where][isActive]=true&filter[order]=id%20DESC`, where every value is a string for `parseFilter` to
 * coerce). Invalid JSON and JSON with a `__proto__` or `constructor.prototype` key at any depth, however escaped, are
 * 400 `INVALID_PARAMETER_VALUE` with `details.syntaxError`, worded as LoopBack's `parseJson` (the request bodies'
 * parser, lib/safe-json.ts). Returns `undefined` when the parameter is absent.
 *
 * @example
 * readQueryObject('filter[where][roleId][inq]=1&filter[where][roleId][inq]=3', 'filter'); // { where: { roleId: { inq: ['1', '3'] } } }
 */
export function readQueryObject(searchParams: string, name: 'filter' | 'where'): unknown {
  const parameters = qs.parse(searchParams, QS_OPTIONS);
  const value = Object.hasOwn(parameters, name) ? parameters[name] : undefined;
  if (typeof value !== 'string') return value;
  if (value === '') return undefined;
  try {
    return parseJsonSafely(value);
  } catch (error) {
    throw new FilterError({
      name: 'BadRequestError',
      message: `Invalid data ${JSON.stringify(value)} for parameter "${name}".`,
      code: 'INVALID_PARAMETER_VALUE',
      details: { syntaxError: error instanceof Error ? error.message : String(error) },
    });
  }
}
