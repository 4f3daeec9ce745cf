// A server process for job-crash.test.ts: it opens the embedded store in a folder, runs the job engine
// with one slow job that writes its file as it goes, and reports on stdout. Started with `first` it
// queues a run (and is killed with SIGKILL half way); started with `resume` it only starts the engine,
// which must take the dead run up again and finish it.
import { createHash } from 'node:crypto';
import { createLogger } from '../../src/lib/logger.ts';
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { databaseFileStore } from '../../src/jobs/file-store.ts';
import { startJobEngine } from '../../src/jobs/job-engine.ts';
import { LiveEvents } from '../../src/jobs/live-events.ts';

const [dataDir, mode] = process.argv.slice(2) as [string, 'first' | 'resume'];
const CHUNKS = 40;
const say = (message: object) => process.stdout.write(`${JSON.stringify(message)}\n`);

/** Chunk `i` of the file: the same bytes on every run. */
export const chunkText = (i: number) => `${i},${'x'.repeat(2000)},${(i * 7919) % 104729}\r\n`;

const database = await openDatabase({ pgliteDir: dataDir, statementTimeoutMs: 10_000 });
if (mode === 'first') {
  await migrateToLatest(database.db);
  await database.db
    .insertInto('app_user')
    .values({
      first_name: 'Crash',
      last_name: 'Test',
      email: 'crash@example.com',
      is_active: true,
      config: '{}',
    })
    .execute();
}
const jobs = await startJobEngine({
  database,
  logger: createLogger('silent'),
  files: databaseFileStore(database.db),
  events: new LiveEvents(),
  heartbeatMs: 200,
  staleAfterMs: 1000,
  pollSeconds: 0.5,
});
jobs.define<Record<string, never>>({
  type: 'test-slow-file',
  cancellable: false,
  async run(context) {
    const file = await context.saveFile(
      { name: 'slow.csv', contentType: 'text/csv', menu: null },
      (async function* () {
        for (let i = 0; i < CHUNKS; i += 1) {
          await context.progress(i, CHUNKS, 'Writing');
          if (i === CHUNKS / 2) say({ half: true, attempt: context.attempt });
          await new Promise((resolve) => setTimeout(resolve, 50));
          yield new TextEncoder().encode(chunkText(i));
        }
      })(),
    );
    return { fileId: file.id };
  },
});
if (mode === 'first') {
  const user = await database.db.selectFrom('app_user').select('id').executeTakeFirstOrThrow();
  const run = await jobs.start({
    type: 'test-slow-file',
    module: null,
    title: 'Slow file',
    params: {},
    requestedBy: user.id,
    actorId: user.id,
  });
  say({ runId: run.id });
} else {
  const run = await database.db.selectFrom('job_run').select('id').executeTakeFirstOrThrow();
  const status = await jobs.finished(run.id, 60_000);
  const row = await database.db
    .selectFrom('job_run')
    .leftJoin('stored_file', 'stored_file.id', 'job_run.file_id')
    .select(['job_run.status', 'job_run.attempts', 'stored_file.sha256'])
    .where('job_run.id', '=', run.id)
    .executeTakeFirstOrThrow();
  const files = await database.db.selectFrom('stored_file').select(['id', 'complete']).execute();
  const expected = createHash('sha256');
  for (let i = 0; i < CHUNKS; i += 1) expected.update(chunkText(i));
  say({ ...row, status, expected: expected.digest('hex'), files });
  await jobs.stop();
  await database.close();
  process.exit(0);
}
