// Hand-built AchFile objects for tests and stories, shaped as @lendline/nacha's reader shapes them.
import type {
  AchFile,
  Addenda,
  Batch,
  BatchTotals,
  Entry,
  FieldValue,
  Problem,
  RawRecord,
} from '@lendline/nacha';

type Layout = [name: string, label: string, start: number, end: number][];

const ENTRY_LAYOUT: Layout = [
  ['recordTypeCode', 'Record type', 1, 1],
  ['transactionCode', 'Transaction code', 2, 3],
  ['rdfiIdentification', 'RDFI routing', 4, 11],
  ['checkDigit', 'Check digit', 12, 12],
  ['dfiAccountNumber', 'DFI account number', 13, 29],
  ['amount', 'Amount', 30, 39],
  ['individualIdentificationNumber', 'Individual ID', 40, 54],
  ['individualName', 'Individual name', 55, 76],
  ['discretionaryData', 'Discretionary data', 77, 78],
  ['addendaRecordIndicator', 'Addenda indicator', 79, 79],
  ['traceNumber', 'Trace number', 80, 94],
];

const ADDENDA99_LAYOUT: Layout = [
  ['recordTypeCode', 'Record type', 1, 1],
  ['addendaTypeCode', 'Addenda type', 2, 3],
  ['returnReasonCode', 'Return reason', 4, 6],
  ['originalEntryTraceNumber', 'Original trace', 7, 21],
  ['dateOfDeath', 'Date of death', 22, 27],
  ['originalReceivingDfiIdentification', 'Original RDFI', 28, 35],
  ['addendaInformation', 'Addenda information', 36, 79],
  ['traceNumber', 'Trace number', 80, 94],
];

function record(layout: Layout, values: Record<string, string>): { text: string; fields: FieldValue[] } {
  let text = '';
  const fields = layout.map(([name, label, start, end]) => {
    const width = end - start + 1;
    const value = values[name] ?? '';
    const raw =
      /^\d+$/.test(value) && name !== 'dfiAccountNumber'
        ? value.padStart(width, '0')
        : value.padEnd(width, ' ');
    text += raw.slice(0, width);
    return { name, label, start, end, raw: raw.slice(0, width) };
  });
  return { text, fields };
}

export interface HandEntry {
  name: string;
  account: string;
  cents: number;
  code?: string;
  returnCode?: [code: string, description: string];
}

const LABELS: Record<string, string> = {
  '22': '22 Checking Credit',
  '27': '27 Checking Debit',
  '37': '37 Savings Debit',
};

/** A one-batch (or more) file with valid totals unless `storedDebitCents` says otherwise. */
export function handBuiltFile(
  batches: { company: string; sec?: string; entries: HandEntry[]; storedDebitCents?: number }[],
  problems: Problem[] = [],
): AchFile {
  const records: RawRecord[] = [];
  const push = (text: string, typeCode = text[0]!) => {
    records.push({ line: records.length + 1, text: text.padEnd(94, ' '), typeCode, filler: false });
    return records.length;
  };
  push(`101 091000019 1234567891810170306A094101FIRST BANK              LENDLINE LEASING`);
  const built: Batch[] = batches.map((spec, batchIndex) => {
    const batchNumber = String(batchIndex + 1).padStart(7, '0');
    const line = push(
      `5225${spec.company.padEnd(36)}1234567890${spec.sec ?? 'PPD'}LEASE PMT       261121   1091000010000001`,
    );
    const entries: Entry[] = spec.entries.map((hand, index) => {
      const code = hand.code ?? '27';
      const trace = `09100001${String(batchIndex * 100_000 + index + 1).padStart(7, '0')}`;
      const built = record(ENTRY_LAYOUT, {
        recordTypeCode: '6',
        transactionCode: code,
        rdfiIdentification: '09140060',
        checkDigit: '6',
        dfiAccountNumber: hand.account,
        amount: String(hand.cents),
        individualIdentificationNumber: `C-${1000 + index}`,
        individualName: hand.name,
        addendaRecordIndicator: hand.returnCode ? '1' : '0',
        traceNumber: trace,
      });
      const entryLine = push(built.text);
      const addenda: Addenda[] = [];
      if (hand.returnCode) {
        const addendaRecord = record(ADDENDA99_LAYOUT, {
          recordTypeCode: '7',
          addendaTypeCode: '99',
          returnReasonCode: hand.returnCode[0],
          originalEntryTraceNumber: trace,
          originalReceivingDfiIdentification: '09140060',
          traceNumber: trace,
        });
        addenda.push({
          line: push(addendaRecord.text),
          typeCode: '99',
          paymentInfo: null,
          reasonCode: hand.returnCode[0],
          reasonDescription: hand.returnCode[1],
          correctedData: null,
          originalTraceNumber: trace,
          fields: addendaRecord.fields,
        });
      }
      return {
        line: entryLine,
        transactionCode: code,
        transactionLabel: LABELS[code] ?? code,
        kind: code.endsWith('7') ? 'debit' : 'credit',
        rdfiRouting: '091400606',
        accountNumber: hand.account,
        amountCents: hand.cents,
        individualId: `C-${1000 + index}`,
        name: hand.name,
        traceNumber: trace,
        addendaIndicator: hand.returnCode ? '1' : '0',
        addenda,
        fields: built.fields,
      } satisfies Entry;
    });
    const computed: BatchTotals = {
      entryAddendaCount: entries.reduce((sum, entry) => sum + 1 + entry.addenda.length, 0),
      entryHash: String(entries.length * 9_140_060).padStart(10, '0'),
      debitCents: entries.reduce((sum, entry) => sum + (entry.kind === 'debit' ? entry.amountCents! : 0), 0),
      creditCents: entries.reduce(
        (sum, entry) => sum + (entry.kind === 'credit' ? entry.amountCents! : 0),
        0,
      ),
    };
    const stored = { ...computed, debitCents: spec.storedDebitCents ?? computed.debitCents };
    push(`8225${String(computed.entryAddendaCount).padStart(6, '0')}${computed.entryHash}`);
    return {
      line,
      serviceClassCode: '225',
      serviceClassLabel: '225 Debits only',
      secCode: spec.sec ?? 'PPD',
      companyName: spec.company,
      companyId: '1234567890',
      entryDescription: 'LEASE PMT',
      effectiveDate: '261121',
      batchNumber,
      isIat: false,
      header: [],
      control: [],
      entries,
      stored,
      computed,
    };
  });
  push('9000001');
  const sum = (pick: (totals: BatchTotals) => number) =>
    built.reduce((total, batch) => total + pick(batch.computed), 0);
  const computed = {
    batchCount: built.length,
    blockCount: Math.ceil(records.length / 10),
    entryAddendaCount: sum((totals) => totals.entryAddendaCount),
    entryHash: '0000000000',
    debitCents: sum((totals) => totals.debitCents),
    creditCents: sum((totals) => totals.creditCents),
  };
  return {
    header: [],
    control: [],
    immediateDestination: '091000019',
    immediateOrigin: '1234567891',
    immediateDestinationName: 'FIRST BANK',
    immediateOriginName: 'LENDLINE LEASING',
    fileCreationDate: '181017',
    fileCreationTime: '0306',
    fileIdModifier: 'A',
    batches: built,
    orphanEntries: [],
    stored: { ...computed, debitCents: built.reduce((total, batch) => total + batch.stored!.debitCents, 0) },
    computed,
    problems,
    records,
    lineEnding: 'LF',
    encoding: 'ascii',
  };
}
