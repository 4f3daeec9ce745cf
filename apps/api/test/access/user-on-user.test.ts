import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activateWithDemoPassword,
  ADMIN_EMAIL,
  asUser,
  createTestApp,
  DEMO_PASSWORD,
  jsonBody,
  q,
  signIn,
  type TestApp,
} from '../support/test-app.ts';

// Issue 18: a role holding only Setup › Users › create could take over a second administrator (change
// the address, ask for a reset, read the link in the outbox, sign in with full rights). Each step of
// that sequence, refused to the lesser administrator and allowed to a peer.

let t: TestApp;
let adminToken: string;
let userAdminToken: string;
let userAdminId: number;
let secondAdmin: { id: number; email: string };
const ATTACKER = 'attacker@example.com';

const USER_ADMIN_RIGHTS = { setupModule: { Users: { view: true, create: true } } };

async function createUser(body: Record<string, unknown>): Promise<{ id: number; email: string }> {
  const { status, body: user } = await t.json('/api/rgnts-apps-users', {
    ...asUser(adminToken, jsonBody('POST', body)),
  });
  expect(status).toBe(200);
  return user;
}

const roleId = async (name: string) =>
  (await t.database.db.selectFrom('app_role').select('id').where('name', '=', name).executeTakeFirstOrThrow())
    .id;

const refusals = (entityId: number) =>
  t.database.db
    .selectFrom('audit_event')
    .select(['action', 'actor_id', 'after'])
    .where('action', '=', 'access-refused')
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();

const mailTo = (recipient: string, kind: string, token: string) =>
  t.json(`/api/mail-outbox?filter=${q({ where: { recipient, kind }, order: 'id DESC' })}`, asUser(token));

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signIn(t.request, ADMIN_EMAIL);
  const { body: role } = await t.json(
    '/api/rgnts-apps-roles',
    asUser(
      adminToken,
      jsonBody('POST', { name: 'User Administrator', permissions: JSON.stringify(USER_ADMIN_RIGHTS) }),
    ),
  );
  const userAdmin = await createUser({
    firstName: 'Uma',
    lastName: 'Admin',
    email: 'uma.admin@example.com',
    roleId: role.id,
  });
  userAdminId = userAdmin.id;
  await activateWithDemoPassword(t, userAdmin.id);
  userAdminToken = await signIn(t.request, userAdmin.email);
  const created = await createUser({
    firstName: 'Second',
    lastName: 'Admin',
    email: 'second.admin@example.com',
    roleId: await roleId('Admin'),
  });
  await activateWithDemoPassword(t, created.id);
  secondAdmin = { id: created.id, email: created.email };
});
afterAll(() => t.close());

describe('a user administrator against an administrator (who outranks them)', () => {
  it.each([
    ['change the e-mail', { email: ATTACKER }],
    ['deactivate', { isActive: false }],
    ['rename', { lastName: 'Renamed' }],
    ['reset the role', { roleId: null }],
  ])('may not %s, and the attempt is audited', async (_what, change) => {
    const before = await refusals(secondAdmin.id);
    const { status, body } = await t.json(
      `/api/rgnts-apps-users/${secondAdmin.id}`,
      asUser(userAdminToken, jsonBody('PATCH', change)),
    );
    expect(status).toBe(403);
    expect(body.error.message).toBe('You cannot manage a user who holds rights you do not have.');
    const user = await t.database.db
      .selectFrom('app_user')
      .select(['email', 'is_active', 'last_name'])
      .where('id', '=', secondAdmin.id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ email: secondAdmin.email, is_active: true, last_name: 'Admin' });
    const after = await refusals(secondAdmin.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      actor_id: userAdminId,
      after: { verb: 'update', reason: 'outranks' },
    });
  });

  it('may not delete them', async () => {
    const response = await t.request(
      `/api/rgnts-apps-users/${secondAdmin.id}`,
      asUser(userAdminToken, { method: 'DELETE' }),
    );
    expect(response.status).toBe(403);
    expect((await refusals(secondAdmin.id)).at(-1)).toMatchObject({ after: { verb: 'delete' } });
  });

  it('may not re-invite an invited administrator (a fresh code would be theirs to use)', async () => {
    const invited = await createUser({
      firstName: 'Ivan',
      lastName: 'Invited',
      email: 'ivan.invited@example.com',
      roleId: await roleId('Admin'),
    });
    const { status } = await t.json(`/api/users/${invited.id}/verify-user`, asUser(userAdminToken));
    expect(status).toBe(403);
    expect((await refusals(invited.id)).at(-1)).toMatchObject({
      actor_id: userAdminId,
      after: { verb: 'verify-user', reason: 'outranks' },
    });
    // A peer may.
    expect((await t.json(`/api/users/${invited.id}/verify-user`, asUser(adminToken))).status).toBe(200);
    // The invitation is not in the user administrator's outbox either.
    await t.background.settle();
    expect((await mailTo(invited.email, 'invite', userAdminToken)).body).toEqual([]);
    expect((await mailTo(invited.email, 'invite', adminToken)).body).toHaveLength(2);
  });

  it('never reads their reset link: not in the list, the count or by id', async () => {
    const forgot = await t.json('/api/forgot-password', jsonBody('POST', { email: secondAdmin.email }));
    expect(forgot.status).toBe(200);
    await t.background.settle();
    const asPeer = await mailTo(secondAdmin.email, 'password-reset', adminToken);
    expect(asPeer.body).toHaveLength(1);
    expect(asPeer.body[0].bodyText).toContain('/reset-password?token=');
    const id = asPeer.body[0].id as number;

    expect((await mailTo(secondAdmin.email, 'password-reset', userAdminToken)).body).toEqual([]);
    const count = await t.json(
      `/api/mail-outbox/count?where=${q({ recipient: secondAdmin.email })}`,
      asUser(userAdminToken),
    );
    expect(count.body).toEqual({ count: 0 });
    const byId = await t.json(`/api/mail-outbox/${id}`, asUser(userAdminToken));
    expect(byId.status).toBe(404);
    // A search over the bodies cannot reach it either: bodies are not filterable at all.
    const search = await t.json(
      `/api/mail-outbox?filter=${q({ where: { bodyText: { like: '%reset-password%' } } })}`,
      asUser(userAdminToken),
    );
    expect(search.status).toBe(400);
  });

  it('still manages and reads the mail of users below them', async () => {
    const lesser = await createUser({
      firstName: 'Lena',
      lastName: 'Lesser',
      email: 'lena.lesser@example.com',
    });
    await t.background.settle();
    const rename = await t.request(
      `/api/rgnts-apps-users/${lesser.id}`,
      asUser(userAdminToken, jsonBody('PATCH', { lastName: 'Renamed' })),
    );
    expect(rename.status).toBe(204);
    expect((await mailTo(lesser.email, 'invite', userAdminToken)).body).toHaveLength(1);
    expect((await t.json(`/api/users/${lesser.id}/verify-user`, asUser(userAdminToken))).status).toBe(200);
  });
});

