import {
  countResult,
  CREDIT_APPLICATION_LIST_FIELDS,
  creditApplicationListRow,
  creditApplicationEvent,
  creditApplicationRecord,
  creditApplicationRow,
  recipientAnswer,
  revealedNumber,
  submissionAnswer,
} from '@lendline/wire';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OWN_ORIGIN,
  postJson,
  validApplication,
} from '../../apps/api/test/credit-applications/credit-application-support.ts';
import { expectExactKeys, openContractHarness, rawJson, type ContractHarness } from './contract-client.ts';

let harness: ContractHarness;
beforeAll(async () => {
  harness = await openContractHarness();
});
afterAll(() => harness.close());

const APPLICATIONS = 'credit-applications';
// What the list page asks for (apps/staff/src/features/credit-applications reads the same declaration).
const LIST_FIELDS = CREDIT_APPLICATION_LIST_FIELDS;
const listRow = creditApplicationListRow;

describe('CreditApplication (apps/staff/src/features/credit-applications)', () => {
  it("the list (with the page's fields and without), count and record are the wire's", async () => {
    const { api } = harness;
    const page = await api.list(
      APPLICATIONS,
      { fields: [...LIST_FIELDS], order: ['submittedAt DESC'], limit: 50 },
      { schema: listRow },
    );
    expect(page.length).toBeGreaterThan(0);
    expectExactKeys(
      listRow,
      (await rawJson(
        harness,
        `/api/${APPLICATIONS}?filter=${encodeURIComponent(
          JSON.stringify({ fields: LIST_FIELDS, limit: 50 }),
        )}`,
      )) as object[],
    );
    const rows = await api.list(APPLICATIONS, { limit: 200 }, { schema: creditApplicationRow });
    expectExactKeys(
      creditApplicationRow,
      (await rawJson(harness, `/api/${APPLICATIONS}?filter={"limit":200}`)) as object[],
    );
    const { count } = await api.get(`${APPLICATIONS}/count`, undefined, { schema: countResult });
    expect(count).toBeGreaterThanOrEqual(rows.length);

    for (const row of rows.slice(0, 40)) {
      const record = await api.findById(APPLICATIONS, row.id, undefined, { schema: creditApplicationRecord });
      expect(record.referenceNumber).toBe(row.referenceNumber);
      const raw = (await rawJson(harness, `/api/${APPLICATIONS}/${row.id}`)) as Record<string, any>;
      expectExactKeys(creditApplicationRecord, [raw]);
      expectExactKeys(creditApplicationRecord.entries.business, [raw.business]);
      expectExactKeys(creditApplicationRecord.entries.equipment, [raw.equipment]);
      expectExactKeys(creditApplicationRecord.entries.consents, [raw.consents]);
      expectExactKeys(creditApplicationRecord.entries.owners.item, raw.owners);
    }
  });

  it("the history, a note and a reveal are the wire's", async () => {
    const { api } = harness;
    const [row] = await api.list(APPLICATIONS, { limit: 1 }, { schema: creditApplicationRow });
    const note = await api.create(
      `${APPLICATIONS}/${row!.id}/events`,
      { note: 'Called the applicant.' },
      { schema: creditApplicationEvent },
    );
    expect(note).toMatchObject({ kind: 'note', note: 'Called the applicant.', applicationId: row!.id });
    const events = await api.list(`${APPLICATIONS}/${row!.id}/events`, undefined, {
      schema: creditApplicationEvent,
    });
    expect(events[0]).toEqual(note);
    expectExactKeys(
      creditApplicationEvent,
      (await rawJson(harness, `/api/${APPLICATIONS}/${row!.id}/events`)) as object[],
    );
    const revealed = await api.create(
      `${APPLICATIONS}/${row!.id}/reveal`,
      { field: 'fein' },
      {
        schema: revealedNumber,
      },
    );
    expect(revealed.value).toMatch(/^\d{2}-\d{7}$/);
  });

  it("a new submission's answer, its recipient and its staff record are the wire's", async () => {
    const { app, api } = harness;
    const submitted = await app.request(
      '/widget-api/v1/credit-applications',
      postJson(validApplication(), { Origin: OWN_ORIGIN }),
    );
    expect(submitted.status).toBe(201);
    const answer = (await submitted.json()) as object;
    v.parse(submissionAnswer, answer);
    expectExactKeys(submissionAnswer, [answer]);
    const recipient = await app.request(
      '/widget-api/v1/credit-applications/recipient?to=nobody&company=Lendline',
      {
        headers: { Origin: OWN_ORIGIN },
      },
    );
    const named = (await recipient.json()) as object;
    v.parse(recipientAnswer, named);
    expectExactKeys(recipientAnswer, [named]);

    const [mine] = await api.list(
      APPLICATIONS,
      { where: { referenceNumber: (answer as { referenceNumber: string }).referenceNumber } },
      { schema: creditApplicationRow },
    );
    const raw = (await rawJson(harness, `/api/${APPLICATIONS}/${mine!.id}`)) as Record<string, any>;
    v.parse(creditApplicationRecord, raw);
    expectExactKeys(creditApplicationRecord.entries.business, [raw.business]);
    expectExactKeys(creditApplicationRecord.entries.equipment, [raw.equipment]);
  });
});
