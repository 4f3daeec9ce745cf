import {
  countResult,
  inquiryEventRecord,
  inquiryListRow,
  inquiryNames,
  inquiryRecord,
  INQUIRY_LIST_FIELDS,
  salesReps,
} from '@lendline/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectExactKeys, openContractHarness, rawJson, type ContractHarness } from './contract-client.ts';

let harness: ContractHarness;
beforeAll(async () => {
  harness = await openContractHarness();
});
afterAll(() => harness.close());

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('Inquiry and InquiryEvent (apps/staff/src/features/inquiries)', () => {
  it("the list, its count, a record with its quote and its history are the wire's", async () => {
    const { api } = harness;
    const filter = { fields: [...INQUIRY_LIST_FIELDS], order: ['createdAt DESC'], limit: 100 };
    const rows = await api.list('inquiries', filter, { schema: inquiryListRow });
    expect(rows.length).toBeGreaterThan(10);
    expectExactKeys(
      inquiryListRow,
      (await rawJson(harness, `/api/inquiries?filter=${q(filter)}`)) as object[],
    );
    const { count } = await api.get('inquiries/count', undefined, { schema: countResult });
    expect(count).toBeGreaterThanOrEqual(rows.length);
    // Every record of the seed, quotes with and without promos alike.
    const all = await api.list('inquiries', { limit: 100_000 }, { schema: inquiryRecord });
    expect(all.some((row) => row.quote.promo)).toBe(true);
    expectExactKeys(
      inquiryRecord,
      (await rawJson(harness, '/api/inquiries?filter={"limit":100000}')) as object[],
    );
    const one = await api.findById('inquiries', rows[0]!.id, undefined, { schema: inquiryRecord });
    expect(one.customerName).toBe(rows[0]!.customerName);

    const note = await api.create(
      'inquiry-events',
      { inquiryId: one.id, note: 'Called back, sends the application Monday' },
      { schema: inquiryEventRecord },
    );
    expect(note.kind).toBe('note');
    const events = await api.list(
      'inquiry-events',
      { where: { inquiryId: one.id }, order: ['at DESC', 'id DESC'] },
      { schema: inquiryEventRecord },
    );
    expect(events[0]!.id).toBe(note.id);
    expectExactKeys(
      inquiryEventRecord,
      (await rawJson(harness, '/api/inquiry-events?filter={"limit":500}')) as object[],
    );
  });

  it("the sales reps and the names behind an inquiry's ids are the wire's", async () => {
    const { api } = harness;
    const reps = await api.get('inquiries/sales-reps', undefined, { schema: salesReps });
    expect(reps.length).toBeGreaterThan(0);
    const [row] = await api.list(
      'inquiries',
      { where: { promoId: { neq: null } }, limit: 1 },
      { schema: inquiryRecord },
    );
    const query = {
      users: String(reps[0]!.id),
      vendors: String(row!.vendorId),
      programs: String(row!.programId),
      promos: String(row!.promoId),
    };
    const names = await api.get('inquiries/names', query, { schema: inquiryNames });
    expect(names.vendors.map((vendor) => vendor.id)).toEqual([row!.vendorId]);
    expect(names.promos.map((promo) => promo.id)).toEqual([row!.promoId]);
    expectExactKeys(inquiryNames, [
      (await rawJson(harness, `/api/inquiries/names?${new URLSearchParams(query).toString()}`)) as object,
    ]);
  });

  it('the CSV export is the declared text/csv file', async () => {
    const response = await harness.app.request(
      `/api/inquiries/export.csv?filter=${q({ order: ['id ASC'] })}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')[0]).toBe(
      'Id,Received (UTC),Vendor,Customer,Business,Email,Phone,State,Equipment,Cost,Term,Product,Payment,Promo,Status,Assigned to',
    );
  });
});
