import type { ValidationDetail } from '../../../resources/body-schema.ts';
import type { WriteContext } from '../../../resources/define-resource.ts';
import { detail } from '../rule-details.ts';

/**
 * A staff user chosen on a write (an inquiry's rep, a vendor's sales rep) must be active. One kept from
 * before may have left since: saving another change does not force a new choice.
 */
export const activeStaffMember =
  (field: string, label: string) =>
  async (record: Record<string, unknown>, { trx, before }: WriteContext): Promise<ValidationDetail[]> => {
    const id = record[field];
    if (typeof id !== 'number' || id === before?.[field]) return [];
    const found = await trx
      .selectFrom('app_user')
      .select('id')
      .where('id', '=', id)
      .where('is_active', '=', true)
      .executeTakeFirst();
    return found ? [] : [detail(`/${field}`, `${label} must be an active staff user`, 'unknownId')];
  };
