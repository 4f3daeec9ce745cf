import type { KyselyPlugin, QueryResult, UnknownRow } from 'kysely';
import type { Db } from '../../../src/db/database.ts';

/** The same database, counting the statements run through it. */
export function countingStatements(db: Db): { db: Db; count: () => number } {
  let statements = 0;
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      statements += 1;
      return node;
    },
    transformResult: async ({ result }): Promise<QueryResult<UnknownRow>> => result,
  };
  return { db: db.withPlugin(plugin), count: () => statements };
}
