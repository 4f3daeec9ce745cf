import { FilterError, parseFilter, parseWhere, type QueryModel } from '@lendline/filter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, findRows } from '../../src/filter-sql/index.ts';
import { openTestDatabase, TEST_STORES, type TestDatabase } from './support/test-database.ts';
import {
  createVectorTables,
  loadVectors,
  type Expectation,
  type VectorCase,
} from './support/vector-fixtures.ts';

const vectors = loadVectors();

const refused = { expectError: undefined } as const;
type Deviation = { why: string } & ({ expectIds: number[] } | typeof refused);

/**
 * Where we deliberately differ from the reference (loopback-connector-postgresql, or the memory connector where
 * PostgreSQL has no answer). Every other case must match the reference exactly.
 */
const DEVIATIONS: Record<string, Deviation> = {
  'edge QUIRK: {lte, gte} key order does not matter': {
    expectIds: [1, 2, 4],
    why: 'the juggler kept only the first operator ({gte}); we apply both, a real range, as the contract recommends',
  },
  'edge unknown property in where': {
    ...refused,
    why: 'the SQL connectors silently dropped the condition and returned every row; an unknown property is a 400',
  },
  'edge limit 0 means no limit': {
    ...refused,
    why: 'the REST layer refuses limit 0 (minimum 1) before the juggler sees it; our parser is that layer',
  },
  'bq fields string form': {
    ...refused,
    why: 'the juggler accepts fields:"id", but the REST layer in front of it refuses it (object or array only)',
  },
  'edge exists operator': {
    ...refused,
    why: 'no connector implements exists (memory matched nothing); an unknown operator is a 400',
  },
  // "not applicable" on PostgreSQL: nested paths, geo queries and array properties are not SQL columns.
  'bq near (sorts by distance, rows without location dropped)': {
    ...refused,
    why: 'near is not supported, and addressLoc is a json field',
  },
  'bq near inside and': { ...refused, why: 'near is not supported, and addressLoc is a json field' },
  'bq nested property regexp over array of objects': { ...refused, why: 'nested paths are not supported' },
  'bq nested property gt': { ...refused, why: 'nested paths are not supported' },
  'bq multi-level nested array property': { ...refused, why: 'nested paths are not supported' },
  'mem eq over array values': { ...refused, why: 'children is a json field, never filterable' },
  'mem neq over array values': { ...refused, why: 'children is a json field, never filterable' },
  'mem where constructor.prototype path is harmless': {
    ...refused,
    why: 'a dotted path is refused (and no prototype is touched)',
  },
  'mem where toString key is harmless': { ...refused, why: 'toString is not a property of the model' },
};

function expectationFor(vector: VectorCase): Expectation {
  const deviation = DEVIATIONS[vector.name];
  if (deviation) return 'expectIds' in deviation ? { expectIds: deviation.expectIds } : {};
  if (typeof vector.postgres === 'string' || vector.postgres === undefined) {
    throw new Error(`"${vector.name}" has no PostgreSQL result and no entry in DEVIATIONS`);
  }
  const { expectIds, expectRows, expectCount, expectError } = vector;
  return { ...{ expectIds, expectRows, expectCount, expectError }, ...vector.postgres };
}

async function run(database: TestDatabase, model: QueryModel, vector: VectorCase): Promise<unknown> {
  if (vector.op === 'count') return countRows(database.db, model, parseWhere(vector.where, model));
  if (vector.op === 'findOne') {
    const rows = await findRows(
      database.db,
      model,
      parseFilter({ ...(vector.filter as object), limit: 1 }, model),
    );
    return rows.slice(0, 1);
  }
  return findRows(database.db, model, parseFilter(vector.filter, model));
}

// The reference PostgreSQL tables had no columns for object/array/geopoint properties; ours keep them as jsonb.
// They must come back as stored, and are then left out of the comparison with the reference rows.
function withoutJsonFields(
  rows: Record<string, unknown>[],
  model: QueryModel,
  dataset: Record<string, unknown>[],
): Record<string, unknown>[] {
  return rows.map((row) => {
    const stored = dataset.find((item) => item['id'] === row['id']);
    const rest: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(row)) {
      if (model.fields[name]?.type !== 'json') rest[name] = value;
      else if (stored) expect(value, `${name} of row ${String(row['id'])}`).toEqual(stored[name] ?? null);
    }
    return rest;
  });
}

function sorted(ids: readonly number[]): number[] {
  return [...ids].sort((a, b) => a - b);
}

describe.each(TEST_STORES)('LoopBack filter vectors on $kind', (store) => {
  let database: TestDatabase;
  let models: Record<string, QueryModel>;

  beforeAll(async () => {
    database = await openTestDatabase(store, 'filter_vectors');
    models = await createVectorTables(database.db, database.schema, vectors);
  });

  afterAll(async () => {
    await database.close();
  });

  it('lists a deviation only for cases that exist', () => {
    const names = new Set(vectors.cases.map((vector) => vector.name));
    expect(Object.keys(DEVIATIONS).filter((name) => !names.has(name))).toEqual([]);
  });

  it.each(vectors.cases)('$name', async (vector) => {
    const model = models[vector.dataset];
    if (!model) throw new Error(`unknown dataset ${vector.dataset}`);
    const expected = expectationFor(vector);
    const outcome = await run(database, model, vector).catch((error: unknown) => error);

    if (DEVIATIONS[vector.name] && !('expectIds' in DEVIATIONS[vector.name]!)) {
      expect(outcome).toBeInstanceOf(FilterError);
      expect(outcome).toMatchObject({ statusCode: 400 });
      return;
    }
    if (expected.expectError) {
      const { message, statusCode, code } = expected.expectError;
      expect(outcome).toBeInstanceOf(FilterError);
      expect(outcome).toMatchObject({ statusCode, message, ...(code ? { code } : {}) });
      return;
    }
    if (outcome instanceof Error) throw outcome;
    if (expected.expectCount !== undefined) {
      expect(outcome).toBe(expected.expectCount);
      return;
    }
    const rows = outcome as Record<string, unknown>[];
    if (expected.expectIds) {
      const ids = rows.map((row) => row['id'] as number);
      if (vector.ordered) expect(ids).toEqual(expected.expectIds);
      else expect(sorted(ids)).toEqual(sorted(expected.expectIds));
    }
    if (expected.expectRows) {
      const actual = withoutJsonFields(rows, model, vectors.datasets[vector.dataset] ?? []);
      if (vector.ordered) expect(actual).toEqual(expected.expectRows);
      else {
        expect(actual).toHaveLength(expected.expectRows.length);
        expect(actual).toEqual(expect.arrayContaining(expected.expectRows));
      }
    }
  });
});
