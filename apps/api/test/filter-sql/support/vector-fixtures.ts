import { readFileSync } from 'node:fs';
import type { FieldType, QueryModel } from '@lendline/filter';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../src/db/database.ts';

export interface Expectation {
  expectIds?: number[] | null;
  expectRows?: Record<string, unknown>[];
  expectCount?: number;
  expectError?: { message: string; statusCode: number; code?: string };
}

export interface VectorCase extends Expectation {
  name: string;
  dataset: string;
  op?: 'count' | 'findOne';
  filter?: unknown;
  where?: unknown;
  ordered: boolean;
  /** PostgreSQL's result, or a sentence saying the case has none (nested, geo, JavaScript-only behaviour). */
  postgres?: Expectation | string;
}

export interface VectorFile {
  schemas: Record<string, Record<string, string>>;
  datasets: Record<string, Record<string, unknown>[]>;
  cases: VectorCase[];
}

export function loadVectors(): VectorFile {
  const file = new URL('../../fixtures/loopback-filter/vectors.json', import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as VectorFile;
}

// Object, array and geopoint properties become jsonb `json` fields, which can be returned but never filtered on.
function fieldType(schemaType: string): FieldType {
  return schemaType === 'number' ||
    schemaType === 'string' ||
    schemaType === 'boolean' ||
    schemaType === 'date'
    ? schemaType
    : 'json';
}

// Text columns collate "C": the vectors were recorded on a C.UTF-8 database, and both stores must order alike.
const COLUMN_TYPES: Record<FieldType, RawBuilder<unknown>> = {
  number: sql`numeric`,
  string: sql`text collate "C"`,
  boolean: sql`boolean`,
  date: sql`timestamptz`,
  json: sql`jsonb`,
};

const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** One table per dataset in `schema`, filled with its rows, and the QueryModel that reads it. */
export async function createVectorTables(
  db: Db,
  schema: string,
  vectors: VectorFile,
): Promise<Record<string, QueryModel>> {
  const models: Record<string, QueryModel> = {};
  for (const [dataset, properties] of Object.entries(vectors.schemas)) {
    const model: QueryModel = {
      name: dataset,
      table: `${schema}.${dataset}`,
      idField: 'id',
      fields: {},
      relations: {},
    };
    for (const [property, schemaType] of Object.entries(properties)) {
      const type = fieldType(schemaType);
      const comparable = type !== 'json';
      model.fields[property] = {
        type,
        column: snakeCase(property),
        filterable: comparable,
        sortable: comparable,
      };
    }
    const columns = Object.entries(model.fields).map(([property, field]) =>
      property === 'id'
        ? sql`id integer primary key`
        : sql`${sql.id(field.column)} ${COLUMN_TYPES[field.type]}`,
    );
    await sql`create table ${sql.table(model.table)} (${sql.join(columns)})`.execute(db);
    const rows = vectors.datasets[dataset] ?? [];
    const values = rows.map(
      (row) =>
        sql`(${sql.join(
          Object.entries(model.fields).map(([property, field]) => {
            const value = row[property] ?? null;
            return field.type === 'json' && value !== null
              ? sql`cast(${JSON.stringify(value)} as jsonb)`
              : sql`${value}`;
          }),
        )})`,
    );
    const columnNames = Object.values(model.fields).map((field) => sql.id(field.column));
    await sql`insert into ${sql.table(model.table)} (${sql.join(columnNames)}) values ${sql.join(values)}`.execute(
      db,
    );
    models[dataset] = model;
  }
  return models;
}
