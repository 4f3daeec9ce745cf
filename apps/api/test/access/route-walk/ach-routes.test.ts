import { sql } from 'kysely';
import { ADMIN_EMAIL, jsonBody, q, signIn, type TestApp } from '../../support/test-app.ts';
import { earliestNow, mandateBody } from '../../ach/ach-support.ts';
import { adminOnly, all, walkRoutes, type RouteCase } from './route-walk.ts';

// Issue 24: the "ACH batches" routes (mandates, batches, build, file preview, entries) walked as every
// account. Of the walk's accounts the Admin holds ACH view, create and download and the Auditor view and
// download: the Auditor reads, only the Admin writes; the others, an expired or switched-off role among
// them, are refused, and no sign-in is 401.
const readers = (ok: number) => all(403, { admin: ok, auditor: ok });

const records = { contract: 0, mandate: 0, batch: 0, heldEntry: 0, removedEntry: 0 };

async function prepare(t: TestApp): Promise<void> {
  const db = t.database.db;
  const { rows } = await sql<{ id: number }>`select i.contract_id as id from invoice i
    where i.balance > 0 and i.status not in ('DRAFT', 'VOID') and i.due_date <= '2026-12-31'
    group by i.contract_id having count(*) >= 2 order by i.contract_id limit 3`.execute(db);
  const [debited, revoked, fresh] = rows.map((row) => Number(row.id));
  records.contract = fresh!;
  await sql`update contract set billing_method = 'ACH' where id = ${debited!}`.execute(db);
  const admin = await signIn(t.request, ADMIN_EMAIL);
  const create = async (contractId: number) =>
    (await t.json('/api/ach-mandates', jsonBody('POST', mandateBody(contractId), admin))).body as {
      id: number;
    };
  const live = await create(debited!);
  await db.updateTable('ach_mandate').set({ prenote_status: 'WAIVED' }).where('id', '=', live.id).execute();
  records.mandate = (await create(revoked!)).id;
  const started = await t.json(
    '/api/ach-batches/build',
    jsonBody('POST', { effectiveDate: earliestNow(), dueThrough: '2026-12-31' }, admin),
  );
  await t.jobs.finished(started.body.jobRun.id, 60_000);
  const entries = await sql<{ id: number; batch_id: number }>`select id, batch_id from ach_entry
    where mandate_id = ${live.id} order by id`.execute(db);
  records.batch = Number(entries.rows[0]!.batch_id);
  records.heldEntry = Number(entries.rows[0]!.id);
  records.removedEntry = Number(entries.rows[1]!.id);
}

const page = q({ limit: 5 });
const ROUTES: RouteCase[] = [
  {
    name: 'build ACH batches',
    request: () => ['/api/ach-batches/build', jsonBody('POST', { effectiveDate: earliestNow() })],
    expect: adminOnly(202),
  },
  { name: 'list mandates', request: () => [`/api/ach-mandates?filter=${page}`], expect: readers(200) },
  { name: 'count mandates', request: () => ['/api/ach-mandates/count'], expect: readers(200) },
  { name: 'read a mandate', request: () => [`/api/ach-mandates/${records.mandate}`], expect: readers(200) },
  {
    name: 'add a mandate',
    request: () => ['/api/ach-mandates', jsonBody('POST', mandateBody(records.contract))],
    expect: adminOnly(201),
  },
  {
    name: 'revoke a mandate',
    request: () => [
      `/api/ach-mandates/${records.mandate}/revoke`,
      jsonBody('POST', { reason: 'Walk revokes' }),
    ],
    expect: adminOnly(200),
  },
  { name: 'list batches', request: () => [`/api/ach-batches?filter=${page}`], expect: readers(200) },
  { name: 'count batches', request: () => ['/api/ach-batches/count'], expect: readers(200) },
  { name: 'read a batch', request: () => [`/api/ach-batches/${records.batch}`], expect: readers(200) },
  {
    name: "preview a batch's file",
    request: () => [`/api/ach-batches/${records.batch}/file-preview`],
    expect: readers(200),
  },
  {
    name: "list a batch's entries",
    request: () => [`/api/ach-batches/${records.batch}/entries?filter=${page}`],
    expect: readers(200),
  },
  {
    name: "count a batch's entries",
    request: () => [`/api/ach-batches/${records.batch}/entries/count`],
    expect: readers(200),
  },
  { name: 'list entries', request: () => [`/api/ach-entries?filter=${page}`], expect: readers(200) },
  { name: 'read an entry', request: () => [`/api/ach-entries/${records.heldEntry}`], expect: readers(200) },
  {
    name: 'hold an entry',
    request: () => [
      `/api/ach-entries/${records.heldEntry}`,
      jsonBody('PATCH', { status: 'HELD', holdReason: 'Walk holds' }),
    ],
    expect: adminOnly(200),
  },
  {
    name: 'remove an entry',
    request: () => [`/api/ach-entries/${records.removedEntry}`, { method: 'DELETE' }],
    expect: adminOnly(204),
  },
];

walkRoutes(ROUTES, prepare);
