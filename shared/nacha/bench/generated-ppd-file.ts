import { abaCheckDigit, writeAchFile, type AchBatchSpec, type AchEntrySpec } from '../src/index.ts';

// The benchmark's large file: lease payment debits (PPD, code 27) as the lessor originates them, written by
// our own writer so its controls and hashes are right. Every value follows from the entry's index, so each
// run reads the same bytes.

const ENTRIES_PER_BATCH = 1000;
const SURNAMES = ['SMITH', 'GARCIA', 'NGUYEN', 'PATEL', 'KIM', 'LOPEZ', 'BROWN', 'DAVIS', 'WILSON', 'MOORE'];
const GIVEN = ['ALEX', 'SAM', 'JORDAN', 'TAYLOR', 'CASEY', 'MORGAN', 'RILEY', 'JAMIE', 'DREW', 'QUINN'];

const withCheckDigit = (first8: string) => `${first8}${abaCheckDigit(first8)}`;

function entry(index: number): AchEntrySpec {
  const bank = String(10_000_000 + ((index * 7_919) % 89_999_999)).padStart(8, '0');
  return {
    transactionCode: '27',
    routing: withCheckDigit(bank),
    accountNumber: String(100_000_000 + index * 37),
    amountCents: 25_000 + ((index * 104_729) % 975_000),
    name: `${GIVEN[index % GIVEN.length]} ${SURNAMES[Math.floor(index / GIVEN.length) % SURNAMES.length]}`,
    id: `LC-${String(index).padStart(9, '0')}`,
  };
}

/**
 * The text of a valid PPD file with `entryCount` debit entries in batches of 1,000, the same for the same count.
 *
 * @example
 * generatedPpdFile(500_000).length; // 47,595,950: 500 batches of 1,000 lease payments
 */
export function generatedPpdFile(entryCount: number): string {
  const batches: AchBatchSpec[] = [];
  for (let first = 0; first < entryCount; first += ENTRIES_PER_BATCH) {
    const count = Math.min(ENTRIES_PER_BATCH, entryCount - first);
    batches.push({
      secCode: 'PPD',
      companyName: 'LENDLINE LEASING',
      companyId: '1234567890',
      entryDescription: 'LEASE PMT',
      descriptiveDate: 'DEC 26',
      effectiveDate: '2026-12-01',
      odfiRouting: '121042882',
      entries: Array.from({ length: count }, (_, offset) => entry(first + offset)),
    });
  }
  const result = writeAchFile({
    immediateDestination: '231380104',
    immediateOrigin: '121042882',
    immediateDestinationName: 'FEDERAL RESERVE BANK',
    immediateOriginName: 'LENDLINE BANK',
    fileCreationDate: '2026-11-21',
    fileCreationTime: '18:00',
    batches,
  });
  if (!result.ok) throw new Error(`the generated file does not write: ${result.issues[0]?.message}`);
  return result.text;
}
