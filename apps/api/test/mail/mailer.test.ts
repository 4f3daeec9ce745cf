import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/lib/logger.ts';
import { inviteMail, passwordResetMail } from '../../src/features/mail/mail-templates.ts';
import { createMailer, type MailMessage } from '../../src/features/mail/mailer.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { parseMail } from './support/mime.ts';
import {
  closedPort,
  REFUSED_DOMAIN,
  startSilentServer,
  startSmtpStandIn,
  type SmtpStandIn,
} from './support/smtp-stand-in.ts';

const FROM = 'Lendline <no-reply@lendline.localhost>';
const RELAY_USER = { user: 'lendline-relay', pass: 'relay-Pa55word-never-logged' };
const TOKEN = 'tok_7f3a9c1e5b2d8046';
const OTP = '481920';
const ACTIVATION_URL = `http://localhost:3000/activate-account?token=${TOKEN}&email=nora.castillo%40example.com`;

const invite = (to: string): MailMessage => ({
  to,
  ...inviteMail({
    productName: 'Lendline',
    firstName: 'Nora',
    activationUrl: ACTIVATION_URL,
    otp: OTP,
    expiresInMinutes: 1440,
  }),
});

let database: TestDatabase;
let relay: SmtpStandIn;
beforeAll(async () => {
  [database, relay] = await Promise.all([openTestDatabase(), startSmtpStandIn(RELAY_USER)]);
});
afterAll(async () => {
  await relay.close();
  await database.close();
});

