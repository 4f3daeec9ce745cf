import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Users with their role's name, as a session names them: sign-in narrows it by e-mail (and reads the
 * password hash and state it checks), a new session by id.
 */
export const sessionUsers = (db: Kysely<Database>) =>
  db
    .selectFrom('app_user as u')
    .leftJoin('app_role as r', 'r.id', 'u.role_id')
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.role_id',
      'u.token_version',
      'r.name as role_name',
    ]);
