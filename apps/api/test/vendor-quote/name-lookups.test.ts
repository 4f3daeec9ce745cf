import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activateWithDemoPassword,
  ADMIN_EMAIL,
  asUser,
  createTestApp,
  jsonBody,
  q,
  signIn,
  userIdOf,
  type TestApp,
} from '../support/test-app.ts';
import { insertInquiry, VENDOR_MANAGER_EMAIL } from './vendor-quote-fixtures.ts';

// Roles that may read one Vendor Quote menu and nothing else: no Setup › Users, no Vendors, no Setup.
const ONLY = {
  inquiries: { loanCalculator: { Inquiries: { view: true } } },
  vendors: { loanCalculator: { Vendors: { view: true } } },
};

let t: TestApp;
let admin: string;
let manager: string;
const tokens = {} as Record<keyof typeof ONLY, string>;

async function userWithRole(name: string, permissions: object): Promise<string> {
  const role = await t.json(
    '/api/rgnts-apps-roles',
    jsonBody('POST', { name: `${name} ${Math.random()}`, permissions: JSON.stringify(permissions) }, admin),
  );
  const email = `${name.toLowerCase().replace(/\W/g, '.')}.${Math.random()}@example.com`;
  const user = await t.json(
    '/api/rgnts-apps-users',
    jsonBody('POST', { firstName: name, lastName: 'Reader', email, roleId: role.body.id }, admin),
  );
  await activateWithDemoPassword(t, user.body.id);
  return signIn(t.request, email);
}

/** A staff user straight in the table, active or not, with a name and an e-mail to look for. */
async function staffUser(firstName: string, isActive: boolean): Promise<number> {
  const { id } = await t.database.db
    .insertInto('app_user')
    .values({
      first_name: firstName,
      last_name: 'Lookup',
      email: `${firstName.toLowerCase()}.${Math.random()}@example.com`,
      is_active: isActive,
      config: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.request, ADMIN_EMAIL);
  manager = await signIn(t.request, VENDOR_MANAGER_EMAIL);
  tokens.inquiries = await userWithRole('Inquiry', ONLY.inquiries);
  tokens.vendors = await userWithRole('Vendor', ONLY.vendors);
});
afterAll(() => t.close());

const get = (path: string, token: string) => t.json(path, asUser(token));
const keysOf = (rows: object[]) => [...new Set(rows.flatMap((row) => Object.keys(row)))].sort();

