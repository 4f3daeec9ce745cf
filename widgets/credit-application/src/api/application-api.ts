// The widget's only server: the public credit application API. No cookies travel (credentials: 'omit'); on
// a vendor's site the key in the path and the page's origin are the whole identity.
import type { RecipientAnswer, SubmissionAnswer } from '@lendline/wire';

/** A server message for a field, by the dot path of the wire body. */
export interface FieldProblem {
  path: string;
  message: string;
}

export type SendResult =
  | { kind: 'sent'; referenceNumber: string }
  /** 422: the fields the server refused, or the message of a refusal without fields. */
  | { kind: 'invalid'; details: FieldProblem[]; message: string }
  /** 401 / 403 / 404: the key is unknown or revoked, or this page is not one of the key's origins. */
  | { kind: 'refused' }
  /** Network failures, rate limits (429, with the seconds to wait) and server errors: try again later. */
  | { kind: 'error'; retryAfter?: number };

const apiUrl = (apiBase: string, apiKey: string | undefined, path: string) =>
  `${apiBase.replace(/\/+$/, '')}/widget-api/v1/${apiKey ? `keys/${encodeURIComponent(apiKey)}/` : ''}${path}`;

/** The answer: the submission's (`@lendline/wire`, types only: nothing of it lands in the bundle) or an error. */
interface ErrorEnvelope extends Partial<SubmissionAnswer> {
  error?: { message?: string; details?: FieldProblem[] };
}

/**
 * Submits an application. The body carries its `clientId`, so sending the same draft again (a double click,
 * a retry after a network error) gives back the same application.
 */
export async function sendApplication(
  apiBase: string,
  apiKey: string | undefined,
  body: unknown,
): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(apiUrl(apiBase, apiKey, 'credit-applications'), {
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'error' };
  }
  const { status } = response;
  if (status === 401 || status === 403 || status === 404) return { kind: 'refused' };
  if (status === 429) return { kind: 'error', retryAfter: Number(response.headers.get('Retry-After')) || 0 };
  const json = (await response.json().catch(() => ({}))) as ErrorEnvelope;
  if (status === 422)
    return {
      kind: 'invalid',
      // Paths may come as `owners.0.ssn` or as a JSON pointer `/owners/0/ssn`.
      details: (json.error?.details ?? []).map(({ path, message }) => ({
        path: String(path).replace(/^\//, '').replaceAll('/', '.'),
        message,
      })),
      message: json.error?.message ?? 'Please check the form.',
    };
  return response.ok && json.referenceNumber
    ? { kind: 'sent', referenceNumber: json.referenceNumber }
    : { kind: 'error' };
}

/**
 * The display name of the rep or vendor `to` names, or null; a failure is null too (it is only a courtesy).
 * Asked through the key when there is one: the keyless path answers only Lendline's own page.
 */
export async function fetchRecipient(
  apiBase: string,
  apiKey: string | undefined,
  company: string,
  to: string,
  signal: AbortSignal,
): Promise<string | null> {
  try {
    const query = new URLSearchParams({ to, company });
    const response = await fetch(apiUrl(apiBase, apiKey, `credit-applications/recipient?${query}`), {
      credentials: 'omit',
      signal,
    });
    const json = response.ok ? ((await response.json()) as Partial<RecipientAnswer>) : {};
    return typeof json.recipientName === 'string' ? json.recipientName : null;
  } catch {
    return null;
  }
}
