import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const SETTING_KEY = 'auth_signing_secret';

/**
 * The key that signs access tokens and peppers one-time codes. Production must configure AUTH_SECRET
 * (env.ts enforces it); elsewhere a random 256-bit secret is generated once and kept in the database,
 * so every server on the same database agrees and restarts keep sessions alive.
 */
export async function resolveSigningSecret(
  db: Kysely<Database>,
  configured: string | undefined,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insertInto('app_setting')
    .values({ key: SETTING_KEY, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_setting')
    .select('value')
    .where('key', '=', SETTING_KEY)
    .executeTakeFirstOrThrow();
  return new TextEncoder().encode(row.value);
}
