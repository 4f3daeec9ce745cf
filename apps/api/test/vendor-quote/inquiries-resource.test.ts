import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonBody, q, signIn, userIdOf, type TestApp } from '../support/test-app.ts';
import { insertInquiry, VENDOR_MANAGER_EMAIL } from './vendor-quote-fixtures.ts';

let t: TestApp;
let managerId: number;
beforeAll(async () => {
  t = await createTestApp({ signInAs: VENDOR_MANAGER_EMAIL });
  managerId = await userIdOf(t, VENDOR_MANAGER_EMAIL);
});
afterAll(() => t.close());

const INQUIRIES = '/api/inquiries';

const history = async (id: number) =>
  (
    await t.json(
      `/api/inquiry-events?filter=${q({ where: { inquiryId: id }, order: 'id', fields: ['kind', 'fromStatus', 'toStatus', 'actorId', 'note'] })}`,
    )
  ).body;

describe('/inquiries', () => {
  it('lists inquiries with their vendor and history through include', async () => {
    const filter = {
      where: { status: 'Funded' },
      order: 'createdAt DESC',
      limit: 3,
      include: ['vendor', { relation: 'events', scope: { order: 'at' } }],
    };
    const { status, body } = await t.json(`${INQUIRIES}?filter=${q(filter)}`);
    expect(status).toBe(200);
    expect(body).toHaveLength(3);
    for (const inquiry of body) {
      expect(inquiry.vendor.id).toBe(inquiry.vendorId);
      expect(inquiry.events.filter((e: any) => e.kind === 'status').at(-1).toStatus).toBe('Funded');
      expect(typeof inquiry.equipmentCost).toBe('number');
      expect(inquiry.quote.payment).toBe(inquiry.quotedPayment);
    }
  });

  it('writes a status event with the caller as actor on every status change, and none when it stays', async () => {
    const id = await insertInquiry(t.database.db);
    const before = (await t.json(`${INQUIRIES}/${id}`)).body;
    expect((await t.request(`${INQUIRIES}/${id}`, jsonBody('PATCH', { status: 'Contacted' }))).status).toBe(
      204,
    );
    expect((await t.request(`${INQUIRIES}/${id}`, jsonBody('PATCH', { status: 'Contacted' }))).status).toBe(
      204,
    );
    expect(
      (await t.request(`${INQUIRIES}/${id}`, jsonBody('PATCH', { assignedRepId: managerId }))).status,
    ).toBe(204);
    expect(
      (await t.request(`${INQUIRIES}/${id}`, jsonBody('PATCH', { status: 'Application submitted' }))).status,
    ).toBe(204);
    expect(await history(id)).toEqual([
      { kind: 'status', fromStatus: 'New', toStatus: 'Contacted', actorId: managerId, note: null },
      { kind: 'assignment', fromStatus: null, toStatus: null, actorId: managerId, note: 'Jordan Brooks' },
      {
        kind: 'status',
        fromStatus: 'Contacted',
        toStatus: 'Application submitted',
        actorId: managerId,
        note: null,
      },
    ]);
    const after = (await t.json(`${INQUIRIES}/${id}`)).body;
    expect(after).toMatchObject({ status: 'Application submitted', assignedRepId: managerId });
    expect(after.updatedAt > before.updatedAt).toBe(true);
  });

  it('records the actor of the session, not one named in the body', async () => {
    const id = await insertInquiry(t.database.db);
    const spoof = await t.json(`${INQUIRIES}/${id}`, jsonBody('PATCH', { status: 'Lost', actorId: 1 }));
    expect(spoof.status).toBe(422);
    const admin = await signIn(t.request, 'avery.collins@example.com');
    await t.request(`${INQUIRIES}/${id}`, jsonBody('PATCH', { status: 'Lost' }, admin));
    expect((await history(id)).map((e: any) => e.actorId)).toEqual([1]);
  });

  it('keeps the status and its event together: when the event cannot be written, the status stays', async () => {
    const id = await insertInquiry(t.database.db);
    await sql`CREATE FUNCTION refuse_inquiry_event() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'history unavailable'; END $$ LANGUAGE plpgsql`.execute(
      t.database.db,
    );
    await sql`CREATE TRIGGER refuse_inquiry_event BEFORE INSERT ON inquiry_event FOR EACH ROW EXECUTE FUNCTION refuse_inquiry_event()`.execute(
      t.database.db,
    );
    try {
      const failed = await t.json(`${INQUIRIES}/${id}`, jsonBody('PATCH', { status: 'Approved' }));
      expect(failed.status).toBe(500);
    } finally {
      await sql`DROP TRIGGER refuse_inquiry_event ON inquiry_event`.execute(t.database.db);
      await sql`DROP FUNCTION refuse_inquiry_event()`.execute(t.database.db);
    }
    expect((await t.json(`${INQUIRIES}/${id}`)).body.status).toBe('New');
  });

  it('takes only the seven contract statuses, and nothing the widget wrote', async () => {
    const id = await insertInquiry(t.database.db);
    const bad = await t.json(`${INQUIRIES}/${id}`, jsonBody('PATCH', { status: 'Declined' }));
    expect(bad.status).toBe(422);
    expect(bad.body.error.details).toEqual([
      expect.objectContaining({
        path: '/status',
        code: 'enum',
        message:
          'Status must be one of: New, Contacted, Application submitted, Approved, Funded, Lost, Duplicate',
      }),
    ]);
    for (const field of ['email', 'quotedPayment', 'quote', 'vendorId', 'createdAt', 'salesforceLeadId']) {
      const response = await t.json(`${INQUIRIES}/${id}`, jsonBody('PATCH', { [field]: null }));
      expect(response.status, field).toBe(422);
    }
  });

  it('is created by the widget API only and never deleted', async () => {
    expect((await t.request(INQUIRIES, jsonBody('POST', { customerName: 'X' }))).status).toBe(404);
    expect((await t.request(`${INQUIRIES}/1`, { method: 'DELETE' })).status).toBe(404);
  });

  it('audits a status change with before and after', async () => {
    const id = await insertInquiry(t.database.db);
    await t.request(`${INQUIRIES}/${id}`, jsonBody('PATCH', { status: 'Duplicate' }));
    const audit = await t.database.db
      .selectFrom('audit_event')
      .select(['actor_id', 'before', 'after'])
      .where('entity', '=', 'Inquiry')
      .where('entity_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(managerId);
    expect([(audit.before as any).status, (audit.after as any).status]).toEqual(['New', 'Duplicate']);
  });
});
