import type { Transaction } from 'kysely';
import type { ValidationDetail } from '../../resources/body-schema.ts';
import type { WriteContext } from '../../resources/define-resource.ts';

/** A cross-field detail; the path is the field a form should mark. */
export const detail = (path: string, message: string, code = 'conflict'): ValidationDetail => ({
  path,
  code,
  message,
  info: {},
});

/**
 * A 422 detail when a list of ids (a program's vendors, a promo's programs) names records that do not
 * exist: jsonb lists have no foreign key to catch it.
 */
export async function unknownIds(
  trx: Transaction<any>,
  table: 'vendor' | 'rate_program',
  ids: unknown,
  path: string,
  label: string,
): Promise<ValidationDetail[]> {
  if (!Array.isArray(ids) || ids.length === 0) return [];
  const found = await trx.selectFrom(table).select('id').where('id', 'in', ids).execute();
  const known = new Set(found.map((row: { id: number }) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length === 0) return [];
  return [
    {
      path,
      code: 'unknownId',
      message: `No ${label} with id ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}`,
      info: { missing },
    },
  ];
}

type RecordRule = (record: Record<string, unknown>, context: WriteContext) => Promise<ValidationDetail[]>;

/** Several write rules as one: each runs in turn in the write's transaction, and all their details count. */
export const allRules =
  (...rules: RecordRule[]): RecordRule =>
  async (record, context) => {
    const details: ValidationDetail[] = [];
    for (const rule of rules) details.push(...(await rule(record, context)));
    return details;
  };
