import type { Context } from 'hono';
import { HttpError } from './http-error.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

const POISONED_KEY = /"(?:__proto__|constructor|prototype)"\s*:/;

/** JSON.parse that refuses keys able to reach Object.prototype, as LoopBack's parser does. */
export function parseJsonSafely(text: string): unknown {
  const value: unknown = JSON.parse(text);
  if (POISONED_KEY.test(text)) assertNoPoisonedKeys(value);
  return value;
}

function assertNoPoisonedKeys(value: unknown, parentKey = ''): void {
  if (value === null || typeof value !== 'object') return;
  for (const key of Object.keys(value)) {
    if (key === '__proto__' || (parentKey === 'constructor' && key === 'prototype')) {
      throw new HttpError(
        400,
        'Error',
        `JSON string cannot contain "${key === '__proto__' ? '__proto__' : 'constructor.prototype'}" key.`,
      );
    }
    assertNoPoisonedKeys((value as Record<string, unknown>)[key], key);
  }
}

async function readText(c: Context): Promise<string> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw payloadTooLarge();
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw payloadTooLarge();
  return text;
}

const payloadTooLarge = () => new HttpError(413, 'PayloadTooLargeError', 'request entity too large');

/** Reads an `application/json` body (at most 1 MB); other content types get LoopBack's 415. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new HttpError(
      415,
      'UnsupportedMediaTypeError',
      `Content-type ${type || '(none)'} does not match [application/json].`,
      {
        code: 'UNSUPPORTED_MEDIA_TYPE',
      },
    );
  }
  const text = await readText(c);
  if (text.trim() === '') return undefined;
  try {
    return parseJsonSafely(text);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'SyntaxError', error instanceof Error ? error.message : 'Invalid JSON');
  }
}

/**
 * Reads a JSON or `application/x-www-form-urlencoded` body into a flat object; the spec's sign-in forms
 * (`/forgot-password`, `/reset-password`, `/activate-account`, `/users/change-password`) post form-encoded.
 */
export async function readJsonOrFormBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (/^application\/x-www-form-urlencoded\b/i.test(type)) {
    const params = new URLSearchParams(await readText(c));
    const body: Record<string, string> = Object.create(null);
    for (const [key, value] of params) {
      if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
      body[key] = value;
    }
    return { ...body };
  }
  return readJsonBody(c);
}
