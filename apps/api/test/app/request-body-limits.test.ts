import type { EventEmitter } from 'node:events';
import { request, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeApp, type ComposedApp } from '../../src/app/compose-app.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { TEST_PII_KEY } from '../support/test-constants.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { ADMIN_EMAIL, DEMO_PASSWORD } from '../support/test-app.ts';
import { insertKey, insertVendor } from '../widget-api/widget-test-app.ts';

// Issue 18 item 2: every route bounds its body while it arrives. Over a real socket, because the harm is in
// reading a chunked body the client never declared the size of, and in this process's memory.

const KB = 1024;
const MB = 1024 * KB;
const TOO_LARGE = {
  error: { statusCode: 413, name: 'PayloadTooLargeError', message: 'request entity too large' },
};
// One buffer written again and again: the sender allocates nothing while it streams.
const CHUNK = Buffer.alloc(64 * KB, 'a');

let database: TestDatabase;
let composed: ComposedApp;
let server: ServerType;
let port: number;
let adminToken: string;
let apiKey: string;

// Each request from an address of its own: the widget gate's per-address limit is not under test here.
let addresses = 0;
const freshAddress = () => `10.18.${Math.floor((addresses += 1) / 250)}.${(addresses % 250) + 1}`;

beforeAll(async () => {
  database = await openTestDatabase();
  composed = await composeApp({
    env: {
      PRODUCT_NAME: 'Lendline',
      RESULT_CACHE: true,
      API_MAX_LIMIT: 100_000,
      EXPORT_INLINE_ROWS: 5000,
      TRUST_PROXY: true,
      PUBLIC_URL: 'https://lendline.test',
      AUTH_SECRET: undefined,
      SMTP_URL: undefined,
      SALESFORCE_API_VERSION: '62.0',
      MAIL_FROM: 'Lendline <no-reply@lendline.test>',
    },
    database,
    logger: createLogger('error', () => {}),
    version: 'test',
    piiKey: TEST_PII_KEY,
  });
  server = await new Promise<ServerType>((resolve) => {
    const instance = serve({ fetch: composed.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(instance),
    );
  });
  port = (server.address() as AddressInfo).port;
  const signedIn = await send('/api/login', {
    body: JSON.stringify({ email: ADMIN_EMAIL, password: DEMO_PASSWORD }),
  });
  expect(signedIn.status).toBe(200);
  adminToken = JSON.parse(signedIn.text).token;
  apiKey = (await insertKey(database.db, await insertVendor(database.db))).apiKey;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await composed.stop();
  await database.close();
});

/** What the process holds in JS objects and buffers, where a read-everything body would land. */
const footprint = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

interface Answer {
  status: number;
  text: string;
  /** Bytes the client got to send before the answer or the end of the connection. */
  sent: number;
  /** The largest rise of heapUsed + arrayBuffers while the request ran. */
  growth: number;
}

interface SendOptions {
  headers?: Record<string, string>;
  /** A body sent with its Content-Length. */
  body?: string | Buffer;
  /** Otherwise a chunked body of CHUNKs, until the server answers or this many bytes went out. */
  chunkedUpTo?: number;
}

/** Resolves on the first of `events`, and leaves no listener behind. */
function firstOf(emitter: EventEmitter, events: string[]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const event of events) emitter.off(event, done);
      resolve();
    };
    for (const event of events) emitter.on(event, done);
  });
}

async function send(path: string, options: SendOptions): Promise<Answer> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': freshAddress(),
    ...options.headers,
  };
  if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
  const before = footprint();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, footprint());
  }, 2);
  const client: ClientRequest = request({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    headers,
    agent: false,
  });
  let answered = false;
  let closed = false;
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    client.on('response', (response) => {
      answered = true;
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(parts).toString() }),
      );
      response.on('error', reject);
    });
    client.on('error', reject);
  });
  // A server that stops reading may end the connection under the writer: the answer tells what happened.
  answer.catch(() => {});
  client.on('close', () => (closed = true));
  let sent = 0;
  try {
    if (options.body !== undefined) {
      client.end(options.body);
      sent = Buffer.byteLength(options.body);
    } else {
      const upTo = options.chunkedUpTo ?? 64 * MB;
      while (!answered && !closed && sent < upTo) {
        sent += CHUNK.length;
        if (!client.write(CHUNK)) await firstOf(client, ['drain', 'response', 'close']);
      }
      if (!answered && !closed) client.end();
    }
    const { status, text } = await answer;
    peak = Math.max(peak, footprint());
    return { status, text, sent, growth: peak - before };
  } finally {
    clearInterval(sampler);
    client.destroy();
  }
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const form = { 'content-type': 'application/x-www-form-urlencoded' };

const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const figures = (answer: Answer) =>
  `${answer.status} after ${megabytes(answer.sent)} sent; heap + buffers grew ${megabytes(answer.growth)}`;

function expectTooLarge(answer: Answer, route: string) {
  expect(answer.status, `${route}: ${answer.text.slice(0, 200)}`).toBe(413);
  expect(JSON.parse(answer.text), route).toEqual(TOO_LARGE);
}

