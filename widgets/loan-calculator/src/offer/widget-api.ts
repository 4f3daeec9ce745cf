import type { InquiryAnswer, InquiryBody, Offer } from './offer-types.ts';

// The widget's only server: the public Widget API, keyed by the vendor's key in the path. No cookies travel
// (credentials: 'omit'); the key and the page's origin are the whole identity.

export type OfferLoad = { kind: 'offer'; offer: Offer } | { kind: 'unavailable' } | { kind: 'error' };

export type InquirySend =
  | { kind: 'stored'; answer: InquiryAnswer }
  | { kind: 'invalid'; details: { path: string; message: string }[] }
  | { kind: 'unavailable' }
  // Network failures, rate limits (429, with the seconds to wait) and server errors alike: sending again
  // later may work.
  | { kind: 'error'; retryAfter?: number };

const keyUrl = (apiBase: string, apiKey: string, resource: string) =>
  `${apiBase.replace(/\/+$/, '')}/widget-api/v1/keys/${encodeURIComponent(apiKey)}/${resource}`;

// A refused key (unknown, revoked, expired) and a page outside the key's origins both mean "not here".
const isRefusal = (status: number) => status === 401 || status === 403 || status === 404;

const readJson = (response: Response): Promise<unknown> => response.json().catch(() => undefined);

/** Loads the vendor's offer; anything but a usable offer is "unavailable" (refused) or "error" (retry). */
export async function fetchOffer(apiBase: string, apiKey: string, signal?: AbortSignal): Promise<OfferLoad> {
  let response: Response;
  try {
    response = await fetch(keyUrl(apiBase, apiKey, 'offer'), { credentials: 'omit', signal });
  } catch {
    return { kind: 'error' };
  }
  if (isRefusal(response.status)) return { kind: 'unavailable' };
  if (!response.ok) return { kind: 'error' };
  const offer = (await readJson(response)) as Offer | undefined;
  // No program in force (or no usable answer): nothing to quote from.
  return offer?.programs?.[0] && offer.promos ? { kind: 'offer', offer } : { kind: 'unavailable' };
}

/** Sends an inquiry; the Idempotency-Key makes a retry of the same submission safe. */
export async function sendInquiry(
  apiBase: string,
  apiKey: string,
  body: InquiryBody,
  idempotencyKey: string,
): Promise<InquirySend> {
  let response: Response;
  try {
    response = await fetch(keyUrl(apiBase, apiKey, 'inquiries'), {
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'error' };
  }
  if (isRefusal(response.status)) return { kind: 'unavailable' };
  const json = (await readJson(response)) as
    (InquiryAnswer & { error?: { details?: { path: string; message: string }[] } }) | undefined;
  if (response.status === 422) return { kind: 'invalid', details: json?.error?.details ?? [] };
  if (response.status === 429)
    return { kind: 'error', retryAfter: Number(response.headers.get('Retry-After')) || 0 };
  if (!response.ok || typeof json?.id !== 'number' || !json.quote) return { kind: 'error' };
  return { kind: 'stored', answer: json };
}

/**
 * A fresh Idempotency-Key. `crypto.randomUUID` exists only in secure contexts (https, localhost), and a
 * partner page may be plain http, so fall back to random bytes.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
