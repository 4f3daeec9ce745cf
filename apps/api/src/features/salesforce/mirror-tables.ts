import { sql, type Kysely } from 'kysely';
import { isSalesforceId18 } from './salesforce-id.ts';
import type { SyncedObject, SyncedObjects } from './salesforce-source.ts';

type Row = Record<string, string | boolean | null>;

interface Mirror<K extends SyncedObject> {
  table: string;
  /** Salesforce's own field lengths; anything longer did not come from Salesforce. */
  nameLimit: number;
  row(record: SyncedObjects[K]): Row;
  references?(record: SyncedObjects[K]): (string | null)[];
}

const MIRRORS: { [K in SyncedObject]: Mirror<K> } = {
  User: {
    table: 'sf_user',
    nameLimit: 121,
    row: (r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      is_active: r.isActive,
      last_modified_at: r.lastModified,
    }),
  },
  Account: {
    table: 'sf_account',
    nameLimit: 255,
    row: (r) => ({
      id: r.id,
      name: r.name,
      phone: r.phone?.slice(0, 40) ?? null,
      billing_city: r.billingCity?.slice(0, 80) ?? null,
      billing_state: r.billingState?.slice(0, 80) ?? null,
      billing_postal_code: r.billingPostalCode?.slice(0, 20) ?? null,
      last_modified_at: r.lastModified,
    }),
  },
  Opportunity: {
    table: 'sf_opportunity',
    nameLimit: 120,
    row: (r) => ({
      id: r.id,
      account_id: r.accountId,
      owner_id: r.ownerId,
      name: r.name,
      stage: r.stage.slice(0, 40),
      amount: r.amount,
      close_date: r.closeDate,
      last_modified_at: r.lastModified,
    }),
    references: (r) => [r.accountId, r.ownerId],
  },
};

const AMOUNT = /^-?\d{1,14}(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Why a record cannot be mirrored, or null when it can. */
export function rejectionOf<K extends SyncedObject>(object: K, record: SyncedObjects[K]): string | null {
  const mirror = MIRRORS[object];
  if (!isSalesforceId18(record.id)) return 'not an 18-character Salesforce id';
  if (!record.name || record.name.length > mirror.nameLimit) return 'missing or over-long name';
  if (Number.isNaN(Date.parse(record.lastModified))) return 'no LastModifiedDate';
  if (mirror.references?.(record).some((ref) => ref !== null && !isSalesforceId18(ref))) {
    return 'a related id is malformed';
  }
  if (object === 'Opportunity') {
    const opportunity = record as SyncedObjects['Opportunity'];
    if (opportunity.amount !== null && !AMOUNT.test(opportunity.amount)) return 'amount out of range';
    if (opportunity.closeDate !== null && !DATE.test(opportunity.closeDate)) return 'malformed close date';
  }
  return null;
}

/**
 * Inserts new records and updates changed ones, leaving identical rows alone, so a repeated sync
 * reports what really changed. Returns how many rows were created and updated.
 */
export async function upsertMirror<K extends SyncedObject>(
  db: Kysely<any>,
  object: K,
  records: SyncedObjects[K][],
): Promise<{ created: number; updated: number }> {
  if (records.length === 0) return { created: 0, updated: 0 };
  const mirror = MIRRORS[object];
  // One statement may not touch a row twice; a page that repeats an id keeps its last version.
  const rows = [...new Map(records.map((r) => [r.id, mirror.row(r)])).values()];
  const columns = Object.keys(rows[0]!).filter((column) => column !== 'id');
  const current = sql.join(columns.map((column) => sql.ref(`${mirror.table}.${column}`)));
  const incoming = sql.join(columns.map((column) => sql.ref(`excluded.${column}`)));
  const written = await db
    .insertInto(mirror.table)
    .values(rows)
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet({
          ...Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${column}`)])),
          synced_at: sql`now()`,
        })
        .where(sql<boolean>`(${current}) IS DISTINCT FROM (${incoming})`),
    )
    // xmax is 0 only for a freshly inserted row version: the PostgreSQL way to tell insert from update.
    .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
    .execute();
  const created = written.filter((row) => row.inserted).length;
  return { created, updated: written.length - created };
}
