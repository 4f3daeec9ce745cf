import type { FileTotals } from '../model.ts';
import { SpecFields } from './spec-fields.ts';
import type { AchBatchSpec, AchFileSpec, WriteResult } from './spec.ts';

const CREDITS = new Set(['22', '23', '32', '33']);
const DEBITS = new Set(['27', '28', '37', '38']);
const PRENOTES = new Set(['23', '28', '33', '38']);
const FILLER = '9'.repeat(94);

interface BatchOutcome {
  records: string[];
  traceNumbers: string[];
  count: number;
  hash: number;
  debit: number;
  credit: number;
}

function serviceClass(batch: AchBatchSpec, path: string, fields: SpecFields): string {
  const credits = batch.entries.some((entry) => CREDITS.has(entry.transactionCode));
  const debits = batch.entries.some((entry) => DEBITS.has(entry.transactionCode));
  const derived = credits && debits ? '200' : credits ? '220' : '225';
  const chosen = batch.serviceClassCode ?? derived;
  if ((chosen === '220' && debits) || (chosen === '225' && credits)) {
    fields.issue(
      `${path}.serviceClassCode`,
      'service-class',
      `${path}.serviceClassCode ${chosen} does not allow the batch's ${debits ? 'debits' : 'credits'}.`,
    );
  }
  return chosen;
}

function writeBatch(
  batch: AchBatchSpec,
  index: number,
  firstTrace: number,
  fields: SpecFields,
): BatchOutcome {
  const path = `batches[${index}]`;
  const odfiPath = `${path}.odfiRouting`;
  const odfiText =
    batch.odfiRouting.length === 9 ? fields.routing(odfiPath, batch.odfiRouting) : batch.odfiRouting;
  if (!/^\d{8}/.test(odfiText)) {
    fields.issue(
      odfiPath,
      'routing',
      `${odfiPath} "${batch.odfiRouting}" is not an 8-digit ODFI ID or routing number.`,
    );
  }
  const odfi = odfiText.slice(0, 8).padEnd(8, '0');
  const scc = serviceClass(batch, path, fields);
  const companyId = fields.identifier(`${path}.companyId`, batch.companyId, 10, true);
  const batchNumber = fields.number(`${path} batch number`, index + 1, 7);
  if (batch.entries.length === 0) fields.issue(`${path}.entries`, 'required', `${path} has no entries.`);
  const records = [
    '5' +
      scc +
      fields.text(`${path}.companyName`, batch.companyName, 16, true) +
      fields.text(`${path}.companyDiscretionaryData`, batch.companyDiscretionaryData, 20) +
      companyId +
      batch.secCode +
      fields.text(`${path}.entryDescription`, batch.entryDescription, 10, true) +
      fields.text(`${path}.descriptiveDate`, batch.descriptiveDate, 6) +
      fields.date(`${path}.effectiveDate`, batch.effectiveDate) +
      '   1' +
      odfi +
      batchNumber,
  ];
  const outcome: BatchOutcome = { records, traceNumbers: [], count: 0, hash: 0, debit: 0, credit: 0 };
  batch.entries.forEach((entry, position) => {
    const at = `${path}.entries[${position}]`;
    const code = entry.transactionCode;
    if (!CREDITS.has(code) && !DEBITS.has(code)) {
      fields.issue(
        `${at}.transactionCode`,
        'format',
        `${at}.transactionCode "${code}" is not 22, 23, 27, 28, 32, 33, 37 or 38.`,
      );
    }
    if (PRENOTES.has(code) && entry.amountCents !== 0) {
      fields.issue(`${at}.amountCents`, 'amount', `${at} is a prenote (${code}); its amount must be 0.`);
    }
    const trace = odfi + fields.number(`${at} trace sequence`, firstTrace + position, 7);
    const addenda = entry.addenda === undefined ? null : fields.text(`${at}.addenda`, entry.addenda, 80);
    records.push(
      '6' +
        code +
        fields.routing(`${at}.routing`, entry.routing) +
        fields.identifier(`${at}.accountNumber`, entry.accountNumber, 17, true) +
        fields.number(`${at}.amountCents`, entry.amountCents, 10) +
        fields.identifier(`${at}.id`, entry.id, 15) +
        fields.text(`${at}.name`, entry.name, 22, true) +
        fields.text(`${at}.discretionaryData`, entry.discretionaryData, 2) +
        (addenda === null ? '0' : '1') +
        trace,
    );
    if (addenda !== null) records.push(`705${addenda}0001${trace.slice(8)}`);
    outcome.traceNumbers.push(trace);
    outcome.count += addenda === null ? 1 : 2;
    outcome.hash += Number(entry.routing.slice(0, 8)) || 0;
    if (CREDITS.has(code)) outcome.credit += entry.amountCents;
    if (DEBITS.has(code)) outcome.debit += entry.amountCents;
  });
  records.push(
    '8' +
      scc +
      fields.number(`${path} entry/addenda count`, outcome.count, 6) +
      String(outcome.hash % 1e10).padStart(10, '0') +
      fields.number(`${path} total debits`, outcome.debit, 12) +
      fields.number(`${path} total credits`, outcome.credit, 12) +
      companyId +
      ' '.repeat(25) +
      odfi +
      batchNumber,
  );
  return outcome;
}

