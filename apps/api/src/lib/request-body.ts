import type { Context } from 'hono';
import { parseJsonSafely, PrototypeKeyError } from './safe-json.ts';
import { HttpError } from './http-error.ts';

/**
 * Parses a JSON request body with the one safe parser: a prototype key is LoopBack's 400 `Error`, malformed
 * JSON its 400 `SyntaxError` (with `malformed` as the message when a route words it its own way).
 */
export function parseJsonBody(text: string, malformed?: string): unknown {
  try {
    return parseJsonSafely(text);
  } catch (error) {
    if (error instanceof PrototypeKeyError) throw new HttpError(400, 'Error', error.message);
    throw new HttpError(
      400,
      'SyntaxError',
      malformed ?? (error instanceof Error ? error.message : 'Invalid JSON'),
    );
  }
}

/**
 * Reads an `application/json` body; other content types get LoopBack's 415. Reading it whole is safe: its size
 * was bounded while it arrived (body-limits.ts).
 */
export async function readJsonBody(c: Context, malformed?: string): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new HttpError(
      415,
      'UnsupportedMediaTypeError',
      `Content-type ${type.slice(0, 100) || '(none)'} does not match [application/json].`,
      {
        code: 'UNSUPPORTED_MEDIA_TYPE',
      },
    );
  }
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  return parseJsonBody(text, malformed);
}

/**
 * Reads a JSON body that may be left out (a POST whose body only adjusts a default): no body at all (no
 * Content-Type, no length) and an empty JSON body both read as `{}`; anything else as readJsonBody reads it.
 */
export async function readOptionalJsonBody(c: Context): Promise<unknown> {
  const length = c.req.header('content-length');
  if (!c.req.header('content-type') && (!length || length === '0')) return {};
  return (await readJsonBody(c)) ?? {};
}

/**
 * Reads a JSON or `application/x-www-form-urlencoded` body into a flat object; the spec's sign-in forms
 * (`/forgot-password`, `/reset-password`, `/activate-account`, `/users/change-password`) post form-encoded.
 */
export async function readJsonOrFormBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (/^application\/x-www-form-urlencoded\b/i.test(type)) {
    const params = new URLSearchParams(await c.req.text());
    const body: Record<string, string> = Object.create(null);
    for (const [key, value] of params) {
      if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
      body[key] = value;
    }
    return { ...body };
  }
  return readJsonBody(c);
}
