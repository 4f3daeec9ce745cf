import { sql, type Kysely } from 'kysely';
import { HttpError } from '../../lib/http-error.ts';
import type { Database } from '../../db/schema.ts';

export interface ThrottleRule {
  /** Failures allowed inside the window before blocking starts. */
  freeFailures: number;
  windowMinutes: number;
  /** First block; it doubles with every further failure, up to the maximum. Never permanent. */
  blockSeconds: number;
  maxBlockSeconds: number;
}

/** Per account and address: 5 free failures in 15 minutes, then 1, 2, 4, ... up to 15 minutes between tries. */
export const ACCOUNT_RULE: ThrottleRule = {
  freeFailures: 5,
  windowMinutes: 15,
  blockSeconds: 60,
  maxBlockSeconds: 900,
};
/**
 * Per account from anywhere: ASVS 2.2.1's cap of 100 failures an hour. Kept apart from the fast backoff
 * above so that someone guessing from one address cannot keep the owner, elsewhere, locked out.
 */
export const ACCOUNT_HOURLY_RULE: ThrottleRule = {
  freeFailures: 100,
  windowMinutes: 60,
  blockSeconds: 900,
  maxBlockSeconds: 900,
};
/** Per client address: 50 failures in 15 minutes (any accounts), then 15 minutes. */
export const ADDRESS_RULE: ThrottleRule = {
  freeFailures: 50,
  windowMinutes: 15,
  blockSeconds: 900,
  maxBlockSeconds: 900,
};
/** Password-reset mails per account: 3 in 15 minutes. */
export const RESET_MAIL_RULE: ThrottleRule = {
  freeFailures: 3,
  windowMinutes: 15,
  blockSeconds: 900,
  maxBlockSeconds: 900,
};

const tooMany = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new HttpError(
    429,
    'TooManyRequestsError',
    `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    {
      code: 'TOO_MANY_ATTEMPTS',
      details: { retryAfterSeconds },
    },
  );
};

/**
 * Temporary, growing blocks after repeated failures, kept in the database so every server agrees.
 * Keys name the account or address (`account:ann@example.com`), whether or not the account exists,
 * so the throttle itself reveals nothing.
 */
export class LoginThrottle {
  constructor(private readonly db: Kysely<Database>) {}

  /** Throws 429 while the key is blocked. */
  async check(key: string, now = new Date()): Promise<void> {
    const row = await this.db
      .selectFrom('login_throttle')
      .select('blocked_until')
      .where('key', '=', key)
      .executeTakeFirst();
    const until = row?.blocked_until ? new Date(row.blocked_until).getTime() : 0;
    if (until > now.getTime()) throw tooMany(Math.ceil((until - now.getTime()) / 1000));
  }

  /**
   * Counts one failure (or one use, for rate limits) and starts or extends a block past the free allowance.
   * Returns the count in the current window, this one included (atomic, so concurrent callers get distinct counts).
   */
  async fail(key: string, rule: ThrottleRule, now = new Date()): Promise<number> {
    const windowStart = new Date(now.getTime() - rule.windowMinutes * 60_000);
    const row = await this.db
      .insertInto('login_throttle')
      .values({ key, failures: 1, window_started_at: now })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          failures: sql`CASE WHEN login_throttle.window_started_at < ${windowStart} THEN 1 ELSE login_throttle.failures + 1 END`,
          window_started_at: sql`CASE WHEN login_throttle.window_started_at < ${windowStart} THEN ${now} ELSE login_throttle.window_started_at END`,
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    // The free allowance is used up by the failure that reaches it: the next attempt waits.
    const over = row.failures - rule.freeFailures;
    if (over < 0) return row.failures;
    const seconds = Math.min(rule.maxBlockSeconds, rule.blockSeconds * 2 ** over);
    await this.db
      .updateTable('login_throttle')
      .set({ blocked_until: new Date(now.getTime() + seconds * 1000) })
      .where('key', '=', key)
      .execute();
    return row.failures;
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('login_throttle').where('key', '=', key).execute();
  }

  /** Checks every key of a sign-in attempt; the first blocked one answers 429. */
  async checkAll(keys: readonly ThrottleKey[], now = new Date()): Promise<void> {
    for (const { key } of keys) await this.check(key, now);
  }

  async failAll(keys: readonly ThrottleKey[], now = new Date()): Promise<void> {
    for (const { key, rule } of keys) await this.fail(key, rule, now);
  }

  /** Lifts every sign-in block of an account (after the owner proved it by e-mail). */
  async clearAccount(email: string): Promise<void> {
    const prefix = `account:${email}`;
    await this.db
      .deleteFrom('login_throttle')
      .where((eb) =>
        eb.or([
          eb('key', '=', prefix),
          eb(eb.fn('left', ['key', sql.lit(prefix.length + 1)]), '=', `${prefix}|`),
        ]),
      )
      .execute();
  }
}

export interface ThrottleKey {
  key: string;
  rule: ThrottleRule;
}

/**
 * What one sign-in (or current-password) attempt counts against: the account from this address (fast
 * backoff), the account from anywhere (hourly cap) and the address (whatever the account).
 */
export function signInThrottleKeys(email: string, address: string): ThrottleKey[] {
  return [
    { key: `account:${email}|${address}`, rule: ACCOUNT_RULE },
    { key: `account:${email}`, rule: ACCOUNT_HOURLY_RULE },
    { key: `address:${address}`, rule: ADDRESS_RULE },
  ];
}
