import { api } from '../../../lib/api.ts';
import { userRecord, type UserRecord as CreatedUser } from '@lendline/wire';
import { USERS } from './users-resource.ts';

/** What the add and update forms send. */
export interface UserInput {
  firstName: string;
  lastName: string;
  email: string;
  roleId: number;
  isActive: boolean;
}

/** `POST /rgnts-apps-users`; the server e-mails the new user an invitation with an activation code. */
export function createUser(input: UserInput): Promise<CreatedUser> {
  return api.create(USERS, { ...input }, { schema: userRecord });
}

/**
 * `PATCH /rgnts-apps-users/{id}` with only the fields that changed: a new active flag or role ends that
 * user's sessions, and the server refuses some fields in some situations (your own role, an e-mail
 * while logged in as someone else) even when unchanged.
 */
export function updateUser(userId: number, changes: Partial<UserInput>): Promise<void> {
  return api.patch(USERS, userId, changes);
}
