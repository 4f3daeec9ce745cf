import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type CodePurpose = 'reset' | 'activation';

export const RESET_TOKEN_MINUTES = 60;
export const ACTIVATION_CODE_MINUTES = 10;
/** A wrong guess past this many ends the code (a 6-digit code must not be guessable by trying). */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * Reset links (256-bit random tokens) and activation codes (6 random digits), stored only as
 * HMAC-SHA256 under the server secret, bound to one user and purpose, single use, expiring, and
 * replaced whenever a newer one is issued.
 */
export class OneTimeCodes {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly secret: Uint8Array,
  ) {}

  private digest(purpose: CodePurpose, userId: number | '*', code: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}:${userId}:${code}`).digest('base64url');
  }

  private async store(userId: number, purpose: CodePurpose, codeHash: string, minutes: number, now: Date) {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('auth_code')
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .execute();
      await trx
        .insertInto('auth_code')
        .values({
          user_id: userId,
          purpose,
          code_hash: codeHash,
          expires_at: new Date(now.getTime() + minutes * 60_000),
        })
        .execute();
    });
  }

  /** A new reset token; the link carries it, the database only its HMAC. */
  async issueResetToken(userId: number, now = new Date()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    // Reset tokens are looked up by their value alone, so the user is not part of the digest input.
    await this.store(userId, 'reset', this.digest('reset', '*', token), RESET_TOKEN_MINUTES, now);
    return token;
  }

  /** A new 6-digit activation code for one user. */
  async issueActivationCode(userId: number, now = new Date()): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.store(
      userId,
      'activation',
      this.digest('activation', userId, code),
      ACTIVATION_CODE_MINUTES,
      now,
    );
    return code;
  }

  /** Consumes a reset token and returns its user, or undefined if unknown, used or expired. */
  async consumeResetToken(token: string, now = new Date()): Promise<number | undefined> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
    const row = await this.db
      .updateTable('auth_code')
      .set({ used_at: now })
      .where('purpose', '=', 'reset')
      .where('code_hash', '=', this.digest('reset', '*', token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id;
  }

  /**
   * Checks an activation code for one user. Each wrong guess counts; the fifth ends the code. A right
   * code is consumed.
   */
  async consumeActivationCode(userId: number, code: string, now = new Date()): Promise<boolean> {
    const row = await this.db
      .selectFrom('auth_code')
      .select(['id', 'code_hash', 'attempts'])
      .where('user_id', '=', userId)
      .where('purpose', '=', 'activation')
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (!row) return false;
    const expected = Buffer.from(row.code_hash);
    const given = Buffer.from(this.digest('activation', userId, code));
    if (/^\d{6}$/.test(code) && expected.length === given.length && timingSafeEqual(expected, given)) {
      const used = await this.db
        .updateTable('auth_code')
        .set({ used_at: now })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return used !== undefined;
    }
    await this.db
      .updateTable('auth_code')
      .set({
        attempts: sql`attempts + 1`,
        used_at: row.attempts + 1 >= MAX_CODE_ATTEMPTS ? now : null,
      })
      .where('id', '=', row.id)
      .execute();
    return false;
  }

  /** After a password change nothing issued before it may still be used. */
  async revokeAll(userId: number): Promise<void> {
    await this.db.deleteFrom('auth_code').where('user_id', '=', userId).execute();
  }
}
