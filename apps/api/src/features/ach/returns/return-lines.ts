import { readAchFile, type Problem } from '@lendline/nacha';

/** One return (Addenda 99) or notification of change (Addenda 98) as the bank's file states it. */
export interface ReturnLine {
  kind: 'RETURN' | 'NOC';
  /** R-code or C-code. */
  code: string;
  /** The trace number of our entry the bank returns or corrects. */
  originalTrace: string;
  /** 8-digit RDFI identification of the original entry. */
  originalRdfi: string;
  /** The original entry's account number, as the return entry repeats it. */
  accountNumber: string;
  amountCents: number;
  /** 'YYYY-MM-DD': the return batch's effective date (the day the bank returned it). */
  returnDate: string;
  /** 98: the corrected data; 99: the addenda information. */
  correctedData: string | null;
  /** 99: date of death (R14/R15), 'YYMMDD' as written, or null. */
  dateOfDeath: string | null;
}

export type ReturnFileRead =
  { ok: true; lines: ReturnLine[] } | { ok: false; problems: Pick<Problem, 'line' | 'code' | 'message'>[] };

/** 'YYMMDD' as a real calendar day 'YYYY-MM-DD' (20YY), or null. */
function dayOf(yymmdd: string): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const day = `20${yymmdd.slice(0, 2)}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day) ? day : null;
}

const fieldOf = (fields: readonly { name: string; raw: string }[], name: string) =>
  fields.find((field) => field.name === name)?.raw.trim() ?? '';

/**
 * Reads a bank's return / NOC file with `@lendline/nacha`: every problem with error severity refuses the
 * file (a bank file we cannot read whole is not posted in part), warnings (blocking, padding) are
 * accepted. Each entry with an Addenda 99 is a return, each with an Addenda 98 a NOC; an entry with
 * neither is an error too (a return file carries nothing else).
 */
export function readReturnFile(bytes: Uint8Array, today: string): ReturnFileRead {
  const file = readAchFile(bytes);
  const problems = file.problems
    .filter((problem) => problem.severity === 'error')
    .map(({ line, code, message }) => ({ line, code, message }));
  const lines: ReturnLine[] = [];
  for (const batch of file.batches)
    for (const entry of batch.entries) {
      const addenda = entry.addenda.find((one) => one.typeCode === '99' || one.typeCode === '98');
      if (!addenda || !addenda.reasonCode || !addenda.originalTraceNumber) {
        problems.push({
          line: entry.line,
          code: 'NotAReturn',
          message: `Line ${entry.line}: the entry carries no return (Addenda 99) or change (Addenda 98) record.`,
        });
        continue;
      }
      lines.push({
        kind: addenda.typeCode === '99' ? 'RETURN' : 'NOC',
        code: addenda.reasonCode,
        originalTrace: addenda.originalTraceNumber,
        originalRdfi: fieldOf(addenda.fields, 'originalRdfiIdentification'),
        accountNumber: entry.accountNumber,
        amountCents: entry.amountCents ?? 0,
        returnDate: dayOf(batch.effectiveDate) ?? dayOf(file.fileCreationDate) ?? today,
        correctedData: addenda.correctedData?.trimEnd() || null,
        dateOfDeath: fieldOf(addenda.fields, 'dateOfDeath') || null,
      });
    }
  if (file.batches.length === 0 && problems.length === 0)
    problems.push({ line: null, code: 'NoBatches', message: 'The file holds no batch of returns.' });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, lines };
}
