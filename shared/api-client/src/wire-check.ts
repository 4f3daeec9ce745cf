import * as v from 'valibot';

/**
 * An answer that is not the shape `@lendline/wire` declares: a field renamed or retyped on one side. The
 * screen shows an error instead of blank cells or wrong sums, and the message names the field.
 */
export class WireMismatchError extends Error {
  readonly resource: string;
  readonly issues: readonly string[];

  constructor(resource: string, issues: readonly string[]) {
    super(`The server's answer for ${resource} is not the expected shape: ${issues.slice(0, 3).join('; ')}`);
    this.name = 'WireMismatchError';
    this.resource = resource;
    this.issues = issues;
  }
}

/** `[3].contractNumber: Invalid type: Expected string but received undefined`, one line per problem. */
export const describeIssues = (issues: readonly v.BaseIssue<unknown>[]): string[] =>
  issues.map((issue) => {
    const path = (issue.path ?? [])
      .map((item) => (typeof item.key === 'number' ? `[${item.key}]` : `.${String(item.key)}`))
      .join('')
      .replace(/^\./, '');
    return path ? `${path}: ${issue.message}` : issue.message;
  });

/**
 * The value read through `schema`, or a {@link WireMismatchError}. Objects keep only declared keys
 * (valibot's `object`), so a screen never comes to depend on a field the wire shape does not name.
 *
 * @example
 * checkWire(countResult, { count: 3 }, 'contracts/count'); // { count: 3 }
 */
export function checkWire<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  resource: string,
): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new WireMismatchError(resource, describeIssues(result.issues));
  return result.output;
}
