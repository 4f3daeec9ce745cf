import { sql, type Kysely } from 'kysely';
import pg from 'pg';

export const CHANGE_CHANNEL = 'lendline_table_change';

/**
 * Makes every table announce its changes on commit (`NOTIFY lendline_table_change, '<table>'`), so each
 * API server sharing the PostgreSQL database can forget cached results that another server made stale.
 * Run after migrations: tables added later get the trigger on the next start. Safe to run on several
 * servers at once.
 */
export async function ensureChangeNotifications(db: Kysely<any>): Promise<void> {
  await sql`CREATE OR REPLACE FUNCTION lendline_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_notify(${sql.lit(CHANGE_CHANNEL)}, TG_TABLE_NAME); RETURN NULL; END $$`.execute(db);
  const { rows } = await sql<{ table_name: string }>`
    SELECT c.relname AS table_name FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p') AND n.nspname = current_schema() AND c.relname NOT LIKE 'kysely_%'
      AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'lendline_notify_change')`.execute(
    db,
  );
  for (const { table_name } of rows) {
    try {
      await sql`CREATE TRIGGER lendline_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.id(table_name)}
        FOR EACH STATEMENT EXECUTE FUNCTION lendline_notify_change()`.execute(db);
    } catch (error) {
      // Another server starting at the same moment created it first.
      if ((error as { code?: string }).code !== '42710') throw error;
    }
  }
}

export interface ChangeListener {
  stop(): Promise<void>;
}

/**
 * Listens for table changes on a dedicated connection. `onChange` receives each table name; while the
 * connection is down `onStatus(false)` tells the caller that changes may be missed, and it reconnects
 * with a growing delay until it is back (`onStatus(true)`).
 */
export function listenForChanges(
  connectionString: string,
  onChange: (table: string) => void,
  onStatus: (listening: boolean, error?: Error) => void,
): ChangeListener {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryMs = 250;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    if (stopped) return;
    const next = new pg.Client({ connectionString });
    client = next;
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      onStatus(false, error);
      next.end().catch(() => undefined);
      if (!stopped) timer = setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(retryMs * 2, 10_000);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload) onChange(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      retryMs = 250;
      onStatus(true);
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
    }
  };
  void connect();

  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
