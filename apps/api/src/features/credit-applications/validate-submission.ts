import { CreditApplicationSchema, type CreditApplication } from '@lendline/validation';
import * as v from 'valibot';
import { HttpError } from '../../lib/http-error.ts';
import { textFaultDetails, unknownKeyDetails } from '../../resources/body-schema.ts';

export interface SubmissionDetail {
  path: string;
  code: string;
  message: string;
  info?: Record<string, unknown>;
}

// Valibot's issue kinds as the AJV-style codes LoopBack clients know.
const CODES: Record<string, string> = {
  object: 'type',
  strict_object: 'type',
  array: 'type',
  number: 'type',
  string: 'type',
  boolean: 'type',
  integer: 'type',
  finite: 'type',
  literal: 'enum',
  picklist: 'enum',
  union: 'format',
  regex: 'format',
  email: 'format',
  url: 'format',
  check: 'format',
  min_value: 'range',
  max_value: 'range',
  min_length: 'minLength',
  max_length: 'maxLength',
  non_empty: 'required',
  min_items: 'minItems',
  max_items: 'maxItems',
};

const dotPath = (keys: readonly (string | number)[]) => keys.join('.');
const pointerKeys = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));

const invalid = (details: SubmissionDetail[]) =>
  new HttpError(
    422,
    'UnprocessableEntityError',
    'The request body is invalid. See error object `details` property for more info.',
    { code: 'VALIDATION_FAILED', details },
  );

/**
 * Checks a submission with the shared schema the widget validates with as the person types, so both
 * say the same spec §5 messages. Every field's first problem becomes one detail whose `path` is the
 * dot path the widget keys its fields by (`owners.0.ssn`, CONTRACT.md); a missing value reads "Field is
 * required" as the schema says it. Fields the schema does not know and text the database could not store are
 * refused first, as the staff API refuses them.
 */
export function validateSubmission(body: unknown): CreditApplication {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalid([{ path: '', code: 'type', message: 'The request body must be a JSON object' }]);
  }
  const refused = [
    ...unknownKeyDetails(CreditApplicationSchema, body, dotPath),
    ...textFaultDetails(body).map((detail) => ({ ...detail, path: dotPath(pointerKeys(detail.path)) })),
  ];
  const result = v.safeParse(CreditApplicationSchema, body, { abortPipeEarly: true });
  if (result.success && refused.length === 0) return result.output;
  const details = new Map<string, SubmissionDetail>();
  for (const issue of result.issues ?? []) {
    const path = v.getDotPath(issue) ?? '';
    if (!details.has(path))
      details.set(path, { path, code: CODES[issue.type] ?? issue.type, message: issue.message });
  }
  throw invalid([...refused, ...details.values()]);
}
