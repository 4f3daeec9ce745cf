import { createRandom, type Draws } from '@lendline/random';
import { drawsFrom } from '@lendline/random/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAchFile } from '../read/read-ach-file.ts';
import { abaCheckDigit } from '../routing/aba.ts';
import type { AchBatchSpec, AchEntrySpec, AchFileSpec, WriteTransactionCode } from './spec.ts';
import { writeAchFile } from './write-ach-file.ts';

const CODES: WriteTransactionCode[] = ['22', '23', '27', '28', '32', '33', '37', '38'];
const WORDS = [
  'ACME',
  'Tools',
  'LLC',
  'José',
  'Nuñez',
  'Lease',
  '#42',
  "O'Brien",
  'Café',
  '&',
  'Co.',
  'Équipement',
];

function routing(random: Draws): string {
  const first8 = String(random.int(1, 99_999_999)).padStart(8, '0');
  return first8 + abaCheckDigit(first8);
}

function text(random: Draws, maxWords: number): string {
  return Array.from({ length: random.int(1, maxWords) }, () => random.pick(WORDS)).join(' ');
}

function entry(random: Draws): AchEntrySpec {
  const transactionCode = random.pick(CODES);
  const prenote = ['23', '28', '33', '38'].includes(transactionCode);
  return {
    transactionCode,
    routing: routing(random),
    accountNumber: String(random.int(1, 10 ** 9)).padStart(random.int(4, 17), '9'),
    amountCents: prenote ? 0 : random.int(1, random.chance(10) ? 9_999_999_999 : 5_000_000),
    name: text(random, 5),
    ...(random.chance(70) ? { id: `C-${random.int(1, 999_999)}` } : {}),
    ...(random.chance(30) ? { addenda: text(random, 20) } : {}),
  };
}

