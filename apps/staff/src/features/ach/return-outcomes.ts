import type { AchReturnRecord } from '@lendline/wire';

/**
 * What one line of an imported return / NOC file did, read from the server's record (returns/CONTRACT.md):
 * a return posted (and reinitiated or not), a NOC applied, a line refused with the reason, a trace no
 * sent entry has, or a repeat of a return already posted.
 */
export type ReturnLineKind = 'returned' | 'reinitiated' | 'nocApplied' | 'refused' | 'unmatched' | 'repeat';

const REFUSED = /(^|\s)(Refused:|Not applied:|Not reinitiated:)/;
const AUTO_REINITIATED = new Set(['R01', 'R09']);

export function returnLineKind(line: AchReturnRecord): ReturnLineKind {
  if (line.entryId === null)
    return line.outcome.startsWith('No sent or settled entry') ? 'unmatched' : 'repeat';
  if (REFUSED.test(line.outcome)) return 'refused';
  if (line.kind === 'NOC') return 'nocApplied';
  return AUTO_REINITIATED.has(line.code) ? 'reinitiated' : 'returned';
}

export type ReturnLineCounts = Record<ReturnLineKind, number>;

/** How many lines of each kind a file held. */
export function countReturnLines(lines: readonly AchReturnRecord[]): ReturnLineCounts {
  const counts: ReturnLineCounts = {
    returned: 0,
    reinitiated: 0,
    nocApplied: 0,
    refused: 0,
    unmatched: 0,
    repeat: 0,
  };
  for (const line of lines) counts[returnLineKind(line)] += 1;
  return counts;
}

/** The sentence of the line's outcome that says why it was refused (the whole outcome when none does). */
export function refusalReason(outcome: string): string {
  const match = REFUSED.exec(outcome);
  return match ? outcome.slice(match.index + match[0].length).trim() : outcome;
}
