import { sql } from 'kysely';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, q, type TestApp } from '../support/test-app.ts';
import { auth, signInAll, type Account, SETUP_TIMEOUT_MS } from './portfolio-support.ts';
import { readXlsx } from '../support/xlsx-reader.ts';
import { unzip } from './unzip.ts';

let t: TestApp;
let tokens: Record<Account, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t, ['admin', 'auditor', 'sales', 'fundingAnalyst']);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** Splits RFC 4180 text into records of cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at]!;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' && text[at + 1] === '\n') {
      cells.push(cell);
      records.push(cells);
      cells = [];
      cell = '';
      at += 1;
    } else cell += char;
  }
  return records;
}

describe('GET /contracts/export.csv', () => {
  it('streams the filtered module list as RFC 4180 CSV with a BOM, CRLF and the module columns', async () => {
    const where = { status: 'ACTIVE', contractNumber: { like: 'EL-2024-%' } };
    const response = await t.request(
      `/api/modules/informationalInvoices/contracts/export.csv?filter=${q({ where, order: 'contractNumber DESC', limit: 5 })}`,
      auth(tokens.auditor),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contracts-informationalInvoices-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const [header, ...records] = parseCsv(text);
    expect(header).toEqual([
      'Contract',
      'Customer',
      'Contract Type',
      'Status',
      'Vendor',
      'Sales Rep',
      'Debt Source',
      'Equipment Cost',
      'Amount Financed',
      'Payment',
      'Frequency',
      'Term',
      'Commencement Date',
      'First Payment Date',
      'Maturity Date',
      'Next Due Date',
      'Days Past Due',
      'Amount Past Due',
    ]);
    const count = await t.json(
      `/api/modules/informationalInvoices/contracts/count?where=${q(where)}`,
      auth(tokens.admin),
    );
    // The page (limit 5) does not apply to the file: every matching contract of the module is in it.
    expect(records).toHaveLength(count.body.count);
    const numbers = records.map((record) => record[0]!);
    expect(numbers).toEqual([...numbers].sort().reverse());
    const first = await t.json(
      `/api/modules/informationalInvoices/contracts?filter=${q({ where: { contractNumber: numbers[0] } })}`,
      auth(tokens.admin),
    );
    const row = first.body[0];
    expect(records[0]!.slice(0, 4)).toEqual([
      row.contractNumber,
      row.customerName,
      expect.any(String),
      'Active',
    ]);
    expect(records[0]![7]).toBe(row.equipmentCost.toFixed(2));
    expect(records[0]![12]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('guards against formula injection and quotes what needs quoting', async () => {
    const customer = await t.database.db
      .selectFrom('contract')
      .select(['id', 'customer_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('customer')
      .set({ legal_name: '=HYPERLINK("http://evil.example","Click"), Inc.' })
      .where('id', '=', customer.customer_id)
      .execute();
    const response = await t.request(
      `/api/modules/enquiry/contracts/export.csv?filter=${q({ where: { id: customer.id } })}`,
      auth(tokens.auditor),
    );
    const text = (await response.text()).replace(/^\uFEFF/, '');
    expect(text).toContain('"\'=HYPERLINK(""http://evil.example"",""Click""), Inc."');
    expect(parseCsv(text)[1]![1]).toBe('\'=HYPERLINK("http://evil.example","Click"), Inc.');
  });

  it('answers a bad filter with 400 before any byte of the file, and needs download', async () => {
    expect(
      (
        await t.request(
          `/api/modules/enquiry/contracts/export.csv?filter=${q({ where: { nosuch: 1 } })}`,
          auth(tokens.auditor),
        )
      ).status,
    ).toBe(400);
    expect((await t.request('/api/modules/enquiry/contracts/export.csv', auth(tokens.sales))).status).toBe(
      403,
    );
    expect(
      (await t.request('/api/modules/prefund/contracts/export.xlsx', auth(tokens.fundingAnalyst))).status,
    ).toBe(403);
  });
});

describe('GET /contracts/export.xlsx', () => {
  it("opens in a spreadsheet reader with the database's values: numbers, days and money to the cent", async () => {
    const where = { status: { inq: ['ACTIVE', 'MATURED'] } };
    const response = await t.request(
      `/api/modules/assetManagement/contracts/export.xlsx?filter=${q({ where, order: 'id ASC' })}`,
      auth(tokens.auditor),
    );
    expect(response.status).toBe(200);
    const sheet = await readXlsx(new Uint8Array(await response.arrayBuffer()));
    expect(sheet.name).toBe('Contracts');
    expect(sheet.frozenRows).toBe(1);
    const headers = sheet.rows[0]!.map((cell) => cell.value);
    const at = (header: string) => {
      expect(headers).toContain(header);
      return headers.indexOf(header);
    };
    // The stored values as text, so the comparison does not go through either driver's number parsing.
    const { rows: stored } = await sql<Record<string, string>>`
      SELECT contract_number, equipment_cost::text AS equipment_cost, amount_financed::text AS amount_financed,
             payment_amount::text AS payment_amount, term_months::text AS term_months,
             to_char(commencement_date, 'YYYY-MM-DD') AS commencement_date,
             to_char(first_payment_date, 'YYYY-MM-DD') AS first_payment_date
      FROM contract WHERE status IN ('ACTIVE', 'MATURED')`.execute(t.database.db);
    const byNumber = new Map(stored.map((row) => [row.contract_number, row]));
    const body = sheet.rows.slice(1);
    expect(body.length).toBeGreaterThan(100);
    const cents = (text: string) => {
      const [whole, fraction = ''] = text.split('.');
      return Number(whole) * 100 + Math.sign(Number(`${whole}1`)) * Number(fraction.padEnd(2, '0'));
    };
    const day = (text: string) => new Date(`${text}T00:00:00.000Z`);
    for (const cells of body) {
      const row = byNumber.get(String(cells[at('Contract')]!.value));
      expect(row, String(cells[0]!.value)).toBeDefined();
      for (const [header, column] of [
        ['Equipment Cost', 'equipment_cost'],
        ['Amount Financed', 'amount_financed'],
        ['Payment', 'payment_amount'],
      ] as const) {
        const cell = cells[at(header)]!;
        expect(typeof cell.value, header).toBe('number');
        expect(cell.numFmt).toBe('#,##0.00');
        expect(Math.round((cell.value as number) * 100), `${header} of ${row!.contract_number}`).toBe(
          cents(row![column]!),
        );
      }
      expect(cells[at('Term')]!.value).toBe(Number(row!.term_months));
      for (const [header, column] of [
        ['Commencement Date', 'commencement_date'],
        ['First Payment Date', 'first_payment_date'],
      ] as const) {
        expect(cells[at(header)]!.value, header).toEqual(day(row![column]!));
        expect(cells[at(header)]!.numFmt).toBe('mm/dd/yyyy');
      }
    }
  });

  it('is a valid OOXML package whose sheet holds the rows', async () => {
    const where = { status: { inq: ['ACTIVE', 'MATURED'] } };
    const response = await t.request(
      `/api/modules/assetManagement/contracts/export.xlsx?filter=${q({ where, order: 'id ASC' })}`,
      auth(tokens.auditor),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const files = unzip(new Uint8Array(await response.arrayBuffer()));
    expect([...files.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    for (const [name, content] of files) expect(crc32(content), name).toBeTypeOf('number');
    const sheet = files.get('xl/worksheets/sheet1.xml')!.toString('utf8');
    expect(sheet.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>')).toBe(true);
    expect(sheet.endsWith('</sheetData></worksheet>')).toBe(true);
    const rows = [...sheet.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)];
    const count = await t.json(
      `/api/modules/assetManagement/contracts/count?where=${q(where)}`,
      auth(tokens.admin),
    );
    expect(rows).toHaveLength(count.body.count + 1);
    expect(rows.map((row) => Number(row[1]))).toEqual(rows.map((_, index) => index + 1));
    const headers = [...rows[0]![2]!.matchAll(/<t>(.*?)<\/t>/g)].map((match) => match[1]);
    expect(headers.slice(-5)).toEqual([
      'Assets',
      'Asset Categories',
      'Book Residual',
      'Days Past Due',
      'Amount Past Due',
    ]);
    const first = await t.json(
      `/api/modules/assetManagement/contracts?filter=${q({ where, order: 'id ASC', limit: 1 })}`,
      auth(tokens.admin),
    );
    const cells = rows[1]![2]!;
    expect(cells).toContain(
      `<c r="A2" t="inlineStr"><is><t xml:space="preserve">${first.body[0].contractNumber}</t></is></c>`,
    );
    expect(cells).toContain(`<c r="H2" s="2"><v>${first.body[0].equipmentCost}</v></c>`);
    expect(cells).toMatch(/<c r="M2" s="3"><v>\d+<\/v><\/c>/);
    // Every part is well-formed enough for a strict reader: balanced tags, no raw ampersands.
    for (const [name, content] of files) {
      const xml = content.toString('utf8');
      expect(xml, name).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
      const opened = (xml.match(/<[A-Za-z][^>]*>/g) ?? []).filter((tag) => !tag.endsWith('/>')).length;
      const closed = (xml.match(/<\/[A-Za-z]/g) ?? []).length;
      expect(opened, name).toBe(closed);
    }
  });
});
