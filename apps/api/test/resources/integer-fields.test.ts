import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createResources } from '../../src/app/resources.ts';
import type { ApiKeyServices } from '../../src/features/vendor-quote/api-keys/vendor-api-key-actions.ts';
import type { CreditApplicationServices } from '../../src/features/credit-applications/credit-application-routes.ts';
import type { InvoiceServices } from '../../src/features/portfolio/portfolio-resources.ts';
import { achSettingsOf } from '../../src/features/ach/index.ts';
import type { PiiCipher } from '../../src/features/credit-applications/pii-cipher.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

// Filters and bodies refuse a number a field's integer column cannot hold (field-def.ts integerColumnOf). That
// is only right while the column really is that integer type: a decimal read as one would refuse 12.50.

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const COLUMN_TYPES = { integer: 'integer', bigint: 'bigint' } as const;

it('gives every field the models hold to an integer range a column of exactly that type', async () => {
  const resources = createResources({
    invoices: {} as InvoiceServices,
    creditApplications: {} as CreditApplicationServices,
    apiKeys: {} as ApiKeyServices,
    gp: { describe: 'none', submit: async () => ({ status: 'rejected', reason: 'not here' }) },
    ach: { cipher: {} as PiiCipher, settings: achSettingsOf(), audit: async () => {} },
  });
  const wrong: string[] = [];
  let checked = 0;
  for (const { model } of resources) {
    const source = (model as { source?: unknown }).source ?? sql`select * from ${sql.table(model.table)}`;
    // The resource's rows as PostgreSQL types them, base table and view columns alike; a temporary view
    // lives only in this session, so the statements run on one connection.
    const types = await database.db.connection().execute(async (db) => {
      await sql`create temporary view integer_probe as ${source as ReturnType<typeof sql>}`.execute(db);
      const columns = await sql<{ column_name: string; data_type: string }>`
        select column_name, data_type from information_schema.columns where table_name = 'integer_probe'`.execute(
        db,
      );
      await sql`drop view integer_probe`.execute(db);
      return new Map(columns.rows.map((column) => [column.column_name, column.data_type]));
    });
    for (const [name, field] of Object.entries(model.fields)) {
      if (!field.integer) continue;
      checked += 1;
      const actual = types.get(field.column);
      if (actual !== COLUMN_TYPES[field.integer])
        wrong.push(`${model.name}.${name}: ${field.integer}, column is ${actual}`);
    }
  }
  expect(wrong).toEqual([]);
  expect(checked).toBeGreaterThan(60);
});
