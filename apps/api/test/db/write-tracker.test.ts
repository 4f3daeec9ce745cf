import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  DummyDriver,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { WriteTracker, type WrittenTables } from '../../src/db/write-tracker.ts';

// What the result cache and the caller cache forget depends on what the tracker calls a write: a read
// taken for a write forgets everything (every search page did, until issue 19), a write taken for a
// read would leave stale answers.

function tracked() {
  const tracker = new WriteTracker();
  const seen: { tables: WrittenTables; columns: readonly string[] | undefined }[] = [];
  tracker.subscribe((tables, columns) => seen.push({ tables, columns }));
  const db = new Kysely<any>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    plugins: [tracker],
  });
  return { db, seen };
}

describe('WriteTracker', () => {
  it.each([
    ['a select', sql`select 1`],
    [
      'a paged walk (with … as materialized)',
      sql`with t as materialized (select id from contract) select id from t`,
    ],
    ['a nested select', sql`select ${sql`count(*)`} from ${sql`(select updated_at from app_user)`} as x`],
  ])('takes %s for a read', async (_what, statement) => {
    const { db, seen } = tracked();
    await statement.execute(db);
    expect(seen).toEqual([]);
  });

  it.each([
    [
      'a data-modifying with',
      sql`with gone as (delete from contract_note returning id) select count(*) from gone`,
    ],
    ['DDL', sql`create index x on contract (id)`],
    ['a write nested in a select', sql`select ${sql`(insert into t values (1) returning 1)`}`],
  ])('takes %s for a write to anything', async (_what, statement) => {
    const { db, seen } = tracked();
    await statement.execute(db);
    expect(seen).toEqual([{ tables: 'all', columns: undefined }]);
  });

  it('names the table and the columns of an update, and the table of an insert or delete', async () => {
    const { db, seen } = tracked();
    await db
      .updateTable('app_user')
      .set({ config: '{}', updated_at: sql`now()` })
      .where('id', '=', 1)
      .execute();
    await db.insertInto('contract_note').values({ text: 'x' }).execute();
    await db.deleteFrom('app_session').where('id', '=', 'x').execute();
    expect(seen).toEqual([
      { tables: ['app_user'], columns: ['config', 'updated_at'] },
      { tables: ['contract_note'], columns: undefined },
      { tables: ['app_session'], columns: undefined },
    ]);
  });
});
