import type { AchFile, Batch, Entry, Problem } from '../src/index.ts';
import { maskEntry, maskMessage } from './mask.ts';

function entryJson(entry: Entry, mask: boolean) {
  const shown = mask ? maskEntry(entry) : entry;
  return {
    line: shown.line,
    traceNumber: shown.traceNumber,
    transactionCode: shown.transactionCode,
    transactionLabel: shown.transactionLabel,
    kind: shown.kind,
    rdfiRouting: shown.rdfiRouting,
    accountNumber: shown.accountNumber,
    amountCents: shown.amountCents,
    name: shown.name,
    individualId: shown.individualId,
    addenda: shown.addenda.map(({ fields: _fields, ...addenda }) => addenda),
  };
}

function batchJson(batch: Batch, mask: boolean) {
  const { header: _header, control: _control, entries, ...summary } = batch;
  return { ...summary, entries: entries.map((entry) => entryJson(entry, mask)) };
}

/** Problems as JSON, with account numbers masked when asked. */
function problemsJson(problems: Problem[], mask: boolean): Problem[] {
  return problems.map((problem) =>
    mask ? { ...problem, message: maskMessage(problem.message, problem.field?.name) } : problem,
  );
}

function counts(problems: Problem[]) {
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  return { valid: errors === 0, errors, warnings: problems.length - errors };
}

/** The machine-readable report of `validate --json`: the verdict and every problem. */
export function validateJson(path: string, problems: Problem[], mask: boolean) {
  return { file: path, ...counts(problems), problems: problemsJson(problems, mask) };
}

/** The machine-readable report of `describe --json`: what the text report shows, with entries. */
export function fileJson(path: string, file: AchFile, mask: boolean) {
  return {
    file: path,
    ...counts(file.problems),
    header: {
      immediateDestination: file.immediateDestination,
      immediateDestinationName: file.immediateDestinationName,
      immediateOrigin: file.immediateOrigin,
      immediateOriginName: file.immediateOriginName,
      fileCreationDate: file.fileCreationDate,
      fileCreationTime: file.fileCreationTime,
      fileIdModifier: file.fileIdModifier,
      lineEnding: file.lineEnding,
      encoding: file.encoding,
      records: file.records.length,
    },
    totals: { stored: file.stored, computed: file.computed },
    batches: file.batches.map((batch) => batchJson(batch, mask)),
    orphanEntries: file.orphanEntries.map((entry) => entryJson(entry, mask)),
    problems: problemsJson(file.problems, mask),
  };
}
