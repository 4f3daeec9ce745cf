import type { ValidationDetail } from '../../../resources/body-schema.ts';
import type { WriteContext } from '../../../resources/define-resource.ts';
import { detail } from '../rule-details.ts';

/** A note names its inquiry; a missing one is the caller's mistake, said on the field rather than as a bare FK error. */
export async function inquiryMustExist(
  record: Record<string, unknown>,
  { trx }: WriteContext,
): Promise<ValidationDetail[]> {
  const found = await trx
    .selectFrom('inquiry')
    .select('id')
    .where('id', '=', Number(record.inquiryId))
    .executeTakeFirst();
  return found ? [] : [detail('/inquiryId', `No inquiry with id ${String(record.inquiryId)}`, 'unknownId')];
}
