import { sql } from 'kysely';
import type { ValidationDetail } from '../../../resources/body-schema.ts';
import type { WriteContext } from '../../../resources/define-resource.ts';

/**
 * Vendor names are unique whatever their case (the table's unique index on lower(name)). Checking first
 * turns the common collision into a 422 on the name field; the index still settles a race.
 */
export async function uniqueVendorName(
  record: Record<string, unknown>,
  { trx, id }: WriteContext,
): Promise<ValidationDetail[]> {
  const name = String(record.name);
  const clash = await trx
    .selectFrom('vendor')
    .select('name')
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .$if(id !== undefined, (query) => query.where('id', '<>', id!))
    .executeTakeFirst();
  if (!clash) return [];
  return [
    {
      path: '/name',
      code: 'unique',
      message: `A vendor named "${clash.name}" already exists`,
      info: {},
    },
  ];
}
