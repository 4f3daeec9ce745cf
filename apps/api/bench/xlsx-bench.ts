import { xlsxStream, type XlsxColumn, type XlsxValue } from '../src/resources/export/xlsx.ts';

// `node --import tsx apps/api/bench/xlsx-bench.ts [rows]`: the XLSX writer alone (no database), on rows
// shaped like the contracts export (14 columns: text, money, integers, days), in batches of 1,000 as the
// export reads them. Prints rows/s and the file's size; the best of three runs.

const ROWS = Number(process.argv[2] ?? 100_000);
const BATCH = 1000;

const columns: XlsxColumn[] = [
  { header: 'Contract', kind: 'text' },
  { header: 'Customer', kind: 'text' },
  { header: 'Contract Type', kind: 'text' },
  { header: 'Status', kind: 'text' },
  { header: 'Vendor', kind: 'text' },
  { header: 'Sales Rep', kind: 'text' },
  { header: 'Debt Source', kind: 'text' },
  { header: 'Equipment Cost', kind: 'money' },
  { header: 'Amount Financed', kind: 'money' },
  { header: 'Payment', kind: 'money' },
  { header: 'Frequency', kind: 'text' },
  { header: 'Term', kind: 'integer' },
  { header: 'Commencement Date', kind: 'date' },
  { header: 'First Payment Date', kind: 'date' },
];

const NAMES = ['Acme Tooling LLC', 'Łódź Maszyny Sp. z o.o.', 'Harbor & Rail Freight', 'Zoë Ünal GmbH'];

function row(index: number): XlsxValue[] {
  const cents = 1_000_000 + ((index * 7919) % 90_000_000);
  const day = `202${index % 6}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`;
  return [
    `EL-2024-${String(index).padStart(6, '0')}`,
    NAMES[index % NAMES.length]!,
    'Fair Market Value Lease',
    'Active',
    'Northwind Equipment',
    'Avery Collins',
    'First Lakeside Bank',
    cents / 100,
    Math.round(cents * 0.98) / 100,
    Math.round(cents / 48) / 100,
    'Monthly',
    12 * (1 + (index % 5)),
    day,
    day,
  ];
}

async function* batches(): AsyncGenerator<XlsxValue[][]> {
  for (let at = 0; at < ROWS; at += BATCH) {
    yield Array.from({ length: Math.min(BATCH, ROWS - at) }, (_, offset) => row(at + offset));
  }
}

let best = Infinity;
let bytes = 0;
for (let run = 0; run < 3; run += 1) {
  const started = performance.now();
  bytes = 0;
  for await (const chunk of xlsxStream('Contracts', columns, batches())) bytes += chunk.length;
  best = Math.min(best, performance.now() - started);
}
console.log(
  `${ROWS.toLocaleString('en-US')} rows: ${Math.round(ROWS / (best / 1000)).toLocaleString('en-US')} rows/s ` +
    `(${Math.round(best)} ms), ${bytes.toLocaleString('en-US')} bytes`,
);
