import { apiKeyPrefix, generateApiKey, hashApiKey } from '../../features/widget-api/index.ts';
import { createRandom, type Random } from '@lendline/random';
import { randomBytesFrom } from './random-shapes.ts';

// Keys come from their own PRNG stream, so the demo calculator's key can be derived again on every start
// (to print it) without rebuilding the rest of the demo data.
const KEY_SEED = 20261122;

/** The origin of the demo partner page that embeds the calculator. */
export const DEMO_PARTNER_ORIGIN = 'http://localhost:4111';

export interface DemoApiKey {
  /** Index into the enrolled vendors. */
  vendor: number;
  key: string;
  label: string;
  allowedOrigins: string[];
  rateLimitPerMinute: number;
  status: 'active' | 'rotated' | 'revoked';
  createdDaysAgo: number;
  lastUsedMinutesAgo: number | null;
  /** Rotated keys: days from the reference date to the end of the grace period (negative: over). */
  expiresInDays: number | null;
  revokedDaysAgo: number | null;
  /** Rotated keys: replaced by the vendor's active key. */
  replacedByActive: boolean;
}

const keyText = (random: Random) => generateApiKey(randomBytesFrom(random));

/** The full text of the demo calculator's key: the first enrolled vendor's active key. */
export const demoCalculatorKey = (): string => keyText(createRandom(KEY_SEED));

/** What the table stores of a key: its visible prefix and its hash, never the key. */
export const storedKey = (key: string) => ({ prefix: apiKeyPrefix(key), key_hash: hashApiKey(key) });

/**
 * 52 keys over the 45 enrolled vendors (domain.md §5.2): one active key each (45), 5 revoked older keys and
 * 2 keys rotated out, one still in its grace period and one past it. Each key allows its vendor's website;
 * the demo vendor's also allows the demo partner page.
 */
export function buildDemoApiKeys(random: Random, slugs: readonly string[]): DemoApiKey[] {
  const keys = createRandom(KEY_SEED);
  const origins = (vendor: number) => [
    `https://www.${slugs[vendor]}.example.com`,
    ...(vendor === 0 ? [DEMO_PARTNER_ORIGIN] : []),
  ];
  const active: DemoApiKey[] = slugs.map((_, vendor) => ({
    vendor,
    key: keyText(keys),
    label:
      vendor === 0
        ? 'Website calculator (demo)'
        : random.pick(['Website calculator', 'Quote page', 'Dealer portal']),
    allowedOrigins: origins(vendor),
    rateLimitPerMinute: random.pick([120, 120, 120, 300, 600]),
    status: 'active',
    createdDaysAgo: random.int(20, 500),
    lastUsedMinutesAgo: random.next() < 0.9 ? random.int(1, 4 * 24 * 60) : null,
    expiresInDays: null,
    revokedDaysAgo: null,
    replacedByActive: false,
  }));
  const revoked: DemoApiKey[] = [1, 2, 3, 4, 5].map((vendor) => {
    const revokedDaysAgo = random.int(30, 400);
    return {
      ...active[vendor]!,
      key: keyText(keys),
      label: 'Old website calculator',
      status: 'revoked',
      createdDaysAgo: revokedDaysAgo + random.int(60, 300),
      lastUsedMinutesAgo: (revokedDaysAgo + random.int(1, 20)) * 24 * 60,
      revokedDaysAgo,
    };
  });
  const rotated: DemoApiKey[] = [
    { vendor: 6, expiresInDays: 5 },
    { vendor: 7, expiresInDays: -20 },
  ].map(({ vendor, expiresInDays }) => {
    const newer = active[vendor]!;
    // The replacement was issued when the old key was rotated, graceDays (7) before its expiry.
    newer.createdDaysAgo = 7 - expiresInDays;
    return {
      ...newer,
      key: keyText(keys),
      status: 'rotated',
      createdDaysAgo: newer.createdDaysAgo + random.int(90, 400),
      lastUsedMinutesAgo: Math.max(1, (-expiresInDays + 1) * 24 * 60),
      expiresInDays,
      replacedByActive: true,
    };
  });
  return [...active, ...revoked, ...rotated];
}
