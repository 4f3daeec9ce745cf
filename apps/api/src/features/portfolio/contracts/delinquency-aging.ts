import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { Logger } from '../../../lib/logger.ts';
import { refreshDelinquency } from './past-due.ts';

/** One key for every server on a PostgreSQL: while one ages the book, the others wait their turn. */
const AGING_LOCK_KEY = 22_005;

export interface DelinquencyAgingOptions {
  db: Kysely<Database>;
  logger: Logger;
  /** The business day, `YYYY-MM-DD`: today in UTC, or the day a demo is pinned to. */
  businessDate: () => string;
  /** How often the day is looked at; a new day ages the book once. */
  checkEveryMs?: number;
}

export interface DelinquencyAging {
  /** Ages the book for the business day now, unless it already was on this server (tests call it). */
  check(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Days past due grow every day nothing is paid, with no write to tell anyone: without this, a contract
 * seeded 5 days late stayed 5 days late for ever. Once at start and then whenever the business day
 * changes, every contract's days and amount past due are recomputed from its open receivables
 * (`refreshDelinquency`: only the rows that change are written). It runs beside requests, never inside
 * one, in a transaction holding an advisory lock so two servers on one PostgreSQL do not age the same
 * rows at once: the second waits, then finds the rows already as the rule says and writes none.
 *
 * @example
 * const aging = startDelinquencyAging({ db, logger, businessDate: () => todayUtc() });
 * await aging.stop(); // on shutdown
 */
export function startDelinquencyAging(options: DelinquencyAgingOptions): DelinquencyAging {
  const { db, logger } = options;
  let agedFor: string | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const age = async (day: string) => {
    const started = performance.now();
    const changed = await db.transaction().execute(async (trx) => {
      // A large book takes longer than a request may; this is no request.
      await sql`SET LOCAL statement_timeout = '600s'`.execute(trx);
      // Servers take turns: the second ages after the first has committed, and finds nothing to change.
      await sql`select pg_advisory_xact_lock(${AGING_LOCK_KEY})`.execute(trx);
      return refreshDelinquency(trx, day);
    });
    agedFor = day;
    logger.info('delinquency aged', {
      day,
      contractsChanged: changed,
      ms: Math.round(performance.now() - started),
    });
  };

  const check = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    const day = options.businessDate();
    if (day === agedFor) return Promise.resolve();
    running ??= age(day)
      .catch((error: unknown) =>
        // The next check tries again; a failed look leaves yesterday's figures, never half of them.
        logger.error('delinquency aging failed', {
          day,
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const timer = setInterval(() => void check(), options.checkEveryMs ?? 10 * 60_000);
  timer.unref();
  void check();
  return {
    check,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