describe('names behind other rights', () => {
  it('lets a role with only Inquiries › view list the active staff as id and name, and nothing more', async () => {
    expect((await get('/api/rgnts-apps-users?filter=' + q({ limit: 1 }), tokens.inquiries)).status).toBe(403);
    const { status, body } = await get('/api/inquiries/sales-reps', tokens.inquiries);
    expect(status).toBe(200);
    expect(keysOf(body)).toEqual(['id', 'name']);
    const active = await t.database.db
      .selectFrom('app_user')
      .select(['id', 'first_name', 'last_name'])
      .where('is_active', '=', true)
      .execute();
    expect(body).toHaveLength(active.length);
    expect(body).toContainEqual({ id: await userIdOf(t, VENDOR_MANAGER_EMAIL), name: 'Jordan Brooks' });
    expect(JSON.stringify(body)).not.toContain('@');
    const names = body.map((rep: { name: string }) => rep.name.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
  });

  it('names the rep, vendor, program, promo and actors of inquiries, and no record inquiries do not refer to', async () => {
    const departed = await staffUser('Departed', false);
    const stranger = await staffUser('Stranger', false);
    const actor = await staffUser('Actor', false);
    const [program] = await t.database.db.selectFrom('rate_program').select(['id', 'name']).execute();
    const [promo] = await t.database.db.selectFrom('promo').select(['id', 'name']).orderBy('id').execute();
    const inquiryId = await insertInquiry(t.database.db, {
      assigned_rep_id: departed,
      program_id: program!.id,
      promo_id: promo!.id,
    });
    await t.database.db
      .insertInto('inquiry_event')
      .values({ inquiry_id: inquiryId, actor_id: actor, kind: 'note', note: 'Called' })
      .execute();
    const inquiry = (await get(`/api/inquiries/${inquiryId}`, tokens.inquiries)).body;
    const vendorName = (
      await t.database.db
        .selectFrom('vendor')
        .select('name')
        .where('id', '=', inquiry.vendorId)
        .executeTakeFirstOrThrow()
    ).name;
    const quiet = await t.database.db
      .insertInto('vendor')
      .values({ name: `No Inquiries ${Math.random()}` })
      .returning('id')
      .executeTakeFirstOrThrow();

    const query = new URLSearchParams({
      users: [stranger, departed, actor].join(','),
      vendors: `${inquiry.vendorId},${quiet.id}`,
      programs: String(program!.id),
      promos: String(promo!.id),
    });
    const { status, body } = await get(`/api/inquiries/names?${query}`, tokens.inquiries);
    expect(status).toBe(200);
    expect(body).toEqual({
      users: [
        { id: departed, name: 'Departed Lookup' },
        { id: actor, name: 'Actor Lookup' },
      ],
      vendors: [{ id: inquiry.vendorId, name: vendorName }],
      programs: [{ id: program!.id, name: program!.name }],
      promos: [{ id: promo!.id, name: promo!.name }],
    });
    // The same role still may not read those resources themselves.
    expect((await get(`/api/vendors/${inquiry.vendorId}`, tokens.inquiries)).status).toBe(403);
    expect((await get(`/api/rate-programs/${program!.id}`, tokens.inquiries)).status).toBe(403);
  });

  it('answers every kind it knows, empty when not asked', async () => {
    const { body } = await get('/api/inquiries/names', tokens.inquiries);
    expect(body).toEqual({ users: [], vendors: [], programs: [], promos: [] });
  });

  it.each([
    ['a word', 'users=abc'],
    ['a zero', 'users=0'],
    ['a leading zero', 'users=01'],
    ['an id past the integer range', 'users=2147483648'],
    ['an empty entry', 'users=1,,2'],
    ['a kind it does not know', 'roles=1'],
    ['an e-mail column', 'email=1'],
    ['more than 200 ids', `users=${Array.from({ length: 201 }, (_, index) => index + 1).join(',')}`],
  ])('refuses %s with 400', async (_case, query) => {
    const { status, body } = await get(`/api/inquiries/names?${query}`, tokens.inquiries);
    expect(status).toBe(400);
    expect(body.error.code).toBe('INVALID_PARAMETER_VALUE');
  });

  it('lets a role with only Vendors › view name the sales reps, and nothing of inquiries', async () => {
    const rep = await staffUser('Former', false);
    const vendor = await t.database.db
      .insertInto('vendor')
      .values({ name: `Rep Test ${Math.random()}`, sales_rep_id: rep })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stranger = await staffUser('Nobody', false);
    const names = await get(`/api/vendors/names?users=${rep},${stranger}`, tokens.vendors);
    expect(names).toEqual({ status: 200, body: { users: [{ id: rep, name: 'Former Lookup' }] } });
    expect((await get(`/api/vendors/names?vendors=${vendor.id}`, tokens.vendors)).status).toBe(400);
    const reps = await get('/api/vendors/sales-reps', tokens.vendors);
    expect(reps.status).toBe(200);
    expect(keysOf(reps.body)).toEqual(['id', 'name']);
    expect(reps.body.map((entry: { id: number }) => entry.id)).not.toContain(rep);
    expect((await get('/api/inquiries/sales-reps', tokens.vendors)).status).toBe(403);
    expect((await get('/api/inquiries/names?users=1', tokens.vendors)).status).toBe(403);
    expect((await get('/api/vendors/sales-reps', tokens.inquiries)).status).toBe(403);
  });

  it('answers nobody without a session', async () => {
    const response = await t.request('/api/inquiries/sales-reps');
    expect(response.status).toBe(401);
  });
});

describe('reassigning an inquiry', () => {
  const history = async (id: number) =>
    (
      await get(
        `/api/inquiry-events?filter=${q({ where: { inquiryId: id, kind: 'assignment' }, order: 'id' })}`,
        tokens.inquiries,
      )
    ).body.map((event: { note: string | null; actorId: number }) => [event.note, event.actorId]);

  it('records "Reassigned to" with the new rep\'s name as an event of the caller, and unassigning too', async () => {
    const id = await insertInquiry(t.database.db);
    const managerId = await userIdOf(t, VENDOR_MANAGER_EMAIL);
    const rep = await staffUser('Riley', true);
    const patch = (body: object) => t.request(`/api/inquiries/${id}`, jsonBody('PATCH', body, manager));
    expect((await patch({ assignedRepId: rep })).status).toBe(204);
    expect((await patch({ assignedRepId: rep, status: 'Contacted' })).status).toBe(204);
    expect((await patch({ assignedRepId: null })).status).toBe(204);
    expect(await history(id)).toEqual([
      ['Riley Lookup', managerId],
      [null, managerId],
    ]);
    const names = await get(`/api/inquiries/names?users=${managerId}`, tokens.inquiries);
    expect(names.body.users).toEqual([{ id: managerId, name: 'Jordan Brooks' }]);
  });

  it('takes only an active staff user as the new rep, but keeps one who has left since', async () => {
    const departed = await staffUser('Gone', false);
    const id = await insertInquiry(t.database.db, { assigned_rep_id: departed });
    const refused = await t.json(
      `/api/inquiries/${id}`,
      jsonBody('PATCH', { assignedRepId: await staffUser('Inactive', false) }, manager),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.details).toEqual([
      expect.objectContaining({
        path: '/assignedRepId',
        message: 'Assigned rep must be an active staff user',
      }),
    ]);
    const missing = await t.json(
      `/api/inquiries/${id}`,
      jsonBody('PATCH', { assignedRepId: 999_999 }, manager),
    );
    expect(missing.status).toBe(422);
    const kept = await t.request(
      `/api/inquiries/${id}`,
      jsonBody('PATCH', { status: 'Contacted', assignedRepId: departed }, manager),
    );
    expect(kept.status).toBe(204);
    expect(await history(id)).toEqual([]);
  });

  it('needs Inquiries › create: a reader is refused and nothing is recorded', async () => {
    const id = await insertInquiry(t.database.db);
    const reps = (await get('/api/inquiries/sales-reps', tokens.inquiries)).body;
    const refused = await t.request(
      `/api/inquiries/${id}`,
      jsonBody('PATCH', { assignedRepId: reps[0].id }, tokens.inquiries),
    );
    expect(refused.status).toBe(403);
    expect(await history(id)).toEqual([]);
  });

  it("takes only an active staff user as a vendor's sales rep", async () => {
    const { status, body } = await t.json(
      '/api/vendors',
      jsonBody(
        'POST',
        { name: `Dealer ${Math.random()}`, salesRepId: await staffUser('Left', false) },
        admin,
      ),
    );
    expect(status).toBe(422);
    expect(body.error.details[0]).toMatchObject({
      path: '/salesRepId',
      message: 'Sales rep must be an active staff user',
    });
  });
});
