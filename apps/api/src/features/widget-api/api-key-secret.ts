import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// A vendor's key is a bearer credential embedded in public pages, like a publishable key: its strength
// is 190 random bits, the per-key origin allow-list and the rate limits. A fast hash is enough for that
// much entropy (no password-style stretching), and only the hash is stored.
const KEY_PREFIX = 'llk_';
const BODY_LENGTH = 32;
const VISIBLE = KEY_PREFIX.length + 8;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const KEY_SHAPE = /^llk_[A-Za-z0-9]{32}$/;

/** A new key: `llk_` and 32 base-62 characters. Shown to staff once, then only its prefix. */
export function generateApiKey(random: (size: number) => Buffer = randomBytes): string {
  let body = '';
  while (body.length < BODY_LENGTH) {
    for (const byte of random(BODY_LENGTH)) {
      // 248 = 4 x 62: bytes above the largest multiple of the alphabet size would bias the draw.
      if (byte < 248 && body.length < BODY_LENGTH) body += ALPHABET[byte % ALPHABET.length];
    }
  }
  return KEY_PREFIX + body;
}

/** The stored hash of a key (hex SHA-256). */
export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** The visible start of a key (`llk_` + 8), unique per key, by which the row is found. */
export const apiKeyPrefix = (key: string): string => key.slice(0, VISIBLE);

/** True for something shaped like a key; anything else is refused before touching the database. */
export const looksLikeApiKey = (value: string): boolean => KEY_SHAPE.test(value);

/** Compares a presented key with a stored hash in constant time. */
export function apiKeyMatches(key: string, storedHash: string): boolean {
  const presented = Buffer.from(hashApiKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/** A new key with what is stored of it: the full key is for the one answer that issues it. */
export function issueApiKey(): { apiKey: string; prefix: string; hash: string } {
  const apiKey = generateApiKey();
  return { apiKey, prefix: apiKeyPrefix(apiKey), hash: hashApiKey(apiKey) };
}
