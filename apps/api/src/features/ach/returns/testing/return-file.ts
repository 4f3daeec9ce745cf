import { abaCheckDigit } from '@lendline/nacha';

/** One line of a bank return / NOC file a test or fixture wants. */
export interface FixtureReturn {
  kind: 'RETURN' | 'NOC';
  code: string;
  /** Our entry's trace number. */
  originalTrace: string;
  /** The lessee's account the original entry debited. */
  accountNumber: string;
  /** The lessee's bank, 8 digits (the original entry's RDFI identification). */
  originalRdfi: string;
  amountCents: number;
  individualId?: string;
  name?: string;
  /** 99: addenda information; 98: corrected data (29 characters). */
  data?: string;
  savings?: boolean;
}

export interface ReturnFileOptions {
  /** Our bank: the file goes to it, and the returned entries' RDFI is it (default 091000019). */
  odfiRouting?: string;
  /** The bank that returns (default 021000021). */
  returningRouting?: string;
  companyName?: string;
  companyId?: string;
  /** 'YYMMDD' of the file and of the return batches (default 261120). */
  date?: string;
}

const left = (text: string, width: number) => text.slice(0, width).padEnd(width, ' ');
const right = (value: number | string, width: number) => String(value).padStart(width, '0');

/**
 * A bank's return / NOC file as the RDFI's operator sends it back: a batch of returns (SEC as the
 * original, Addenda 99) and a COR batch of notifications of change (Addenda 98), totals, hash, block
 * count and 9-padding, so `@lendline/nacha` reads it with no problem. Test and fixture data only.
 */
export function returnFileText(lines: readonly FixtureReturn[], options: ReturnFileOptions = {}): string {
  const odfi = options.odfiRouting ?? '091000019';
  const bank = options.returningRouting ?? '021000021';
  const date = options.date ?? '261120';
  const companyName = options.companyName ?? 'LENDLINE LEASING';
  const companyId = options.companyId ?? '1234567890';
  const records: string[] = [
    '101' +
      ` ${odfi}` +
      ` ${bank}` +
      date +
      '0800' +
      'A094101' +
      left('DEMO ODFI BANK', 23) +
      left('RETURNING BANK', 23) +
      left('', 8),
  ];
  let batches = 0;
  let fileCount = 0;
  let fileHash = 0;
  let fileDebit = 0;
  let sequence = 0;
  for (const kind of ['RETURN', 'NOC'] as const) {
    const mine = lines.filter((line) => line.kind === kind);
    if (mine.length === 0) continue;
    batches += 1;
    const sec = kind === 'NOC' ? 'COR' : 'CCD';
    records.push(
      '5200' +
        left(companyName, 16) +
        left('', 20) +
        left(companyId, 10) +
        sec +
        left(kind === 'NOC' ? 'NOC' : 'RETURN', 10) +
        date +
        date +
        '   1' +
        bank.slice(0, 8) +
        right(batches, 7),
    );
    let hash = 0;
    let debit = 0;
    for (const line of mine) {
      sequence += 1;
      const trace = bank.slice(0, 8) + right(sequence, 7);
      const amount = kind === 'NOC' ? 0 : line.amountCents;
      records.push(
        '6' +
          (line.savings ? '36' : '26') +
          odfi.slice(0, 8) +
          String(abaCheckDigit(odfi.slice(0, 8))) +
          left(line.accountNumber, 17) +
          right(amount, 10) +
          left(line.individualId ?? '', 15) +
          left(line.name ?? 'LESSEE', 22) +
          '  1' +
          trace,
      );
      records.push(
        (kind === 'NOC' ? '798' : '799') +
          left(line.code, 3) +
          right(line.originalTrace, 15) +
          left('', 6) +
          line.originalRdfi.slice(0, 8) +
          (kind === 'NOC' ? left(line.data ?? '', 29) + left('', 15) : left(line.data ?? '', 44)) +
          trace,
      );
      hash += Number(odfi.slice(0, 8));
      debit += amount;
    }
    const count = mine.length * 2;
    records.push(
      '8200' +
        right(count, 6) +
        right(hash % 1e10, 10) +
        right(debit, 12) +
        right(0, 12) +
        left(companyId, 10) +
        left('', 25) +
        bank.slice(0, 8) +
        right(batches, 7),
    );
    fileCount += count;
    fileHash += hash;
    fileDebit += debit;
  }
  const blocks = Math.ceil((records.length + 1) / 10);
  records.push(
    '9' +
      right(batches, 6) +
      right(blocks, 6) +
      right(fileCount, 8) +
      right(fileHash % 1e10, 10) +
      right(fileDebit, 12) +
      right(0, 12) +
      left('', 39),
  );
  while (records.length % 10 !== 0) records.push('9'.repeat(94));
  return records.join('\n') + '\n';
}
