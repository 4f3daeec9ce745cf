import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { apiKeyMatches, apiKeyPrefix, hashApiKey, looksLikeApiKey } from './api-key-secret.ts';

/** A key that may be used now, with what the widget API needs of it and its vendor. */
export interface WidgetKey {
  id: number;
  vendorId: number;
  vendorName: string;
  allowedOrigins: string[];
  rateLimitPerMinute: number;
  lastUsedAt: Date | null;
}

// Compared against when no row has the prefix, so an unknown key costs the same hash work as a wrong one.
const NO_SUCH_KEY_HASH = hashApiKey('llk_00000000000000000000000000000000');

/**
 * Finds the key a widget presents and says whether it works now: found by its prefix, its hash compared
 * in constant time, then CONTRACT.md's rule (active, or rotated and still in its grace period; the
 * vendor active and enrolled). Anything else is undefined, whatever the reason, so callers cannot
 * answer differently for unknown, malformed, revoked or expired keys.
 */
export async function findUsableKey(
  db: Kysely<Database>,
  presented: string,
  now = new Date(),
): Promise<WidgetKey | undefined> {
  if (!looksLikeApiKey(presented)) return undefined;
  const row = await db
    .selectFrom('vendor_api_key as k')
    .innerJoin('vendor as v', 'v.id', 'k.vendor_id')
    .select([
      'k.id',
      'k.vendor_id',
      'k.key_hash',
      'k.allowed_origins',
      'k.rate_limit_per_minute',
      'k.status',
      'k.expires_at',
      'k.last_used_at',
      'v.name as vendor_name',
      'v.status as vendor_status',
      'v.quote_enabled',
    ])
    .where('k.prefix', '=', apiKeyPrefix(presented))
    .executeTakeFirst();
  const matches = apiKeyMatches(presented, row?.key_hash.trim() ?? NO_SUCH_KEY_HASH);
  if (!row || !matches) return undefined;
  const expiresAt = row.expires_at ? new Date(row.expires_at).getTime() : undefined;
  const inForce =
    row.status === 'active'
      ? expiresAt === undefined || expiresAt > now.getTime()
      : row.status === 'rotated' && expiresAt !== undefined && expiresAt > now.getTime();
  if (!inForce || row.vendor_status !== 'active' || !row.quote_enabled) return undefined;
  return {
    id: row.id,
    vendorId: row.vendor_id,
    vendorName: row.vendor_name,
    allowedOrigins: Array.isArray(row.allowed_origins)
      ? row.allowed_origins.filter((origin): origin is string => typeof origin === 'string')
      : [],
    rateLimitPerMinute: row.rate_limit_per_minute,
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at) : null,
  };
}

const USE_RECORD_INTERVAL_MS = 60_000;

/**
 * Records that a key was used, at most once a minute per key: the row's own `last_used_at` decides (so
 * every server agrees without a shared cache), the UPDATE repeats the condition for two servers racing,
 * and concurrent requests in this process write once.
 */
export function useRecorder(db: Kysely<Database>) {
  const writing = new Set<number>();
  return async (key: WidgetKey, now = new Date()): Promise<void> => {
    if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() < USE_RECORD_INTERVAL_MS) return;
    if (writing.has(key.id)) return;
    writing.add(key.id);
    try {
      await db
        .updateTable('vendor_api_key')
        .set({ last_used_at: now })
        .where('id', '=', key.id)
        .where((eb) =>
          eb.or([
            eb('last_used_at', 'is', null),
            eb('last_used_at', '<', new Date(now.getTime() - USE_RECORD_INTERVAL_MS)),
          ]),
        )
        .execute();
    } finally {
      writing.delete(key.id);
    }
  };
}
