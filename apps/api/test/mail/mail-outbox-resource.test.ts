import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/lib/logger.ts';
import { inviteMail, passwordResetMail } from '../../src/features/mail/mail-templates.ts';
import { createMailer, type SentMail } from '../../src/features/mail/mailer.ts';
import { ADMIN_EMAIL, createTestApp, jsonBody, q, signIn, type TestApp } from '../support/test-app.ts';

const OUTBOX = '/api/mail-outbox';

let t: TestApp;
let sent: SentMail[];
beforeAll(async () => {
  t = await createTestApp({ signInAs: ADMIN_EMAIL });
  const mailer = createMailer({
    from: 'Lendline <no-reply@lendline.localhost>',
    db: t.database.db,
    logger: createLogger('silent'),
  });
  const invite = (firstName: string, otp: string) =>
    inviteMail({
      productName: 'Lendline',
      firstName,
      activationUrl: `http://localhost:3000/activate-account?token=tok-${otp}`,
      otp,
      expiresInMinutes: 60,
    });
  const reset = passwordResetMail({
    productName: 'Lendline',
    firstName: 'Grace',
    resetUrl: 'http://localhost:3000/reset-password?token=tok-reset',
    expiresInMinutes: 30,
  });
  sent = [
    await mailer.send({ to: 'nora.castillo@example.com', ...invite('Nora', '111111') }),
    await mailer.send({ to: 'grace.okafor@example.com', ...reset }),
    await mailer.send({ to: 'rafael.souza@example.com', ...invite('Rafael', '222222') }),
  ];
});
afterAll(() => t.close());

describe('/mail-outbox', () => {
  it('lists stored messages, bodies included, through the LoopBack filter', async () => {
    const filter = { where: { kind: 'invite' }, order: 'id DESC' };
    const { status, body } = await t.json(`${OUTBOX}?filter=${q(filter)}`);
    expect(status).toBe(200);
    expect(body.map((row: any) => row.recipient)).toEqual([
      'rafael.souza@example.com',
      'nora.castillo@example.com',
    ]);
    expect(Object.keys(body[0]).sort()).toEqual([
      'bodyHtml',
      'bodyText',
      'createdAt',
      'delivery',
      'error',
      'id',
      'kind',
      'recipient',
      'sentAt',
      'status',
      'subject',
    ]);
    expect(body[0]).toMatchObject({ id: sent[2]!.id, delivery: 'outbox', status: 'stored', sentAt: null });
    expect(body[0].bodyText).toContain('Your one-time code: 222222');
    expect(body[0].bodyHtml).toContain('href="http://localhost:3000/activate-account?token=tok-222222"');
  });

  it('counts and finds by id', async () => {
    const count = await t.json(`${OUTBOX}/count?where=${q({ status: 'stored', kind: 'password-reset' })}`);
    expect(count).toEqual({ status: 200, body: { count: 1 } });
    const one = await t.json(`${OUTBOX}/${sent[1]!.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      recipient: 'grace.okafor@example.com',
      subject: 'Reset your Lendline password',
    });
  });

  it('sees a message sent after a list was read (the result cache is invalidated)', async () => {
    const before = await t.json(`${OUTBOX}/count`);
    const mailer = createMailer({ from: 'a@b.example', db: t.database.db, logger: createLogger('silent') });
    await mailer.send({
      to: 'mei.chen@example.com',
      kind: 'account-activated',
      subject: 'Active',
      text: 'Hi',
    });
    expect((await t.json(`${OUTBOX}/count`)).body.count).toBe(before.body.count + 1);
  });

  it('does not filter or sort on the bodies', async () => {
    const byBody = await t.json(`${OUTBOX}?filter=${q({ where: { bodyText: { like: '%token%' } } })}`);
    expect(byBody.status).toBe(400);
    expect(byBody.body.error.code).toBe('INVALID_FILTER');
    expect((await t.json(`${OUTBOX}?filter=${q({ order: 'bodyHtml' })}`)).status).toBe(400);
  });

  it('has no endpoint that writes: POST, PATCH and DELETE are 404', async () => {
    const id = sent[0]!.id;
    const attempts = [
      [OUTBOX, jsonBody('POST', { recipient: 'x@example.com', subject: 'x', kind: 'invite' })],
      [`${OUTBOX}/${id}`, jsonBody('PATCH', { status: 'sent' })],
      [`${OUTBOX}/${id}`, { method: 'DELETE' }],
      [OUTBOX, { method: 'DELETE' }],
    ] as const;
    for (const [path, init] of attempts) {
      const { status, body } = await t.json(path, init);
      expect(status).toBe(404);
      expect(body.error).toMatchObject({ statusCode: 404, name: 'NotFoundError' });
      expect(body.error.message).toBe(`Endpoint "${init.method} ${path.slice('/api'.length)}" not found.`);
    }
    expect((await t.json(`${OUTBOX}/${id}`)).body.status).toBe('stored');
  });

  it('is readable only by user administrators, because it holds reset links and codes', async () => {
    const auditor = await signIn(t.request, 'elena.petrova@example.com');
    const denied = await t.json(OUTBOX, { headers: { Authorization: `Bearer ${auditor}` } });
    expect(denied.status).toBe(403);
    const anonymous = await t.json(OUTBOX, { headers: { Authorization: '' } });
    expect(anonymous.status).toBe(401);
  });

  it('is documented as read-only in the OpenAPI document', async () => {
    const { body } = await t.json('/api/openapi.json');
    expect(Object.keys(body.paths['/mail-outbox'])).toEqual(['get']);
    expect(Object.keys(body.paths['/mail-outbox/{id}'])).toEqual(['get']);
  });
});
