import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvStream } from '../../src/resources/export/csv.ts';
import { columnName, escapeXml, xlsxStream } from '../../src/resources/export/xlsx.ts';
import { zipStream } from '../../src/resources/export/zip-stream.ts';
import { unzip } from '../portfolio/unzip.ts';

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

async function* batches<T>(...lists: T[][]): AsyncGenerator<T[]> {
  for (const list of lists) yield list;
}

async function* pieces(...parts: Buffer[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) yield part;
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

describe('zip and XLSX writers', () => {
  it('writes a zip any reader can list and inflate, entry by entry', async () => {
    const big = 'x'.repeat(300_000);
    const archive = await collect(
      zipStream([
        { name: 'a.txt', data: [Buffer.from('hello')] },
        { name: 'dir/b.txt', data: pieces(Buffer.from(big.slice(0, 1000)), Buffer.from(big.slice(1000))) },
        { name: 'empty', data: [] },
      ]),
    );
    const files = unzip(archive);
    expect(files.get('a.txt')!.toString()).toBe('hello');
    expect(files.get('dir/b.txt')!.toString()).toBe(big);
    expect(files.get('empty')!.length).toBe(0);
    expect(archive.length).toBeLessThan(10_000);
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
