import type { Principal } from '../../lib/principal.ts';

/** The tables a caller is read from (sessions.ts loadPrincipal); a write to any may change who they are. */
export const PRINCIPAL_TABLES: readonly string[] = ['app_session', 'app_user', 'app_role'];

/**
 * Columns of `app_user` a caller is not read from: the page configuration every screen saves and the
 * time of the last sign-in. Updates of these alone leave every remembered caller as it was, so a
 * team saving its page settings does not make the server look everyone up again.
 */
const IRRELEVANT_USER_COLUMNS = new Set(['config', 'last_login', 'updated_at']);

/** Most remembered callers; past it the oldest are dropped (each is a few hundred bytes). */
const MAX_ENTRIES = 10_000;
const DAY_MS = 86_400_000;

interface Entry {
  principal: Principal | undefined;
  validUntil: number;
}

/**
 * Who is asking, remembered between requests so a request costs no statement for it (issue 19), with
 * today's revocation guarantees: any write that may change a caller (a logout, a password or role
 * change, a deactivation, a role edit) forgets every remembered caller before it runs, on this server
 * by its own writes and on the others through the change feed; while that feed is down nothing is
 * remembered. A caller is also re-read at the next UTC midnight (a role expires by the calendar day)
 * and when their token expires.
 *
 * @example
 * const principal = await principals.load(key, claims.expiresAt, () => loadPrincipal(db, claims));
 */
export class PrincipalCache {
  private readonly entries = new Map<string, Entry>();
  /** Moves on at every invalidation, so a lookup that began before one is not remembered after it. */
  private generation = 0;
  private suspended = false;

  /** Forget everything; while suspended (changes may go unheard), remember nothing. */
  suspend(): void {
    this.suspended = true;
    this.forgetAll();
  }

  resume(): void {
    this.forgetAll();
    this.suspended = false;
  }

  /**
   * Hears of a write about to run: `columns` are the columns an update sets (absent for any other
   * statement, or when they cannot be told).
   */
  written(tables: readonly string[] | 'all', columns?: readonly string[]): void {
    if (tables === 'all') return this.forgetAll();
    const relevant = tables.some(
      (table) =>
        PRINCIPAL_TABLES.includes(table) &&
        !(table === 'app_user' && columns?.every((column) => IRRELEVANT_USER_COLUMNS.has(column))),
    );
    if (relevant) this.forgetAll();
  }

  async load(
    key: string,
    tokenExpiresAt: number | undefined,
    read: () => Promise<Principal | undefined>,
    now = Date.now(),
  ): Promise<Principal | undefined> {
    if (this.suspended) return read();
    const hit = this.entries.get(key);
    if (hit && now < hit.validUntil) return hit.principal;
    const generation = this.generation;
    const principal = await read();
    if (generation === this.generation && !this.suspended) {
      const midnight = Math.floor(now / DAY_MS) * DAY_MS + DAY_MS;
      const expiry = tokenExpiresAt === undefined ? midnight : Math.min(midnight, tokenExpiresAt * 1000);
      this.entries.delete(key);
      this.entries.set(key, { principal, validUntil: expiry });
      if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    }
    return principal;
  }

  private forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
