import { jsonBody, userIdOf, ADMIN_EMAIL, type TestApp } from '../../support/test-app.ts';
import { all, walkRoutes, type RouteCase } from './route-walk.ts';

// Jobs, Downloads and notifications belong to their user, not to a module: every signed-in user has
// their own lists, nobody else's run, file or notification is there for them (404, as if missing), and
// no sign-in is no access.
const admins = (ok: number) => all(404, { admin: ok });
const records = { run: 0, file: 0, notification: 0 };

async function prepare(t: TestApp): Promise<void> {
  t.jobs.define<Record<string, never>>({
    type: 'walk-file',
    cancellable: true,
    async run(context) {
      const file = await context.saveFile(
        { name: 'walk.csv', contentType: 'text/csv', menu: null },
        (async function* () {
          yield new TextEncoder().encode('a,b\r\n');
        })(),
      );
      return { fileId: file.id };
    },
  });
  const adminId = await userIdOf(t, ADMIN_EMAIL);
  const run = await t.jobs.start({
    type: 'walk-file',
    module: null,
    title: 'Walk file',
    params: {},
    requestedBy: adminId,
    actorId: adminId,
  });
  await t.jobs.finished(run.id, 30_000);
  const row = await t.database.db
    .selectFrom('job_run')
    .innerJoin('notification', 'notification.job_run_id', 'job_run.id')
    .select(['job_run.id', 'job_run.file_id', 'notification.id as notification'])
    .where('job_run.id', '=', run.id)
    .executeTakeFirstOrThrow();
  Object.assign(records, { run: row.id, file: row.file_id, notification: row.notification });
}

const ROUTES: RouteCase[] = [
  { name: 'list my job runs', request: () => ['/api/job-runs'], expect: all(200) },
  { name: 'count my job runs', request: () => ['/api/job-runs/count'], expect: all(200) },
  {
    name: "read the administrator's run",
    request: () => [`/api/job-runs/${records.run}`],
    expect: admins(200),
  },
  {
    name: "cancel the administrator's finished run",
    request: () => [`/api/job-runs/${records.run}/cancel`, jsonBody('POST', {})],
    expect: admins(409),
  },
  { name: 'list the files I may read', request: () => ['/api/downloads'], expect: all(200) },
  { name: 'count the files I may read', request: () => ['/api/downloads/count'], expect: all(200) },
  {
    name: "download the administrator's own file",
    request: () => [`/api/downloads/${records.file}/file`],
    expect: admins(200),
  },
  { name: 'list my notifications', request: () => ['/api/notifications'], expect: all(200) },
  { name: 'count my notifications', request: () => ['/api/notifications/count'], expect: all(200) },
  {
    name: "mark the administrator's notification read",
    request: () => [`/api/notifications/${records.notification}/read`, jsonBody('POST', {})],
    expect: admins(204),
  },
  {
    name: 'mark all my notifications read',
    request: () => ['/api/notifications/read-all', jsonBody('POST', {})],
    expect: all(204),
  },
];

walkRoutes(ROUTES, prepare);