/**
 * Writes a NACHA file of PPD and CCD batches, debits and credits with optional Addenda 05: it numbers the
 * batches and the entries' trace numbers (ODFI + a sequence unique in the file), computes each batch's
 * service class when not given, entry hash, counts and totals, the file control with block count, and pads
 * with lines of 9s to a multiple of ten records. What it writes reads back through readAchFile byte for byte
 * with no problems. A spec that cannot make a valid file gives `{ ok: false, issues }` with a path per issue.
 *
 * @example
 * const result = writeAchFile({
 *   immediateDestination: '231380104', immediateOrigin: '121042882', fileCreationDate: '2026-03-02',
 *   batches: [{ secCode: 'PPD', companyName: 'LENDLINE', companyId: '1234567890', entryDescription: 'LEASE PMT',
 *     effectiveDate: '2026-03-03', odfiRouting: '12104288',
 *     entries: [{ transactionCode: '27', routing: '231380104', accountNumber: '12345678', amountCents: 45000, name: 'ACME TOOLS LLC', id: 'C-1001' }] }],
 * });
 * result.ok && result.traceNumbers[0]; // ['121042880000001']
 */
export function writeAchFile(spec: AchFileSpec): WriteResult {
  const fields = new SpecFields();
  const origin = spec.immediateOrigin;
  const time = spec.fileCreationTime ?? '';
  if (time !== '' && !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) {
    fields.issue('fileCreationTime', 'format', `fileCreationTime "${time}" is not a time as HH:MM.`);
  }
  const modifier = spec.fileIdModifier ?? 'A';
  if (!/^[A-Z0-9]$/.test(modifier)) {
    fields.issue(
      'fileIdModifier',
      'format',
      `fileIdModifier "${modifier}" must be one character A-Z or 0-9.`,
    );
  }
  const records = [
    '101 ' +
      fields.routing('immediateDestination', spec.immediateDestination) +
      fields.identifier('immediateOrigin', /^\d{9}$/.test(origin) ? ` ${origin}` : origin, 10, true) +
      fields.date('fileCreationDate', spec.fileCreationDate) +
      (time === '' ? '    ' : time.replace(':', '').slice(0, 4)) +
      modifier.slice(0, 1).padEnd(1) +
      '094101' +
      fields.text('immediateDestinationName', spec.immediateDestinationName, 23) +
      fields.text('immediateOriginName', spec.immediateOriginName, 23) +
      fields.text('referenceCode', spec.referenceCode, 8),
  ];
  const totals: FileTotals = {
    batchCount: spec.batches.length,
    blockCount: 0,
    entryAddendaCount: 0,
    entryHash: '',
    debitCents: 0,
    creditCents: 0,
  };
  let hash = 0;
  let nextTrace = 1;
  const traceNumbers = spec.batches.map((batch, index) => {
    const outcome = writeBatch(batch, index, nextTrace, fields);
    nextTrace += batch.entries.length;
    records.push(...outcome.records);
    totals.entryAddendaCount += outcome.count;
    totals.debitCents += outcome.debit;
    totals.creditCents += outcome.credit;
    hash += outcome.hash;
    return outcome.traceNumbers;
  });
  totals.entryHash = String(hash % 1e10).padStart(10, '0');
  totals.blockCount = Math.ceil((records.length + 1) / 10);
  records.push(
    '9' +
      fields.number('batch count', totals.batchCount, 6) +
      fields.number('block count', totals.blockCount, 6) +
      fields.number('entry/addenda count', totals.entryAddendaCount, 8) +
      totals.entryHash +
      fields.number('total debits', totals.debitCents, 12) +
      fields.number('total credits', totals.creditCents, 12) +
      ' '.repeat(39),
  );
  if (fields.issues.length > 0) return { ok: false, issues: fields.issues };
  while (records.length % 10 !== 0) records.push(FILLER);
  const eol = spec.lineEnding ?? '\n';
  return { ok: true, text: records.join(eol) + eol, traceNumbers, totals };
}
