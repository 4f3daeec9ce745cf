import {
  countResult,
  extensionInvoiceProcessRow,
  extensionProcessRow,
  extensionRunPreview,
  gpExtensionInvoiceRow,
  invoicingExtensionFilters,
  jobStarted,
  newExtensionFilters,
} from '@lendline/wire';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectExactKeys, openContractHarness, rawJson, type ContractHarness } from './contract-client.ts';

// The Extensions screens' calls (apps/staff/src/features/extensions) as the staff app sends them,
// answered by the real app over the seeded demo book and checked by the wire schemas the screens use.

let harness: ContractHarness;
beforeAll(async () => {
  harness = await openContractHarness();
});
afterAll(() => harness.close());

const raw = async (path: string, filter?: object) =>
  rawJson(harness, `/api/${path}${filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ''}`);

/** The first page as extension-query.ts asks it: a word of the search over the spec's fields, billing sources in a list. */
const page = (search: readonly string[], word: string, dateField: string) => ({
  where: {
    and: [
      { or: search.map((field) => ({ [field]: { ilike: `%${word}%` } })) },
      { billingSource: { inq: ['PORTFOLIO', 'FUNDER', 'VENDOR'] } },
      { [dateField]: { between: ['2020-01-01', '2030-12-31'] } },
    ],
  },
  order: ['customerName ASC', 'id ASC'],
  limit: 10,
  skip: 0,
});

const NEW_SEARCH = [
  'contractId',
  'customerName',
  'paymentFrequency',
  'paymentAmount',
  'extPayments',
  'billToEmail',
  'paymentMethod',
  'billingSource',
  'sendTo',
];
const INVOICING_SEARCH = [
  'contractId',
  'customerName',
  'invoiceTaxAmount',
  'invoiceAmount',
  'paymentMethod',
  'billingSource',
  'sendTo',
  'paymentType',
];

describe('Extensions (apps/staff/src/features/extensions)', () => {
  it("the new-extensions view, its count and its filter choices are the wire's", async () => {
    const { api } = harness;
    const filter = page(NEW_SEARCH, 'el', 'maturityDate');
    const rows = await api.list('rpm-extension-process-vws', filter, { schema: extensionProcessRow });
    expect(rows.length).toBeGreaterThan(0);
    expectExactKeys(extensionProcessRow, (await raw('rpm-extension-process-vws', filter)) as object[]);
    const { count } = await api.count('rpm-extension-process-vws', filter.where);
    expect(count).toBeGreaterThanOrEqual(rows.length);
    const choices = await api.get('rpm-extension-process-vws/get-new-filters', undefined, {
      schema: newExtensionFilters,
    });
    expectExactKeys(newExtensionFilters, [await raw('rpm-extension-process-vws/get-new-filters')]);
    expect(choices.billingSources.reduce((sum, choice) => sum + choice.count, 0)).toBe(
      (await api.count('rpm-extension-process-vws')).count,
    );
  });

  it("the invoicing view, its count, its filter choices and the PATCH's refusal are the wire's", async () => {
    const { api } = harness;
    const filter = page(INVOICING_SEARCH, 'el', 'invoiceDate');
    const rows = await api.list('rpm-extension-invoice-process-vws', filter, {
      schema: extensionInvoiceProcessRow,
    });
    expect(rows.length).toBeGreaterThan(0);
    expectExactKeys(
      extensionInvoiceProcessRow,
      (await raw('rpm-extension-invoice-process-vws', filter)) as object[],
    );
    v.parse(countResult, await api.count('rpm-extension-invoice-process-vws', filter.where));
    await api.get('rpm-extension-invoice-process-vws/get-invoicing-filters', undefined, {
      schema: invoicingExtensionFilters,
    });
    // A change saves (204), and a bad address is a 422 naming the field where the screen looks for it.
    await api.patch('rpm-extension-invoice-process-vws/extensions', rows[0]!.id, {
      sendEmail: !rows[0]!.sendEmail,
    });
    const refused = await harness.app.request(
      `/api/rpm-extension-invoice-process-vws/extensions/${rows[0]!.id}`,
      {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sendTo: 'not-an-address' }),
      },
    );
    expect(refused.status).toBe(422);
    const { error } = (await refused.json()) as {
      error: { details: { path: string; info?: { format?: string } }[] };
    };
    expect(error.details).toContainEqual(
      expect.objectContaining({ path: '/sendTo', info: { format: 'email' } }),
    );
  });

  it("both runs' previews and the confirm's job are the wire's", async () => {
    const { api } = harness;
    const newPath = 'rpm-extension-process-vws/process-new-ext/ALL/2030-12-31';
    const preview = await api.get(newPath, undefined, { schema: extensionRunPreview });
    expectExactKeys(extensionRunPreview, [await raw(newPath)]);
    expect(preview.count).toBeGreaterThanOrEqual(preview.rows.length);
    const invoicingPath = 'rpm-extension-invoice-process-vws/process-invoicing-ext/PORTFOLIO/2026-11-30/ALL';
    await api.get(invoicingPath, undefined, { schema: extensionRunPreview });
    const started = await api.get(newPath, { confirm: preview.confirm }, { schema: jobStarted });
    expect(started.jobRun.module).toBe('extensions');
    // Ended before the app closes, so no run is left writing to a closed database.
    expect(await harness.app.jobs.finished(started.jobRun.id, 60_000)).toBe('succeeded');
  });

  it("the GP list, its count and the posting's job are the wire's", async () => {
    const { api } = harness;
    const filter = {
      where: { and: [{ status: { inq: ['DRAFT', 'POST_FAILED'] } }] },
      order: ['invoiceDate DESC', 'id ASC'],
      limit: 10,
      skip: 0,
    };
    const rows = await api.list('gpExtensionInvoices', filter, { schema: gpExtensionInvoiceRow });
    expect(rows.length).toBeGreaterThan(0);
    expectExactKeys(gpExtensionInvoiceRow, (await raw('gpExtensionInvoices', filter)) as object[]);
    const { count } = await api.count('gpExtensionInvoices', filter.where);
    expect(count).toBeGreaterThanOrEqual(rows.length);
    const posting = await api.create(
      'gpExtensionInvoices',
      { invoiceIds: [rows[0]!.id] },
      { schema: jobStarted },
    );
    expect(posting.jobRun.type).toBe('extension-gp-posting');
    expect(await harness.app.jobs.finished(posting.jobRun.id, 60_000)).toBe('succeeded');
  });
});