describe('a peer administrator', () => {
  it('changes the e-mail: the sessions end, the old address is told, the reset link sent there dies', async () => {
    const peer = await createUser({
      firstName: 'Pat',
      lastName: 'Peer',
      email: 'pat.peer@example.com',
      roleId: await roleId('Admin'),
    });
    await activateWithDemoPassword(t, peer.id);
    const peerToken = await signIn(t.request, peer.email);
    await t.json('/api/forgot-password', jsonBody('POST', { email: peer.email }));
    await t.background.settle();
    const [reset] = (await mailTo(peer.email, 'password-reset', adminToken)).body;
    const token = /token=([A-Za-z0-9_-]+)/.exec(reset.bodyText)![1]!;

    const change = await t.request(
      `/api/rgnts-apps-users/${peer.id}`,
      asUser(adminToken, jsonBody('PATCH', { email: 'pat.new@example.com' })),
    );
    expect(change.status).toBe(204);
    await t.background.settle();

    expect((await t.request('/api/rgnts-apps-users/count', asUser(peerToken))).status).toBe(401);
    const notice = (await mailTo(peer.email, 'email-changed', adminToken)).body;
    expect(notice).toHaveLength(1);
    expect(notice[0].bodyText).toContain('pat.new@example.com');
    const reused = await t.json(
      '/api/reset-password',
      jsonBody('POST', { token, password: 'Another#2026', confirmPassword: 'Another#2026' }),
    );
    expect(reused.status).toBe(400);
    // The notice to the old address is still the account's mail: out of a lesser reader's sight.
    expect((await mailTo(peer.email, 'email-changed', userAdminToken)).body).toEqual([]);
    expect((await signIn(t.request, 'pat.new@example.com', DEMO_PASSWORD)).length).toBeGreaterThan(0);
  });

  it('re-invites an invitee whose address changed, at the new address; the old code is void', async () => {
    const invitee = await createUser({
      firstName: 'Nia',
      lastName: 'New',
      email: 'nia.typo@example.com',
      roleId: await roleId('Admin'),
    });
    await t.background.settle();
    const [first] = (await mailTo(invitee.email, 'invite', adminToken)).body;
    const oldCode = /one-time code: (\d{6})/.exec(first.bodyText)![1]!;
    await t.request(
      `/api/rgnts-apps-users/${invitee.id}`,
      asUser(adminToken, jsonBody('PATCH', { email: 'nia.new@example.com' })),
    );
    await t.background.settle();
    expect((await mailTo('nia.new@example.com', 'invite', adminToken)).body).toHaveLength(1);
    const activate = await t.json(
      '/api/activate-account',
      jsonBody('POST', {
        email: 'nia.new@example.com',
        otp: oldCode,
        password: 'Another#2026',
        confirmPassword: 'Another#2026',
      }),
    );
    expect(activate.status).toBe(400);
  });
});

describe('oneself', () => {
  it('may not be deleted through user administration', async () => {
    const response = await t.request(
      `/api/rgnts-apps-users/${userAdminId}`,
      asUser(userAdminToken, { method: 'DELETE' }),
    );
    expect(response.status).toBe(403);
    expect((await refusals(userAdminId)).at(-1)).toMatchObject({ after: { reason: 'self-delete' } });
  });
});
