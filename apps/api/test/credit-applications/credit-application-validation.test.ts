import { CREDIT_APPLICATION_MESSAGES as M, FIELD_RULES } from '@lendline/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProxiedTestApp, type ProxiedTestApp } from '../support/proxied-test-app.ts';
import { postJson, validApplication } from './credit-application-support.ts';

let t: ProxiedTestApp;
let addresses = 0;

beforeAll(async () => {
  t = await createProxiedTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Body = Record<string, any>;
const submit = (body: unknown) =>
  t.json('/widget-api/v1/credit-applications', { ...postJson(body), from: `10.70.0.${(addresses += 1)}` });

// One wrong field at a time, with the message spec §5 (or the schema's own table) gives for it.
const CASES: [string, (body: Body) => void, string, string][] = [
  ['an empty required field', (b) => (b.business.legalName = ''), 'business.legalName', 'Field is required'],
  [
    'a missing required field',
    (b) => delete b.equipment.description,
    'equipment.description',
    'Field is required',
  ],
  [
    'a name with digits',
    (b) => (b.owners[0].firstName = 'R2D2'),
    'owners.0.firstName',
    'Please enter valid first name',
  ],
  [
    'an e-mail address',
    (b) => (b.business.email = 'office.example.com'),
    'business.email',
    FIELD_RULES.email.message,
  ],
  ['a phone number', (b) => (b.owners[1].phone = '2145550100'), 'owners.1.phone', FIELD_RULES.phone.message],
  ['a zip code', (b) => (b.business.zip = '7500'), 'business.zip', FIELD_RULES.zip.message],
  [
    'digits only',
    (b) => (b.business.bankAccount = '12ab34'),
    'business.bankAccount',
    FIELD_RULES.digits.message,
  ],
  ['a decimal number', (b) => (b.equipment.cost = 'lots'), 'equipment.cost', 'Please enter valid number'],
  ['a URL', (b) => (b.business.website = 'reyes dot com'), 'business.website', FIELD_RULES.url.message],
  ['a FEIN', (b) => (b.business.fein = '12-34'), 'business.fein', M.fein],
  ['an SSN', (b) => (b.owners[0].ssn = '123-45-678'), 'owners.0.ssn', M.ssn],
  ['a routing number', (b) => (b.business.bankRouting = '123456789'), 'business.bankRouting', M.routing],
  ['a date of birth', (b) => (b.owners[0].dateOfBirth = '1975-02-30'), 'owners.0.dateOfBirth', M.dateOfBirth],
  ['an owner under 18', (b) => (b.owners[0].dateOfBirth = '2015-01-01'), 'owners.0.dateOfBirth', M.underage],
  ['ownership over 100 %', (b) => (b.owners[1].ownershipPercent = 41), 'owners', M.ownershipTotal],
  ['no owners', (b) => (b.owners = []), 'owners', M.ownersCount],
  ['the credit check consent', (b) => (b.consents.creditPull = false), 'consents.creditPull', M.creditPull],
  [
    'the electronic records consent',
    (b) => (b.consents.electronicRecords = false),
    'consents.electronicRecords',
    M.electronicRecords,
  ],
  ['a signature naming nobody', (b) => (b.signature.name = 'Someone Else'), 'signature.name', M.signature],
];

describe('validation on submit', () => {
  it.each(CASES)(
    'says what is wrong with %s, on its field, in the 422 envelope',
    async (_, change, path, message) => {
      const body = validApplication();
      change(body);
      const answer = await submit(body);
      expect(answer.status).toBe(422);
      expect(answer.body.error).toMatchObject({
        statusCode: 422,
        name: 'UnprocessableEntityError',
        code: 'VALIDATION_FAILED',
      });
      expect(answer.body.error.details).toContainEqual({ path, code: expect.any(String), message });
      const stored = await t.db
        .selectFrom('credit_application')
        .select('id')
        .where('client_id', '=', body.clientId)
        .execute();
      expect(stored).toEqual([]);
    },
  );

  it('reports every wrong field at once, one detail per field', async () => {
    const body = validApplication();
    body.business.email = 'nope';
    body.owners[0].ssn = '1';
    body.owners[0].phone = 'x';
    const answer = await submit(body);
    const paths = answer.body.error.details.map((detail: { path: string }) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['business.email', 'owners.0.ssn', 'owners.0.phone']));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('answers a body that is not an object, and one full of junk, with 422 and never a 500', async () => {
    for (const body of [
      [],
      'text',
      42,
      null,
      { clientId: 'abcdefgh', startedAt: 0, business: 'x', owners: {} },
    ]) {
      const answer = await submit(body);
      expect([400, 422]).toContain(answer.status);
      expect(answer.body.error.statusCode).toBe(answer.status);
    }
  });
});
