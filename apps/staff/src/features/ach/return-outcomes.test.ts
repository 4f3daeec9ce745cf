import { describe, expect, it } from 'vitest';
import { RETURN_LINES, returnFixture } from './testing/ach-return-fixtures.ts';
import { countReturnLines, refusalReason, returnLineKind } from './return-outcomes.ts';

describe('what a return line did', () => {
  it('reads each line of a file from the server’s record', () => {
    expect(RETURN_LINES.map(returnLineKind)).toEqual([
      'reinitiated',
      'refused',
      'refused',
      'nocApplied',
      'refused',
      'unmatched',
    ]);
    expect(countReturnLines(RETURN_LINES)).toEqual({
      returned: 0,
      reinitiated: 1,
      nocApplied: 1,
      refused: 3,
      unmatched: 1,
      repeat: 0,
    });
  });

  it('tells a repeat of a posted return from a trace nobody sent', () => {
    expect(returnLineKind(returnFixture({ entryId: null, outcome: 'Already returned by file 40.' }))).toBe(
      'repeat',
    );
  });

  it('counts an R08 that needs a new authorisation as returned when its rule does not refuse', () => {
    expect(
      returnLineKind(
        returnFixture({
          code: 'R08',
          outcome: 'Invoice reopened. Mandate marked as needing a new authorisation.',
        }),
      ),
    ).toBe('returned');
  });

  it('gives the reason of a refusal without its lead', () => {
    expect(refusalReason('Invoice reopened. Not reinitiated: R01 was already reinitiated twice.')).toBe(
      'R01 was already reinitiated twice.',
    );
    expect(refusalReason('Refused: the NOC names another account.')).toBe('the NOC names another account.');
    expect(refusalReason('Nothing refused here.')).toBe('Nothing refused here.');
  });
});
