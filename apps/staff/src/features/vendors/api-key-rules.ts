import { ApiError } from '@lendline/api-client';
import { checkField } from '@lendline/validation';
import { errorMessage } from '../../lib/error-message.ts';
import type { ApiKeyInput } from './api/vendor-api-keys.ts';
import type { ApiKeyRecord } from './api/vendors-resource.ts';
import { FIELD_REQUIRED } from '@lendline/validation';
import * as v from 'valibot';
import { crossFieldRules, formSchema } from '../../components/form/cross-field-rules.ts';

export const RATE_LIMIT = { min: 10, max: 6000, default: 120 } as const;
export const GRACE_DAYS = { min: 0, max: 30, default: 7 } as const;
export const KEY_LABEL_MAX = 80;

export interface ApiKeyFormValues {
  label: string;
  /** One entry per origin row of the editor; empty rows are left out when saving. */
  origins: string[];
  /** As typed: a number, or '' while empty. */
  rateLimit: number | string;
}

type OriginField = `origins.${number}`;
export type ApiKeyFormField = 'label' | 'origins' | 'rateLimit' | OriginField;
export type ApiKeyFormErrors = Partial<Record<ApiKeyFormField, string>>;

export const NEW_API_KEY: ApiKeyFormValues = { label: '', origins: [''], rateLimit: RATE_LIMIT.default };

/**
 * What a browser sends as `Origin` for the address typed, or the reason it cannot be one. The contract
 * allows `https://host[:port]`, and `http://` only for localhost; a trailing slash is forgiven, a path
 * is not, since the server compares origins exactly.
 *
 * @example parseOrigin('https://Acme.example.com/') // { origin: 'https://acme.example.com' }
 * @example parseOrigin('http://acme.example.com') // { error: 'Use https:// (http:// only for localhost)' }
 */
export function parseOrigin(text: string): { origin: string } | { error: string } {
  const value = text.trim();
  const invalid = { error: checkField('url', value) ?? 'Please enter a valid URL' };
  if (checkField('url', value)) return invalid;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return invalid;
  }
  if (url.username || url.password) return invalid;
  if (url.pathname !== '/' || url.search || url.hash || /[?#]/.test(value)) {
    return { error: 'Enter the origin only, without a path: https://www.example.com' };
  }
  if (url.protocol === 'http:' && url.hostname !== 'localhost') {
    return { error: 'Use https:// (http:// only for localhost)' };
  }
  return { origin: url.origin };
}

function wholeNumberError(value: number | string, { min, max }: { min: number; max: number }, unit: string) {
  if (value === '') return FIELD_REQUIRED;
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return checkField('digits', text) ?? 'Please enter valid number';
  const number = Number(text);
  return number < min || number > max ? `Enter ${min} to ${max} ${unit}` : undefined;
}

/** The rate limit's rule: a whole number of requests a minute from 10 to 6000. */
export const rateLimitError = (value: number | string) =>
  wholeNumberError(value, RATE_LIMIT, 'requests a minute');

/** The rotation's grace period: 0 (the old key stops at once) to 30 days. */
export const graceDaysError = (value: number | string) => wholeNumberError(value, GRACE_DAYS, 'days');

/** Each origin row that holds something, and no origin twice. */
function originRules(values: ApiKeyFormValues): ApiKeyFormErrors {
  const errors: ApiKeyFormErrors = {};
  const seen = new Set<string>();
  values.origins.forEach((text, index) => {
    if (!text.trim()) return;
    const parsed = parseOrigin(text);
    if ('error' in parsed) errors[`origins.${index}`] = parsed.error;
    else if (seen.has(parsed.origin)) errors[`origins.${index}`] = 'This origin is already listed';
    else seen.add(parsed.origin);
  });
  return errors;
}

/** A rule that answers its own message, or undefined. */
const ruled = (rule: (value: number | string) => string | undefined) =>
  v.pipe(
    v.union([v.number(), v.string()]),
    v.rawCheck(({ dataset, addIssue }) => {
      const message = dataset.typed ? rule(dataset.value) : undefined;
      if (message) addIssue({ message });
    }),
  );

/** The label's length, every origin row that holds something, no origin twice, and the rate limit. */
export const ApiKeyFormSchema = formSchema<ApiKeyFormValues>(
  v.object({
    label: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(KEY_LABEL_MAX, `Use at most ${KEY_LABEL_MAX} characters`),
    ),
    origins: v.array(v.string()),
    rateLimit: ruled(rateLimitError),
  }),
  crossFieldRules(originRules),
);

/** The form's values as the API takes them: origins as browsers send them, empty rows left out. */
export function apiKeyInput(values: ApiKeyFormValues): ApiKeyInput {
  const origins = values.origins.flatMap((text) => {
    const parsed = text.trim() ? parseOrigin(text) : null;
    return parsed && 'origin' in parsed ? [parsed.origin] : [];
  });
  return {
    label: values.label.trim() || null,
    allowedOrigins: origins,
    rateLimitPerMinute: Number(values.rateLimit),
  };
}

/** A stored key as the edit form holds it, with one empty row to add to. */
export const apiKeyFormValues = (key: ApiKeyRecord): ApiKeyFormValues => ({
  label: key.label ?? '',
  origins: key.allowedOrigins.length > 0 ? [...key.allowedOrigins] : [''],
  rateLimit: key.rateLimitPerMinute,
});

/**
 * A refused save: 422 details on the label, the rate limit or the origins (shown under the origin list,
 * naming the row, so changing the origins clears it); anything else (a vendor that is inactive or not
 * enrolled) above the form, in the server's words.
 */
export function apiKeySubmissionErrors(
  error: unknown,
  rows: readonly string[],
): { fields: ApiKeyFormErrors; form: string | null } {
  const details = error instanceof ApiError && Array.isArray(error.body?.details) ? error.body.details : [];
  // The server numbers the origins it was sent, which are the non-empty rows.
  const filled = rows.flatMap((text, index) => (text.trim() ? [index] : []));
  const fields: ApiKeyFormErrors = {};
  for (const detail of details as { path?: unknown; message?: unknown }[]) {
    if (typeof detail.path !== 'string' || typeof detail.message !== 'string') continue;
    const [field, index] = detail.path.replace(/^\//, '').split('/');
    if (field === 'label') fields.label = detail.message;
    else if (field === 'rateLimitPerMinute') fields.rateLimit = detail.message;
    else if (field === 'allowedOrigins') {
      const row = index === undefined ? undefined : filled[Number(index)];
      fields.origins = row === undefined ? detail.message : `Origin ${row + 1}: ${detail.message}`;
    }
  }
  const placed = Object.keys(fields).length > 0;
  return {
    fields,
    form: placed ? null : errorMessage(error, 'The key could not be saved. Please try again.'),
  };
}