function batch(random: Draws): AchBatchSpec {
  return {
    secCode: random.pick(['PPD', 'CCD'] as const),
    companyName: text(random, 3),
    companyId: `1${String(random.int(0, 999_999_999)).padStart(9, '0')}`,
    entryDescription: random.pick(['LEASE PMT', 'REFUND', 'VENDOR PAY', 'Loan payment due']),
    effectiveDate: `2026-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    odfiRouting: random.chance(50) ? '12104288' : '121042882',
    entries: Array.from({ length: random.int(1, 12) }, () => entry(random)),
  };
}

function spec(random: Draws): AchFileSpec {
  return {
    immediateDestination: '231380104',
    immediateOrigin: random.chance(50) ? '121042882' : '1234567890',
    immediateDestinationName: 'Federal Reserve Bank',
    immediateOriginName: 'Lendline Leasing',
    fileCreationDate: '2026-03-02',
    fileCreationTime: '13:05',
    fileIdModifier: random.pick(['A', 'B', '7']),
    lineEnding: random.pick(['\n', '\r\n'] as const),
    batches: Array.from({ length: random.int(1, 5) }, () => batch(random)),
  };
}

const plain = (value: string) => value.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

// The property test writes and reads 300 files; a generous timeout keeps busy CI machines from failing it.
describe('writeAchFile', { timeout: 60_000 }, () => {
  it('writes files that read back byte for byte with no problems and the same values (property, 300 files)', () => {
    const property = fc.property(fc.gen(), (g) => {
      const input = spec(drawsFrom(g));
      const result = writeAchFile(input);
      if (!result.ok) throw new Error(JSON.stringify(result.issues));
      const eol = input.lineEnding!;
      const file = readAchFile(result.text);
      expect(file.problems).toEqual([]);
      expect(file.records.map((record) => record.text + eol).join('')).toBe(result.text);
      expect(file.records.length % 10).toBe(0);
      expect(file.lineEnding).toBe(eol === '\n' ? 'LF' : 'CRLF');
      expect(file.stored).toEqual(result.totals);
      expect(file.computed).toEqual(result.totals);
      expect(file.batches.map((read) => read.entries.map((entry) => entry.traceNumber))).toEqual(
        result.traceNumbers,
      );
      input.batches.forEach((written, b) => {
        const read = file.batches[b]!;
        expect(read).toMatchObject({
          secCode: written.secCode,
          companyId: written.companyId,
          batchNumber: String(b + 1).padStart(7, '0'),
        });
        expect(read.companyName).toBe(plain(written.companyName).slice(0, 16).trim());
        written.entries.forEach((writtenEntry, e) => {
          const entry = read.entries[e]!;
          expect(entry).toMatchObject({
            transactionCode: writtenEntry.transactionCode,
            rdfiRouting: writtenEntry.routing,
            accountNumber: writtenEntry.accountNumber,
            amountCents: writtenEntry.amountCents,
            name: plain(writtenEntry.name).slice(0, 22).trim(),
            individualId: writtenEntry.id ?? '',
          });
          expect(entry.addenda.map((addenda) => addenda.paymentInfo)).toEqual(
            writtenEntry.addenda === undefined ? [] : [plain(writtenEntry.addenda).slice(0, 80).trimEnd()],
          );
        });
      });
    });
    fc.assert(property, { numRuns: 300, seed: 2026 });
  });

  it('numbers trace numbers through the whole file and batches from 1', () => {
    const random = createRandom(5);
    const input = { ...spec(random), batches: [batch(random), batch(random)] };
    input.batches[0]!.entries = input.batches[0]!.entries.slice(0, 2);
    const result = writeAchFile(input);
    expect(result.ok && result.traceNumbers[0]).toEqual(['121042880000001', '121042880000002']);
    expect(result.ok && result.traceNumbers[1]![0]).toBe('121042880000003');
  });

  it('derives the service class from the entries', () => {
    const random = createRandom(6);
    const classes = (codes: WriteTransactionCode[]) => {
      const input = spec(random);
      input.batches = [
        {
          ...batch(random),
          entries: codes.map((code) => ({ ...entry(random), transactionCode: code, amountCents: 0 })),
        },
      ];
      const result = writeAchFile(input);
      return result.ok ? readAchFile(result.text).batches[0]!.serviceClassCode : result.issues;
    };
    expect(classes(['22', '32'])).toBe('220');
    expect(classes(['27', '28'])).toBe('225');
    expect(classes(['22', '27'])).toBe('200');
  });

  it('says what is wrong with a spec it cannot write, with a path to each problem', () => {
    const random = createRandom(7);
    const input = spec(random);
    const first = input.batches[0]!;
    first.serviceClassCode = '220';
    first.companyName = '   ';
    first.effectiveDate = '2026-02-30';
    first.entries = [
      { ...entry(random), transactionCode: '27', routing: '121042883', amountCents: 10 },
      { ...entry(random), transactionCode: '28', amountCents: 5 },
      { ...entry(random), accountNumber: '123456789012345678' },
      { ...entry(random), amountCents: -1 },
      { ...entry(random), amountCents: 1.5 },
      { ...entry(random), name: 'Emoji 😀 Inc' },
    ];
    input.fileIdModifier = 'a';
    const result = writeAchFile(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map(({ path, code }) => `${path} ${code}`)).toEqual(
      expect.arrayContaining([
        'fileIdModifier format',
        'batches[0].serviceClassCode service-class',
        'batches[0].companyName required',
        'batches[0].effectiveDate format',
        'batches[0].entries[0].routing routing',
        'batches[0].entries[1].amountCents amount',
        'batches[0].entries[2].accountNumber too-long',
        'batches[0].entries[3].amountCents amount',
        'batches[0].entries[4].amountCents amount',
        'batches[0].entries[5].name characters',
      ]),
    );
    expect(result.issues.every((issue) => /^[a-zA-Z].*\.$/.test(issue.message))).toBe(true);
  });

  it('refuses a batch without entries and an ODFI that is not a routing number', () => {
    const random = createRandom(8);
    const input = spec(random);
    input.batches = [{ ...batch(random), entries: [], odfiRouting: '1210' }];
    const result = writeAchFile(input);
    expect(result.ok ? [] : result.issues.map((issue) => issue.path)).toEqual([
      'batches[0].odfiRouting',
      'batches[0].entries',
    ]);
  });
});
