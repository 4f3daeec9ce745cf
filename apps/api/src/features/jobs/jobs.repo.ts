import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Principal } from '../../lib/app-env.ts';
import { readableFiles } from './downloads.model.ts';

/**
 * The SQL of the job, notification and Downloads routes beside the own-rows lists, one function per
 * question; every statement names the caller, so none reaches another user's rows.
 */

/** True when the run is the caller's. */
export async function isOwnRun(db: Kysely<Database>, runId: number, userId: number): Promise<boolean> {
  const run = await db
    .selectFrom('job_run')
    .select('id')
    .where('id', '=', runId)
    .where('requested_by', '=', userId)
    .executeTakeFirst();
  return run !== undefined;
}

/** Marks every unread notification of the user read. */
export async function markAllRead(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('notification')
    .set({ read_at: new Date() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}

/** Marks one of the user's notifications read (an earlier read time stays); false when not theirs. */
export async function markRead(db: Kysely<Database>, id: number, userId: number): Promise<boolean> {
  const row = await db
    .updateTable('notification')
    .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(new Date())) }))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface ReadableFile {
  name: string;
  content_type: string;
  size: string | number;
  sha256: string;
}

/** A file the caller may read (Downloads' rule), or undefined. */
export async function readableFile(
  db: Kysely<Database>,
  principal: Principal,
  id: number,
): Promise<ReadableFile | undefined> {
  const { rows } = await sql<ReadableFile>`
    select f.name, f.content_type, f.size, f.sha256 from (${readableFiles(principal)}) f where f.id = ${id}`.execute(
    db,
  );
  return rows[0];
}

/** Counts one more download of the file. */
export async function countDownload(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('stored_file')
    .set((eb) => ({ download_count: eb('download_count', '+', 1) }))
    .where('id', '=', id)
    .execute();
}
