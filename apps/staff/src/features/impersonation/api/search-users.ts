import type { Filter } from '@lendline/filter';
import { userRecord } from '@lendline/wire';
import * as v from 'valibot';
import { api } from '../../../lib/api.ts';

/** A user "Login as" may pick: the fields the search asks for of `@lendline/wire`'s User. */
const pickableUser = v.pick(userRecord, ['id', 'firstName', 'lastName', 'email']);
export type PickableUser = v.InferOutput<typeof pickableUser>;

const RESULT_LIMIT = 20;

// LIKE treats % and _ as wildcards; the server's patterns escape with a backslash.
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The server-side search behind "Login as" (spec §5): active, verified users other than yourself whose
 * first name, last name or e-mail contains the text, by last name, at most 20 at a time.
 *
 * @example userSearchFilter('her', 7).where // { and: [{ isActive: true }, ..., { or: [{ firstName: { ilike: '%her%' } }, ...] }] }
 */
export function userSearchFilter(
  text: string,
  selfId: number,
): Filter<PickableUser & { isActive: boolean; emailVerified: boolean }> {
  const pattern = `%${likeLiteral(text.trim())}%`;
  return {
    where: {
      and: [
        { isActive: true },
        { emailVerified: true },
        { id: { neq: selfId } },
        {
          or: [
            { firstName: { ilike: pattern } },
            { lastName: { ilike: pattern } },
            { email: { ilike: pattern } },
          ],
        },
      ],
    },
    fields: ['id', 'firstName', 'lastName', 'email'],
    limit: RESULT_LIMIT,
    order: 'lastName ASC',
  };
}

/** `GET /rgnts-apps-users?filter=...`; needs Setup Module › Users › view. */
export function searchUsers(text: string, selfId: number): Promise<PickableUser[]> {
  return api.list('rgnts-apps-users', userSearchFilter(text, selfId) as Filter, { schema: pickableUser });
}
