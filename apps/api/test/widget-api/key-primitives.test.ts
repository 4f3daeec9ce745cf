import { describe, expect, it } from 'vitest';
import {
  apiKeyMatches,
  apiKeyPrefix,
  generateApiKey,
  hashApiKey,
  issueApiKey,
  looksLikeApiKey,
} from '../../src/features/widget-api/api-key-secret.ts';
import { clientBucket } from '../../src/features/widget-api/client-bucket.ts';
import { RateLimiter } from '../../src/features/widget-api/rate-limiter.ts';
import { canonicalOrigin } from '../../src/features/vendor-quote/api-keys/api-key-fields.ts';

describe('API key secrets', () => {
  it('generates llk_ and 32 base-62 characters, different every time', () => {
    const keys = Array.from({ length: 200 }, () => generateApiKey());
    for (const key of keys) expect(key).toMatch(/^llk_[A-Za-z0-9]{32}$/);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(keys.map(apiKeyPrefix)).size).toBe(keys.length);
  });

  it('draws without modulo bias: bytes of 248 and above are thrown away', () => {
    let calls = 0;
    const random = (size: number) => {
      calls += 1;
      // First call: only rejected bytes; then bytes 0..61 in turn.
      return calls === 1
        ? Buffer.alloc(size, 250)
        : Buffer.from(Array.from({ length: size }, (_, i) => i % 62));
    };
    const key = generateApiKey(random);
    expect(calls).toBe(2);
    expect(key).toBe('llk_ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef');
  });

  it('maps byte b to ALPHABET[b % 62] below 248', () => {
    expect(generateApiKey((size) => Buffer.alloc(size, 247))).toBe(`llk_${'9'.repeat(32)}`);
    expect(generateApiKey((size) => Buffer.alloc(size, 62))).toBe(`llk_${'A'.repeat(32)}`);
  });

  it('hashes with SHA-256 hex and shows only llk_ + 8 as the prefix', () => {
    const key = 'llk_abcdefghABCDEFGH0123456789abcdef';
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(key)).toBe(hashApiKey(key));
    expect(hashApiKey(key)).not.toBe(hashApiKey(`${key.slice(0, -1)}g`));
    expect(apiKeyPrefix(key)).toBe('llk_abcdefgh');
  });

  it('recognises only the exact key shape', () => {
    expect(looksLikeApiKey(generateApiKey())).toBe(true);
    for (const bad of [
      '',
      'llk_',
      'llk_abc',
      `llk_${'a'.repeat(31)}`,
      `llk_${'a'.repeat(33)}`,
      `LLK_${'a'.repeat(32)}`,
      `llk_${'a'.repeat(31)}-`,
      `llk_${'a'.repeat(31)}é`,
      ` llk_${'a'.repeat(32)}`,
      `llk_${'a'.repeat(32)}\n`,
    ]) {
      expect(looksLikeApiKey(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('matches a key against its stored hash only, and refuses malformed hashes without throwing', () => {
    const { apiKey, prefix, hash } = issueApiKey();
    expect(prefix).toBe(apiKey.slice(0, 12));
    expect(apiKeyMatches(apiKey, hash)).toBe(true);
    expect(apiKeyMatches(generateApiKey(), hash)).toBe(false);
    expect(apiKeyMatches(apiKey, '')).toBe(false);
    expect(apiKeyMatches(apiKey, 'zz')).toBe(false);
    expect(apiKeyMatches(apiKey, hash.slice(0, 62))).toBe(false);
  });
});

describe('RateLimiter (sliding window)', () => {
  const at = (ms: number) => {
    let now = ms;
    return { clock: () => now, set: (to: number) => (now = to) };
  };

  it('lets `limit` requests through in a minute, then answers how long to wait', () => {
    const time = at(120_000);
    const limiter = new RateLimiter(time.clock);
    for (let i = 0; i < 5; i += 1) expect(limiter.take('k', 5)).toEqual({ allowed: true });
    // Next minute these 5 still weigh 5 × (1 − e); room for one more once e ≥ 0.2, 72 s from now.
    expect(limiter.take('k', 5)).toEqual({ allowed: false, retryAfterSeconds: 72 });
    // Other keys have their own budget.
    expect(limiter.take('other', 5)).toEqual({ allowed: true });
  });

  it('weighs the previous minute by the share still inside the window', () => {
    const time = at(0);
    const limiter = new RateLimiter(time.clock);
    for (let i = 0; i < 10; i += 1) limiter.take('k', 10);
    time.set(60_000 + 30_000); // half-way through the next minute: 10 × 0.5 = 5 still count
    for (let i = 0; i < 5; i += 1) expect(limiter.take('k', 10).allowed).toBe(true);
    const refused = limiter.take('k', 10);
    expect(refused.allowed).toBe(false);
    // 10 × (1 − e) + 5 + 1 ≤ 10 once e ≥ 0.6: at 36 s into the minute, 6 s from now.
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 6 });
    time.set(60_000 + 36_100);
    expect(limiter.take('k', 10).allowed).toBe(true);
  });

  it('does not count refused requests, and forgets a minute two minutes on', () => {
    const time = at(0);
    const limiter = new RateLimiter(time.clock);
    limiter.take('k', 1);
    for (let i = 0; i < 50; i += 1) expect(limiter.take('k', 1).allowed).toBe(false);
    time.set(180_000);
    expect(limiter.take('k', 1).allowed).toBe(true);
  });

  it('keeps at most maxKeys keys, forgetting the longest known first', () => {
    const time = at(0);
    const limiter = new RateLimiter(time.clock, 100);
    for (let i = 0; i < 1000; i += 1) limiter.take(`address-${i}`, 1);
    expect(limiter.size).toBeLessThanOrEqual(100);
    expect(limiter.take('address-999', 1).allowed).toBe(false);
  });
});

describe('clientBucket', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '::ffff:203.0.113.7'],
    ['2001:db8:85a3:0042:1000:8a2e:0370:7334', '2001:db8:85a3:42::/64'],
    ['2001:db8:85a3:42::1', '2001:db8:85a3:42::/64'],
    ['2001:DB8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (address, bucket) => {
    expect(clientBucket(address)).toBe(bucket);
  });
});

describe('canonicalOrigin (allowedOrigins)', () => {
  it.each([
    ['https://dealer.example.com', 'https://dealer.example.com'],
    ['https://Dealer.Example.com/', 'https://dealer.example.com'],
    ['https://dealer.example.com:8443', 'https://dealer.example.com:8443'],
    ['https://dealer.example.com:443', 'https://dealer.example.com'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['https://bücher.example', 'https://xn--bcher-kva.example'],
  ])('accepts %s as %s', (text, origin) => {
    expect(canonicalOrigin(text)).toBe(origin);
  });

  it.each([
    'http://dealer.example.com',
    'http://127.0.0.1:3000',
    'https://dealer.example.com/calculator',
    'https://dealer.example.com?x=1',
    'https://dealer.example.com#top',
    'https://user:pass@dealer.example.com',
    'https://*.example.com',
    '*',
    'null',
    'dealer.example.com',
    'javascript:alert(1)',
    'file:///etc/passwd',
    ' https://dealer.example.com',
    `https://${'a'.repeat(300)}.com`,
  ])('refuses %s', (text) => {
    expect(canonicalOrigin(text)).toBeUndefined();
  });
});