describe('a chunked body over the limit', () => {
  const publicRoutes: [string, () => string, Record<string, string>][] = [
    ['sign-in', () => '/api/login', {}],
    ['forgot password (form)', () => '/api/forgot-password', form],
    ['reset password (form)', () => '/api/reset-password', form],
    ['activate account', () => '/api/activate-account', {}],
    ['widget quote', () => `/widget-api/v1/keys/${apiKey}/quote`, {}],
    [
      'widget inquiry',
      () => `/widget-api/v1/keys/${apiKey}/inquiries`,
      { 'idempotency-key': 'body-limit-test' },
    ],
    ['credit application by key', () => `/widget-api/v1/keys/${apiKey}/credit-applications`, {}],
    ['credit application, own page', () => '/widget-api/v1/credit-applications', {}],
  ];

  it.for(publicRoutes)(
    'is refused on the public %s route with 413 once the limit is read, the process growing under 10 MB',
    async ([route, path, headers], { annotate }) => {
      const answer = await send(path(), { headers });
      await annotate(figures(answer));
      expectTooLarge(answer, route);
      expect(answer.sent, route).toBeLessThan(32 * MB);
      expect(answer.growth, `${route}: ${megabytes(answer.growth)}`).toBeLessThan(10 * MB);
    },
  );

  it('is never read on a staff route without a token: 401 in the envelope, the process growing under 10 MB', async ({
    annotate,
  }) => {
    const answer = await send('/api/rgnts-apps-roles', {});
    await annotate(figures(answer));
    expect(answer.status, answer.text).toBe(401);
    expect(JSON.parse(answer.text)).toEqual({
      error: { statusCode: 401, name: 'UnauthorizedError', message: 'Authorization header not found.' },
    });
    expect(answer.growth, megabytes(answer.growth)).toBeLessThan(10 * MB);
  });

  it('is refused on a staff resource write with 413 after 1 MB', async ({ annotate }) => {
    const answer = await send('/api/rgnts-apps-roles', { headers: bearer(adminToken) });
    await annotate(figures(answer));
    expectTooLarge(answer, 'roles');
    expect(answer.sent).toBeLessThan(32 * MB);
    expect(answer.growth, megabytes(answer.growth)).toBeLessThan(10 * MB);
  });

  it('is refused on a document upload with 413 after the 10 MB document and its encoding', async ({
    annotate,
  }) => {
    const answer = await send('/api/modules/prefund/contract-documents', {
      headers: { ...bearer(adminToken), 'content-type': 'multipart/form-data; boundary=x' },
    });
    await annotate(figures(answer));
    expectTooLarge(answer, 'document upload');
    expect(answer.sent).toBeLessThan(32 * MB);
  });
});

describe('a declared Content-Length over the limit', () => {
  it('is refused before the body is read, on public and staff routes alike', async () => {
    const login = await send('/api/login', {
      body: JSON.stringify({ email: ADMIN_EMAIL, password: 'x'.repeat(9 * KB) }),
    });
    expectTooLarge(login, 'sign-in');
    const quote = await send(`/widget-api/v1/keys/${apiKey}/quote`, {
      body: JSON.stringify({ pad: 'x'.repeat(17 * KB) }),
    });
    expectTooLarge(quote, 'widget quote');
    const role = await send('/api/rgnts-apps-roles', {
      headers: bearer(adminToken),
      body: JSON.stringify({ name: 'Too large', permissions: 'x'.repeat(MB) }),
    });
    expectTooLarge(role, 'roles');
  });

  it('refuses a document over 10 MB with 413', async () => {
    const boundary = 'lendline-test-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      Buffer.alloc(14 * MB, 'a'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await send('/api/modules/prefund/contract-documents', {
      headers: { ...bearer(adminToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expectTooLarge(answer, 'document upload');
  });

  it('lets a staff route without a token answer 401 first', async () => {
    const answer = await send('/api/rgnts-apps-roles', { body: 'x'.repeat(2 * MB) });
    expect(answer.status).toBe(401);
  });
});

describe('a body within the limit', () => {
  it('is read as before, chunked or declared', async () => {
    const credentials = JSON.stringify({ email: ADMIN_EMAIL, password: DEMO_PASSWORD });
    const chunked = request({
      host: '127.0.0.1',
      port,
      path: '/api/login',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
      agent: false,
    });
    const answered = new Promise<number>((resolve, reject) => {
      chunked.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      chunked.on('error', reject);
    });
    chunked.write(credentials.slice(0, 10));
    chunked.end(credentials.slice(10));
    expect(await answered).toBe(200);

    // Half a megabyte of JSON whitespace: well within the staff routes' 1 MB.
    const role = await send('/api/rgnts-apps-roles', {
      headers: bearer(adminToken),
      body: `{"name":"Within the limit","permissions":"{}"${' '.repeat(512 * KB)}}`,
    });
    expect(role.status, role.text).toBe(200);
    expect(JSON.parse(role.text)).toMatchObject({ name: 'Within the limit' });
    const quote = await send(`/widget-api/v1/keys/${apiKey}/quote`, {
      body: JSON.stringify({ equipmentCost: 50000, termMonths: 36, programId: 1 }),
    });
    expect(quote.status, quote.text).toBe(200);
    expect(JSON.parse(quote.text)).toMatchObject({ equipmentCost: 50000, termMonths: 36 });
  });
});