function mailerFor(smtpUrl?: string, timeoutMs?: number) {
  const lines: string[] = [];
  const logger = createLogger('debug', (line) => lines.push(line));
  const mailer = createMailer({
    smtpUrl,
    from: FROM,
    db: database.db,
    logger,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  return { mailer, lines, logged: () => lines.map((line) => JSON.parse(line)) };
}

const relayUrl = () => `smtp://${RELAY_USER.user}:${RELAY_USER.pass}@127.0.0.1:${relay.port}`;
const outboxRow = (id: number) =>
  database.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const outboxCount = async () =>
  Number(
    (
      await database.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('outbox delivery (no SMTP_URL)', () => {
  it('stores the whole message, bodies included, as the delivery itself', async () => {
    const { mailer } = mailerFor();
    const message = invite('nora.castillo@example.com');
    const sent = await mailer.send(message);
    expect(mailer.delivery).toBe('outbox');
    expect(sent).toEqual({ id: expect.any(Number), delivery: 'outbox', status: 'stored' });
    const row = await outboxRow(sent.id);
    expect(row).toMatchObject({
      recipient: 'nora.castillo@example.com',
      subject: "You're invited to Lendline",
      kind: 'invite',
      delivery: 'outbox',
      status: 'stored',
      body_text: message.text,
      body_html: message.html,
      error: null,
      sent_at: null,
    });
    expect(row.body_text).toContain(ACTIVATION_URL);
    expect(row.body_text).toContain(OTP);
    expect(row.created_at).toBeInstanceOf(Date);
  });
});

describe('SMTP delivery', () => {
  it('hands the real message to the relay and keeps no body in the outbox', async () => {
    const { mailer } = mailerFor(relayUrl());
    const before = relay.received.length;
    const sent = await mailer.send(invite('Nora.Castillo@example.com'));
    expect(mailer.delivery).toBe('smtp');
    expect(sent).toEqual({ id: expect.any(Number), delivery: 'smtp', status: 'sent' });

    expect(relay.received).toHaveLength(before + 1);
    const received = relay.received.at(-1)!;
    expect(received).toMatchObject({
      mailFrom: 'no-reply@lendline.localhost',
      rcptTo: ['Nora.Castillo@example.com'],
      user: RELAY_USER.user,
    });
    const mail = parseMail(received.raw);
    expect(mail.headers.get('subject')).toBe("You're invited to Lendline");
    expect(mail.headers.get('from')).toBe(FROM);
    expect(mail.headers.get('to')).toBe('Nora.Castillo@example.com');
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.text).toContain(`Activate your account: ${ACTIVATION_URL}`);
    expect(mail.text).toContain(`Your one-time code: ${OTP}`);
    expect(mail.text).toContain('expire in 1 day');
    expect(mail.html).toContain(
      `<a href="${ACTIVATION_URL.replace('&', '&amp;')}">Activate your account</a>`,
    );
    expect(mail.html).toContain(OTP);

    const row = await outboxRow(sent.id);
    expect(row).toMatchObject({
      recipient: 'Nora.Castillo@example.com',
      subject: "You're invited to Lendline",
      kind: 'invite',
      delivery: 'smtp',
      status: 'sent',
      body_text: null,
      body_html: null,
      error: null,
    });
    expect(row.sent_at).toBeInstanceOf(Date);
  });

  it('records a relay that is down as failed, without throwing', async () => {
    const { mailer, logged } = mailerFor(`smtp://127.0.0.1:${await closedPort()}`);
    const sent = await mailer.send(invite('nora.castillo@example.com'));
    expect(sent).toMatchObject({ delivery: 'smtp', status: 'failed' });
    const row = await outboxRow(sent.id);
    expect(row).toMatchObject({ status: 'failed', body_text: null, body_html: null, sent_at: null });
    expect(row.error).toMatch(/ECONNREFUSED/);
    expect(logged()).toEqual([
      expect.objectContaining({ level: 'warn', outboxId: sent.id, status: 'failed', errorCode: 'ESOCKET' }),
    ]);
  });

  it('gives up on a relay that accepts the connection but never greets, within the timeout', async () => {
    const silent = await startSilentServer();
    try {
      const { mailer, logged } = mailerFor(`smtp://127.0.0.1:${silent.port}`, 300);
      const startedAt = Date.now();
      const sent = await mailer.send(invite('nora.castillo@example.com'));
      expect(Date.now() - startedAt).toBeLessThan(3000);
      expect(sent.status).toBe('failed');
      expect((await outboxRow(sent.id)).error).toBe('The relay did not complete the exchange within 300 ms');
      expect(logged()[0]).toMatchObject({ status: 'failed', errorCode: 'ETIMEDOUT' });
    } finally {
      await silent.close();
    }
  });

  it('records a recipient the relay refuses as failed, with the reply as the reason', async () => {
    const { mailer, logged } = mailerFor(relayUrl());
    const sent = await mailer.send(invite(`gone@${REFUSED_DOMAIN}`));
    expect(sent.status).toBe('failed');
    const { error } = await outboxRow(sent.id);
    expect(error).toMatch(/550/);
    expect(error!.length).toBeLessThanOrEqual(300);
    expect(logged()[0]).toMatchObject({ errorCode: 'EENVELOPE', recipientDomain: REFUSED_DOMAIN });
  });
});

describe('logging', () => {
  it('writes one line per message with kind, status, outbox id and recipient domain, and nothing secret', async () => {
    const outbox = mailerFor();
    const smtp = mailerFor(relayUrl());
    const down = mailerFor(`smtp://${RELAY_USER.user}:${RELAY_USER.pass}@127.0.0.1:${await closedPort()}`);
    const reset = {
      to: 'Grace.Okafor@Example.com',
      ...passwordResetMail({
        productName: 'Lendline',
        firstName: 'Grace',
        resetUrl: `http://localhost:3000/reset-password?token=${TOKEN}`,
        expiresInMinutes: 30,
      }),
    };
    const results = [
      await outbox.mailer.send(invite('nora.castillo@example.com')),
      await smtp.mailer.send(reset),
      await down.mailer.send(reset),
    ];
    const lines = [...outbox.lines, ...smtp.lines, ...down.lines];
    expect(lines).toHaveLength(3);
    expect([...outbox.logged(), ...smtp.logged(), ...down.logged()]).toEqual([
      expect.objectContaining({
        level: 'info',
        message: 'mail',
        outboxId: results[0]!.id,
        kind: 'invite',
        delivery: 'outbox',
        status: 'stored',
        recipientDomain: 'example.com',
      }),
      expect.objectContaining({ outboxId: results[1]!.id, kind: 'password-reset', status: 'sent' }),
      expect.objectContaining({ level: 'warn', outboxId: results[2]!.id, status: 'failed' }),
    ]);
    const everything = lines.join('');
    for (const secret of [
      TOKEN,
      OTP,
      'activate-account',
      'reset-password',
      RELAY_USER.pass,
      'nora.castillo',
      'Grace.Okafor',
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toMatch(/Hello|invited|Reset your/);
  });
});

describe('header injection', () => {
  it('refuses line breaks in the subject or recipient and sends nothing', async () => {
    const { mailer } = mailerFor(relayUrl());
    const rows = await outboxCount();
    const received = relay.received.length;
    const good = invite('nora.castillo@example.com');
    await expect(mailer.send({ ...good, subject: 'Hello\r\nBcc: victim@example.org' })).rejects.toThrow(
      'Mail recipient and subject may not contain line breaks',
    );
    await expect(mailer.send({ ...good, subject: 'Hello\nBcc: victim@example.org' })).rejects.toThrow(
      /line breaks/,
    );
    await expect(mailer.send({ ...good, to: 'nora@example.com\r\nBcc: victim@example.org' })).rejects.toThrow(
      /line breaks/,
    );
    await expect(mailer.send({ ...good, to: 'nora@example.com, victim@example.org' })).rejects.toThrow(
      'Mail recipient must be a single plain address',
    );
    expect(await outboxCount()).toBe(rows);
    expect(relay.received).toHaveLength(received);
  });

  it('refuses a sender with a line break when the mailer is created', () => {
    expect(() =>
      createMailer({
        from: 'Lendline <a@b.c>\r\nBcc: x@y.z',
        db: database.db,
        logger: createLogger('silent'),
      }),
    ).toThrow(/line breaks/);
  });
});
