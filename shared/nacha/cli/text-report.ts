import type { AchFile, Batch, BatchTotals, Entry, FileTotals, Problem } from '../src/index.ts';
import { maskEntry, maskMessage } from './mask.ts';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (cents: number) => USD.format(cents / 100);

function date(yymmdd: string): string {
  return /^\d{6}$/.test(yymmdd) ? `20${yymmdd.slice(0, 2)}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4)}` : yymmdd;
}

function time(hhmm: string): string {
  return /^\d{4}$/.test(hhmm) ? `${hhmm.slice(0, 2)}:${hhmm.slice(2)}` : hhmm;
}

/** Rows of cells, each column as wide as its widest cell, indented. */
function table(rows: string[][], indent = '  '): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows.map(
    (row) =>
      indent +
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('   ')
        .trimEnd(),
  );
}

const TOTALS: [label: string, value: (totals: BatchTotals) => string][] = [
  ['Entry/addenda count', (totals) => String(totals.entryAddendaCount)],
  ['Entry hash', (totals) => totals.entryHash],
  ['Debits', (totals) => money(totals.debitCents)],
  ['Credits', (totals) => money(totals.creditCents)],
];

/** Stored against computed totals, a marker where they differ. */
function totalsTable(stored: BatchTotals | null, computed: BatchTotals, extra: typeof TOTALS = []): string[] {
  const rows = [...extra, ...TOTALS].map(([label, value]) => {
    const mine = value(computed);
    const theirs = stored === null ? '(none)' : value(stored);
    return [label, theirs, mine, stored !== null && theirs !== mine ? '<- differs' : ''];
  });
  return table([['Totals', 'stored', 'computed', ''], ...rows]);
}

function entryLines(entry: Entry, mask: boolean): string[] {
  const shown = mask ? maskEntry(entry) : entry;
  const amount = shown.amountCents === null ? '(unreadable amount)' : money(shown.amountCents);
  const id = shown.individualId === '' ? '' : `, ID ${shown.individualId}`;
  const lines = [
    `    line ${shown.line}: ${shown.transactionLabel}, ${amount}, ${shown.name || '(no name)'}${id}`,
    `      trace ${shown.traceNumber}, RDFI ${shown.rdfiRouting}, account ${shown.accountNumber}`,
  ];
  for (const addenda of shown.addenda) {
    const reason =
      addenda.reasonCode === null
        ? ''
        : ` ${addenda.reasonCode} ${addenda.reasonDescription ?? '(unknown code)'}`;
    const corrected = addenda.correctedData
      ? `, ${addenda.typeCode === '98' ? 'corrected' : 'info'}: ${addenda.correctedData}`
      : '';
    const original =
      addenda.originalTraceNumber === null ? '' : `, original trace ${addenda.originalTraceNumber}`;
    const info = addenda.reasonCode === null && addenda.paymentInfo ? `: ${addenda.paymentInfo.trim()}` : '';
    lines.push(
      `      addenda ${addenda.typeCode} (line ${addenda.line})${reason}${info}${original}${corrected}`,
    );
  }
  return lines;
}

function batchLines(batch: Batch, mask: boolean): string[] {
  return [
    '',
    `Batch ${batch.batchNumber} (line ${batch.line}): ${batch.secCode} ${batch.serviceClassLabel}${batch.isIat ? ', IAT' : ''}`,
    ...table([
      ['Company', `${batch.companyName || '(none)'}, ID ${batch.companyId || '(none)'}`],
      ['Description', `${batch.entryDescription}, effective ${date(batch.effectiveDate) || '(none)'}`],
      ['Records', `${batch.entryCount} entries, ${batch.addendaCount} addenda`],
    ]),
    ...totalsTable(batch.stored, batch.computed),
    '  Entries',
    ...batch.entries.flatMap((entry) => entryLines(entry, mask)),
  ];
}

/** One line per problem: where (line, columns), how bad, moov's code and the sentence. */
function problemLines(problems: Problem[], mask: boolean): string[] {
  return problems.map((problem) => {
    const where = problem.line === null ? 'file' : `line ${problem.line}`;
    const columns = problem.field === null ? '' : `, columns ${problem.field.start}-${problem.field.end}`;
    const message = mask ? maskMessage(problem.message, problem.field?.name) : problem.message;
    return `  ${where}${columns}: ${problem.severity} ${problem.code}: ${message}`;
  });
}

/** "INVALID (3 errors, 1 warning)", or "valid (0 errors, 2 warnings)". */
function verdict(problems: Problem[]): string {
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const warnings = problems.length - errors;
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${errors === 0 ? 'valid' : 'INVALID'} (${count(errors, 'error')}, ${count(warnings, 'warning')})`;
}

/** The human report of `describe`: header, batches with entries and totals, file totals, problems. */
export function describeText(path: string, file: AchFile, mask: boolean): string {
  const blocks: FileTotals extends BatchTotals ? typeof TOTALS : never = [
    ['Batches', (totals) => String((totals as FileTotals).batchCount)],
    ['Blocks', (totals) => String((totals as FileTotals).blockCount)],
  ];
  const lines = [
    `${path}: ${verdict(file.problems)}`,
    '',
    file.header === null ? 'File header: missing' : 'File header (line 1)',
    ...table([
      ['Immediate destination', `${file.immediateDestination} ${file.immediateDestinationName}`.trim()],
      ['Immediate origin', `${file.immediateOrigin} ${file.immediateOriginName}`.trim()],
      [
        'Created',
        `${date(file.fileCreationDate)} ${time(file.fileCreationTime)}, file ID modifier ${file.fileIdModifier}`,
      ],
      ['Read as', `${file.encoding}, line endings ${file.lineEnding}, ${file.records.length} lines`],
    ]),
    ...file.batches.flatMap((batch) => batchLines(batch, mask)),
  ];
  if (file.orphanEntries.length > 0) {
    lines.push(
      '',
      'Entries outside any batch',
      ...file.orphanEntries.flatMap((entry) => entryLines(entry, mask)),
    );
  }
  lines.push('', file.control === null ? 'File control: missing' : 'File control');
  lines.push(...totalsTable(file.stored, file.computed, blocks));
  lines.push(
    '',
    file.problems.length === 0 ? 'Problems: none' : 'Problems',
    ...problemLines(file.problems, mask),
  );
  return `${lines.join('\n')}\n`;
}

/** The human report of `validate`: the verdict and one line per problem. */
export function validateText(path: string, problems: Problem[], mask: boolean): string {
  return [`${path}: ${verdict(problems)}`, ...problemLines(problems, mask)]
    .map((line) => `${line}\n`)
    .join('');
}
