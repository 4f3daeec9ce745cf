import { drawsFrom } from '@lendline/random/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openBatch } from '../read/assembler.ts';
import type { BatchState, EntryCategory } from '../read/state.ts';
import { abaCheckDigit } from '../routing/aba.ts';
import { cleanEntryAmount } from './clean-entry.ts';
import { checkEntry } from './entry-rules.ts';
import type { Problems } from './problem.ts';

// cleanEntryAmount must take exactly the entries checkEntry finds nothing wrong with, and move the batch on as
// checkEntry does: compared here on entries mutated where the checks look.

const ODFI = '07640125';

// A batch as the assembler opens it, for a header of the given service class, SEC code and ODFI routing.
const batchOf = (serviceClass: string, secCode: string, odfi: string): BatchState =>
  openBatch({
    line: 2,
    text: `5${serviceClass}`.padEnd(50) + secCode + 'PAYROLL'.padEnd(26) + odfi + '0000001',
  });

// A clean entry: transaction code, RDFI with its check digit, amount and trace sequence as given.
function entryText(tx: string, rdfi: string, cents: number, sequence: number): string {
  const text =
    `6${tx}${rdfi}${abaCheckDigit(rdfi)}` +
    '12345678901'.padEnd(17) +
    String(cents).padStart(10, '0') +
    'ID-42'.padEnd(15) +
    'Wade Arnold'.padEnd(22) +
    '  0' +
    ODFI +
    String(sequence).padStart(7, '0');
  expect(text).toHaveLength(94);
  return text;
}

// Columns where the checks look (transaction code, RDFI, check digit, account, amount, name, indicator,
// trace number) and what may be written there.
const COLUMNS = [1, 2, 3, 10, 11, 12, 20, 28, 29, 35, 38, 39, 54, 70, 75, 76, 77, 78, 79, 84, 86, 87, 93];
const POOL = [...'0123456789 Aa~\t\u00e9\u0000-', '0', '0', '1', '9'];
const CODES = ['22', '23', '24', '27', '28', '29', '32', '37', '42', '55', '56', '25', '81', '99', '2 '];

describe('cleanEntryAmount', () => {
  it('takes an entry exactly when checkEntry reports nothing, with the same amount, trace and category', () => {
    let taken = 0;
    const property = fc.property(fc.gen(), (g) => {
      const random = drawsFrom(g);
      const serviceClass = random.pick(['200', '220', '225']);
      const secCode = random.pick(['PPD', 'CCD', 'WEB']);
      const odfi = random.pick([ODFI, ODFI, '0764012A', '07640126']);
      const chars = [
        ...entryText(
          random.pick(CODES),
          random.pick(['23138010', '12104288', '07640125']),
          random.pick([0, 1, 100_000_000, 9_999_999_999]),
          random.int(0, 3),
        ),
      ];
      for (let edits = random.int(0, 2); edits > 0; edits--) {
        chars[random.pick(COLUMNS)] = random.pick(POOL);
      }
      const text = chars.join('');
      const lastTrace = random.pick([null, 0, 76401250000001, 76401250000002, 999999999999999]);
      const category = random.pick<EntryCategory | null>([null, null, 'forward', 'return', 'noc']);

      const slow = batchOf(serviceClass, secCode, odfi);
      Object.assign(slow, { lastTrace, category });
      const problems: Problems = [];
      const amount = checkEntry({ line: 3, text, source: text, at: 0, addenda: [] }, slow, problems);

      // Read where the entry sits in a longer text, as readAchFile reads it.
      const fast = batchOf(serviceClass, secCode, odfi);
      Object.assign(fast, { lastTrace, category });
      const source = `${'1'.padEnd(94)}\n${text}\n${'9'.padEnd(94)}`;
      const cents = cleanEntryAmount(source, 95, fast);

      expect(cents >= 0, `${text} ${JSON.stringify(problems)}`).toBe(problems.length === 0);
      if (cents >= 0) {
        taken++;
        expect(cents).toBe(amount);
        expect([fast.lastTrace, fast.category]).toEqual([slow.lastTrace, slow.category]);
      } else {
        expect([fast.lastTrace, fast.category]).toEqual([lastTrace, category]);
      }
    });
    fc.assert(property, { numRuns: 10_000, seed: 6 });
    // Both outcomes are well represented.
    expect(taken).toBeGreaterThan(250);
    expect(taken).toBeLessThan(9_000);
  }, 30_000);
});
