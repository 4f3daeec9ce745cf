import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, q, type TestApp } from '../support/test-app.ts';
import { AUDITOR_EMAIL, insertInquiry } from './vendor-quote-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signInAs: AUDITOR_EMAIL });
});
afterAll(() => t.close());

const EXPORT = '/api/inquiries/export.csv';
const HEADER =
  'Id,Received (UTC),Vendor,Customer,Business,Email,Phone,State,Equipment,Cost,Term,Product,Payment,Promo,Status,Assigned to';

/** Splits a CSV text into records and cells (RFC 4180 quoting), for checking what a spreadsheet reads. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return records;
}

async function download(filter?: object) {
  const response = await t.request(filter ? `${EXPORT}?filter=${q(filter)}` : EXPORT);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return { response, text, rows: parseCsv(text.replace(/^\uFEFF/, '')) };
}

describe('GET /inquiries/export.csv', () => {
  it('sends every inquiry as a dated CSV attachment with the contract columns', async () => {
    const { response, text, rows } = await download();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="inquiries-${day}.csv"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(rows[0]!.join(',')).toBe(HEADER);
    const count = (await t.json('/api/inquiries/count')).body.count;
    expect(rows).toHaveLength(count + 1);
    expect(count).toBeGreaterThanOrEqual(2100);
    expect(rows.slice(1).every((row) => row.length === 16)).toBe(true);
  });

  it('follows the filter and its order, and writes names, money and dates as people read them', async () => {
    const filter = { where: { status: 'Funded' }, order: 'equipmentCost DESC', limit: 5 };
    const { rows } = await download(filter);
    const listed = (await t.json(`/api/inquiries?filter=${q({ ...filter, include: ['vendor'] })}`)).body;
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(listed.map((i: any) => i.id));
    const [first] = listed;
    const row = rows[1]!;
    expect(row[1]).toBe(first.createdAt.slice(0, 16).replace('T', ' '));
    expect(row[2]).toBe(first.vendor.name);
    expect(row[9]).toBe(first.equipmentCost.toFixed(2));
    expect(row[10]).toBe(String(first.termMonths));
    expect(row[12]).toBe(first.quotedPayment.toFixed(2));
    expect(row[14]).toBe('Funded');
    expect(['$1 Out', '10% PO', 'FMV', 'EFA Loan']).toContain(row[11]);
    if (first.assignedRepId) expect(row[15]).toMatch(/^\p{L}+ [\p{L}' ]+$/u);
  });

  it('quotes what needs quoting and defuses cells a spreadsheet would run as formulas', async () => {
    const id = await insertInquiry(t.database.db, {
      customer_name: '=HYPERLINK("http://evil.example","Click")',
      business_name: 'Smith, Jones & "Sons"',
      email: '@SUM(A1)@example.com',
      equipment_description: 'Loader\r\nwith bucket',
      phone: '+1 555-0100',
      state: 'TX',
      message: '-2+3',
    });
    const { rows } = await download({ where: { id } });
    expect(rows).toHaveLength(2);
    const row = rows[1]!;
    expect(row[3]).toBe('\'=HYPERLINK("http://evil.example","Click")');
    expect(row[4]).toBe('Smith, Jones & "Sons"');
    expect(row[5]).toBe("'@SUM(A1)@example.com");
    expect(row[6]).toBe("'+1 555-0100");
    expect(row[8]).toBe('Loader\r\nwith bucket');
    expect(row[13]).toBe('');
    expect(row[15]).toBe('');
  });

  it('sends just the header for an empty result, and refuses a bad filter with 400', async () => {
    const empty = await download({ where: { id: -1 } });
    expect(empty.rows).toEqual([HEADER.split(',')]);
    const bad = await t.json(`${EXPORT}?filter=${q({ where: { nosuch: 1 } })}`);
    expect(bad.status).toBe(400);
    const badJson = await t.json(`${EXPORT}?filter=notjson`);
    expect(badJson.status).toBe(400);
  });

  it('pages no further than the server cap', async () => {
    const capped = await createTestApp({ signInAs: AUDITOR_EMAIL, maxLimit: 40 });
    try {
      const response = await capped.request(EXPORT);
      expect(parseCsv((await response.text()).replace(/^\uFEFF/, ''))).toHaveLength(41);
    } finally {
      await capped.close();
    }
  });
});
