import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvStream } from '../../src/resources/export/csv.ts';
import { columnName, escapeXml, xlsxStream } from '../../src/resources/export/xlsx.ts';
import { unzip } from '../portfolio/unzip.ts';
import { readXlsx } from '../support/xlsx-reader.ts';

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

async function* batches<T>(...lists: T[][]): AsyncGenerator<T[]> {
  for (const list of lists) yield list;
}

describe('CSV cells', () => {
  it('quotes per RFC 4180 and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(
        csvCell(`${start}1+1`).startsWith(`"'${start}`) || csvCell(`${start}1+1`).startsWith(`'${start}`),
      ).toBe(true);
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', 1, undefined])).toBe('a,1,\r\n');
  });

  it('streams a BOM, the header and every batch', async () => {
    const stream = await csvStream(
      ['Id', 'Name'],
      batches([{ id: 1, name: 'Tomás' }], [{ id: 2, name: '=cmd' }]),
      (rows) => rows.map((row) => [row.id, row.name]),
    );
    const text = (await collect(stream as unknown as AsyncIterable<Uint8Array>)).toString('utf8');
    expect(text).toBe("\uFEFFId,Name\r\n1,Tomás\r\n2,'=cmd\r\n");
  });
});

const chunksOf = async (chunks: AsyncIterable<Uint8Array>) => {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return parts;
};

describe('XLSX writer', () => {
  it('streams a large sheet in chunks that a spreadsheet reader opens whole', async () => {
    const columns = [
      { header: 'Number', kind: 'text' as const },
      { header: 'Amount', kind: 'money' as const },
      { header: 'Day', kind: 'date' as const },
    ];
    const rows = (async function* () {
      for (let start = 0; start < 5000; start += 1000) {
        yield Array.from({ length: 1000 }, (_, offset) => {
          const n = start + offset;
          return [`N-${n}`, (n * 1001) / 100, `2026-01-${String((n % 28) + 1).padStart(2, '0')}`];
        });
      }
    })();
    const chunks = await chunksOf(xlsxStream('Big', columns, rows));
    expect(chunks.length).toBeGreaterThan(5);
    const archive = Buffer.concat(chunks);
    expect([...unzip(archive).keys()]).toContain('xl/worksheets/sheet1.xml');
    const sheet = await readXlsx(archive);
    expect(sheet.name).toBe('Big');
    expect(sheet.rows).toHaveLength(5001);
    expect(sheet.rows[4321]!.map((cell) => cell.value)).toEqual([
      'N-4320',
      43243.2,
      new Date(Date.UTC(2026, 0, 9)),
    ]);
  });

  it('fails, not hangs, when the rows fail midway, and gives the same bytes for the same rows', async () => {
    const columns = [{ header: 'A', kind: 'integer' as const }];
    const failing = (async function* () {
      yield [[1]];
      throw new Error('cursor lost');
    })();
    await expect(chunksOf(xlsxStream('S', columns, failing))).rejects.toThrow('cursor lost');
    const once = Buffer.concat(await chunksOf(xlsxStream('S', columns, batches([[1], [2]]))));
    const again = Buffer.concat(await chunksOf(xlsxStream('S', columns, batches([[1], [2]]))));
    expect(once.equals(again)).toBe(true);
  });

  it('writes typed cells and escapes what XML cannot hold', async () => {
    expect(columnName(0)).toBe('A');
    expect(columnName(25)).toBe('Z');
    expect(columnName(26)).toBe('AA');
    expect(columnName(701)).toBe('ZZ');
    expect(escapeXml('a & <b> "c"\u0001')).toBe('a &amp; &lt;b&gt; &quot;c&quot;');
    const archive = await collect(
      xlsxStream(
        'Sheet & Co',
        [
          { header: 'Text', kind: 'text' },
          { header: 'Money', kind: 'money' },
          { header: 'Day', kind: 'date' },
          { header: 'Count', kind: 'integer' },
        ],
        batches([['=SUM(A1)', 1234.5, '2026-02-28', 3]], [[null, null, 'not a day', 'n/a']]),
      ),
    );
    // As a spreadsheet program reads it: typed values, the formats, a bold frozen header, formulas as text.
    const read = await readXlsx(archive);
    expect(read.name).toBe('Sheet & Co');
    expect(read.frozenRows).toBe(1);
    expect(read.rows[0]!.map((cell) => [cell.value, cell.bold])).toEqual([
      ['Text', true],
      ['Money', true],
      ['Day', true],
      ['Count', true],
    ]);
    expect(read.rows[1]).toEqual([
      { value: '=SUM(A1)', numFmt: undefined, bold: false },
      { value: 1234.5, numFmt: '#,##0.00', bold: false },
      { value: new Date(Date.UTC(2026, 1, 28)), numFmt: 'mm/dd/yyyy', bold: false },
      { value: 3, numFmt: undefined, bold: false },
    ]);
    expect(read.rows[2]!.map((cell) => cell.value)).toEqual([null, null, 'not a day', 'n/a']);
    const files = unzip(archive);
    expect(files.get('xl/workbook.xml')!.toString()).toContain('name="Sheet &amp; Co"');
    const sheet = files.get('xl/worksheets/sheet1.xml')!.toString();
    expect(sheet).toContain('<c r="A2" t="inlineStr"><is><t xml:space="preserve">=SUM(A1)</t></is></c>');
    expect(sheet).toContain('<c r="B2" s="2"><v>1234.5</v></c>');
    expect(sheet).toContain('<c r="C2" s="3"><v>46081</v></c>');
    expect(sheet).toContain('<c r="D2"><v>3</v></c>');
    expect(sheet).toContain(
      '<row r="3"><c r="C3" t="inlineStr"><is><t xml:space="preserve">not a day</t></is></c>',
    );
  });
});
