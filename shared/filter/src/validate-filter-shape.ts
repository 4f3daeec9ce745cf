import * as v from 'valibot';
import { describeValue } from './describe-value.ts';
import { filterError, invalidParameter, type FilterError, type ParameterIssue } from './filter-error.ts';
import { FIELDS_ONE_OF, filterSchema, type FilterShape } from './filter-schema.ts';

type Issue = v.BaseIssue<unknown>;

/**
 * Checks a raw filter against `filterSchema` and returns its coerced shape. Failures read like LoopBack's REST
 * layer (BadRequestError, INVALID_PARAMETER_VALUE, AJV-style `details`), except an out-of-range paging number on
 * its own, which reads like the juggler (`The limit parameter -1 is not valid`) because the reference vectors were
 * recorded at that level.
 *
 * @example
 * validateFilterShape({ limit: '2' }, 'filter'); // { limit: 2 }
 * validateFilterShape({ foo: 1 }, 'filter'); // throws: details [{ path: '', code: 'additionalProperties', ... }]
 */
export function validateFilterShape(raw: unknown, parameter: string): FilterShape {
  const result = v.safeParse(filterSchema, raw);
  if (result.success) return result.output;
  throw (
    pagingRangeError(result.issues) ?? invalidParameter(parameter, raw, toParameterIssues(result.issues, []))
  );
}

const PAGING_KEYS = new Set<unknown>(['limit', 'skip', 'offset']);

function pagingRangeError(issues: readonly Issue[]): FilterError | undefined {
  const isPagingRange = (issue: Issue): boolean => {
    const keys = issue.path?.map((item) => item.key) ?? [];
    const key = keys.at(-1);
    const directlyInFilter = keys.length === 1 || keys.at(-2) === 'scope';
    return (
      (issue.type === 'safe_integer' || issue.type === 'min_value') &&
      PAGING_KEYS.has(key) &&
      directlyInFilter
    );
  };
  const [first] = issues;
  if (!first || !issues.every(isPagingRange)) return undefined;
  const item = first.path?.at(-1);
  const name = item?.key === 'limit' ? 'limit' : 'offset/skip';
  return filterError(`The ${name} parameter ${describeValue(item?.value)} is not valid`);
}

function toParameterIssues(issues: readonly Issue[], basePath: string[]): ParameterIssue[] {
  return issues.flatMap((issue) => {
    const path = [...basePath, ...(issue.path?.map((item) => String(item.key)) ?? [])];
    // A union lists every alternative's failure; the ones that got past the type check point at the real mistake.
    const deeper =
      issue.type === 'union' ? (issue.issues ?? []).filter((sub) => (sub.path?.length ?? 0) > 0) : [];
    if (deeper.length > 0) return toParameterIssues(deeper, path);
    if (issue.type === 'union' && issue.message === FIELDS_ONE_OF) return fieldsOneOfIssues(pointer(path));
    return [toParameterIssue(issue, path)];
  });
}

// AJV tries both branches of `fields` and reports each failure, then the oneOf itself.
function fieldsOneOfIssues(at: string): ParameterIssue[] {
  return [
    { path: at, code: 'type', message: 'must be object', info: { type: 'object' } },
    { path: at, code: 'type', message: 'must be array', info: { type: 'array' } },
    { path: at, code: 'oneOf', message: FIELDS_ONE_OF, info: { passingSchemas: null } },
  ];
}

function toParameterIssue(issue: Issue, path: string[]): ParameterIssue {
  const key = path.at(-1) ?? '';
  const parent = pointer(path.slice(0, -1));
  if (issue.type === 'strict_object' && issue.expected === 'never') {
    return {
      path: parent,
      code: 'additionalProperties',
      message: 'must NOT have additional properties',
      info: { additionalProperty: key },
    };
  }
  if (issue.type === 'strict_object' && issue.received === 'undefined') {
    return {
      path: parent,
      code: 'required',
      message: `must have required property '${key}'`,
      info: { missingProperty: key },
    };
  }
  if (issue.type === 'min_value') {
    return {
      path: pointer(path),
      code: 'minimum',
      message: issue.message,
      info: { comparison: '>=', limit: issue.requirement },
    };
  }
  return {
    path: pointer(path),
    code: 'type',
    message: issue.message,
    info: { type: issue.message.replace(/^must be /, '') },
  };
}

// A JSON Pointer (RFC 6901), as AJV reports `path`.
function pointer(keys: readonly string[]): string {
  return keys.map((key) => `/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}
