import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonBody, userIdOf, type TestApp } from '../support/test-app.ts';
import { insertInquiry, VENDOR_MANAGER_EMAIL } from './vendor-quote-fixtures.ts';

let t: TestApp;
let managerId: number;
let inquiryId: number;
beforeAll(async () => {
  t = await createTestApp({ signInAs: VENDOR_MANAGER_EMAIL });
  managerId = await userIdOf(t, VENDOR_MANAGER_EMAIL);
  inquiryId = await insertInquiry(t.database.db);
});
afterAll(() => t.close());

const EVENTS = '/api/inquiry-events';

describe('/inquiry-events', () => {
  it('adds a note as the signed-in user, trimmed, with the time set by the server', async () => {
    const { status, body } = await t.json(
      EVENTS,
      jsonBody('POST', { inquiryId, note: '  Called, left a voicemail.  ' }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      inquiryId,
      kind: 'note',
      actorId: managerId,
      note: 'Called, left a voicemail.',
      fromStatus: null,
      toStatus: null,
    });
    expect(Date.now() - new Date(body.at).getTime()).toBeLessThan(60_000);
  });

  it.each([
    ['actorId', { actorId: 1 }],
    ['kind', { kind: 'status' }],
    ['toStatus', { toStatus: 'Funded' }],
    ['at', { at: '2020-01-01T00:00:00Z' }],
  ])('cannot set %s: the author, kind and time of a note are the server’s', async (field, extra) => {
    const { status, body } = await t.json(EVENTS, jsonBody('POST', { inquiryId, note: 'Spoof', ...extra }));
    expect(status).toBe(422);
    expect(body.error.details[0]).toMatchObject({
      code: 'additionalProperties',
      info: { additionalProperty: field },
    });
  });

  it('wants a note of 1 to 2000 characters about an inquiry that exists', async () => {
    const blank = await t.json(EVENTS, jsonBody('POST', { inquiryId, note: '   ' }));
    expect(blank.body.error.details).toEqual([
      expect.objectContaining({ path: '/note', message: 'Note is required' }),
    ]);
    const long = await t.json(EVENTS, jsonBody('POST', { inquiryId, note: 'x'.repeat(2001) }));
    expect(long.body.error.details).toEqual([
      expect.objectContaining({
        path: '/note',
        code: 'maxLength',
        message: 'Note must be at most 2000 characters',
      }),
    ]);
    expect((await t.json(EVENTS, jsonBody('POST', { inquiryId, note: 'x'.repeat(2000) }))).status).toBe(200);
    const missing = await t.json(EVENTS, jsonBody('POST', { inquiryId: 987_654, note: 'Hello' }));
    expect(missing.status).toBe(422);
    expect(missing.body.error.details).toEqual([
      { path: '/inquiryId', code: 'unknownId', message: 'No inquiry with id 987654', info: {} },
    ]);
  });

  it('has no way to edit or delete history', async () => {
    const { body } = await t.json(EVENTS, jsonBody('POST', { inquiryId, note: 'Permanent' }));
    expect((await t.request(`${EVENTS}/${body.id}`, jsonBody('PATCH', { note: 'Changed' }))).status).toBe(
      404,
    );
    expect((await t.request(`${EVENTS}/${body.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
