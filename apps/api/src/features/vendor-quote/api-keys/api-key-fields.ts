import * as v from 'valibot';

const MAX_ORIGINS = 20;

/**
 * The origin a browser sends for pages at `text` (lower-case host, no default port), or undefined when
 * `text` is not a plain origin CONTRACT.md allows: `https://host[:port]`, or `http://localhost[:port]`
 * for a dealer's developer, with no credentials, path, query or fragment (a trailing slash is fine).
 */
export function canonicalOrigin(text: string): string | undefined {
  if (text.length > 300 || /[\s?#*]/.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === 'localhost');
  if (!secure || url.username || url.password || url.pathname !== '/' || !url.hostname) return undefined;
  return url.origin;
}

/** `allowedOrigins`: up to 20 origins, stored as browsers send them, duplicates dropped. */
export const AllowedOriginsSchema = v.pipe(
  v.array(
    v.pipe(
      v.string('Each allowed origin must be text'),
      v.check(
        (text) => canonicalOrigin(text) !== undefined,
        'Each allowed origin must look like https://dealer.example.com or http://localhost:3000, without a path',
      ),
      v.transform((text) => canonicalOrigin(text)!),
    ),
    'Allowed origins must be a list of origins',
  ),
  v.maxLength(MAX_ORIGINS, `Allowed origins may list at most ${MAX_ORIGINS} origins`),
  v.transform((origins) => [...new Set(origins)]),
);

/** `rateLimitPerMinute`: 10–6000 requests a minute (120 when not given). */
export const RateLimitSchema = v.pipe(
  v.number('Rate limit must be a number'),
  v.integer('Rate limit must be a whole number'),
  v.minValue(10, 'Rate limit must be at least 10'),
  v.maxValue(6000, 'Rate limit must be at most 6000'),
);

/** `label`: what staff call the key ("Main website"); blank means none. */
export const LabelSchema = v.nullable(
  v.pipe(
    v.string('Label must be text'),
    v.trim(),
    v.maxLength(80, 'Label must be at most 80 characters'),
    v.transform((label) => label || null),
  ),
);
