import type { Kysely } from 'kysely';

// Issue 20: the Salesforce sync runs on the job engine. Its history row names the job run that does the
// work, so a second request joins the running sync and waits for that job.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('salesforce_sync_run')
    .addColumn('job_run_id', 'integer', (col) => col.references('job_run.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('salesforce_sync_run').dropColumn('job_run_id').execute();
}
