import type { CreditApplicationEvent } from '@lendline/wire';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { entityNotFound } from '../../lib/http-error.ts';

/**
 * The SQL of the credit application routes beside the filter engine's, one function per question, so the
 * handlers read as what they answer. The masked detail is credit-application-detail.ts.
 */

/** 404 as the generic routes say it, when no application has this id. */
export async function mustExist(db: Kysely<Database>, id: number): Promise<void> {
  const found = await db
    .selectFrom('credit_application')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) throw entityNotFound('CreditApplication', id);
}

const eventsOf = (db: Kysely<Database>, applicationId: number) =>
  db
    .selectFrom('credit_application_event as e')
    .leftJoin('app_user as u', 'u.id', 'e.actor_id')
    .select([
      'e.id',
      'e.application_id as applicationId',
      'e.at',
      'e.actor_id as actorId',
      'u.first_name',
      'u.last_name',
      'e.kind',
      'e.from_status as fromStatus',
      'e.to_status as toStatus',
      'e.note',
    ])
    .where('e.application_id', '=', applicationId)
    .orderBy('e.at', 'desc')
    .orderBy('e.id', 'desc');

// The kind's check constraint (migration 0007) admits only the wire's kinds; statuses come from the
// status field, which only takes the workflow's.
const eventJson = ({ first_name, last_name, at, ...event }: Record<string, any>): CreditApplicationEvent =>
  ({
    ...event,
    at: new Date(at).toISOString(),
    actorName: first_name === null || first_name === undefined ? null : `${first_name} ${last_name}`,
  }) as CreditApplicationEvent;

/** The application's status changes and notes, newest first, with their authors' names. */
export async function applicationEvents(
  db: Kysely<Database>,
  applicationId: number,
): Promise<CreditApplicationEvent[]> {
  return (await eventsOf(db, applicationId).execute()).map(eventJson);
}

/** One event as the history lists it. */
export async function applicationEvent(
  db: Kysely<Database>,
  applicationId: number,
  eventId: number,
): Promise<CreditApplicationEvent> {
  return eventJson(await eventsOf(db, applicationId).where('e.id', '=', eventId).executeTakeFirstOrThrow());
}

/** Stores a staff note in the write's transaction; answers its id. */
export async function insertNote(
  trx: Transaction<any>,
  note: { applicationId: number; actorId: number | null; text: string },
): Promise<number> {
  const row = await trx
    .insertInto('credit_application_event')
    .values({ application_id: note.applicationId, actor_id: note.actorId, kind: 'note', note: note.text })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id as number;
}
