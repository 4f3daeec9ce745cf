import type { AchFile } from '@lendline/nacha';
import { correctedData, isSensitiveField, reasonAddenda, type EntryRow } from './entries.ts';
import { maskText, plainAmount, showAccount } from './format.ts';

const CSV_HEADER =
  'Batch,Line,Company name,Company ID,SEC code,Effective date,Transaction code,Transaction,Routing,Account,Amount,Name,Individual ID,Trace number,Addenda,Reason code,Reason,Corrected data,Original trace';

// A cell a spreadsheet would run as a formula (a receiver named "=HYPERLINK(...)") is kept as text.
const FORMULA = /^[=+\-@\t\r]/;

function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The entries as CSV (RFC 4180, CRLF), one row each, with returns and changes in their own columns.
 * Accounts are masked to their last four unless `reveal`, exactly as on screen.
 */
export function entriesCsv(rows: readonly EntryRow[], reveal: boolean): string {
  const lines = [CSV_HEADER];
  for (const { entry, batch, batchNumber } of rows) {
    const reason = reasonAddenda(entry);
    lines.push(
      [
        batchNumber,
        entry.line,
        batch?.companyName ?? '',
        batch?.companyId ?? '',
        batch?.secCode ?? '',
        batch?.effectiveDate ?? '',
        entry.transactionCode,
        entry.transactionLabel,
        entry.rdfiRouting,
        showAccount(entry.accountNumber, reveal),
        plainAmount(entry.amountCents),
        entry.name,
        entry.individualId,
        entry.traceNumber,
        entry.addenda.length,
        reason?.reasonCode ?? '',
        reason?.reasonDescription ?? '',
        reason ? correctedData(reason, reveal) : '',
        reason?.originalTraceNumber ?? '',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The parsed file as JSON, under the name it was opened as. The raw records and each record's column map
 * are left out (the file itself holds them, ten times over in size); accounts and account corrections
 * are masked unless `reveal`.
 */
export function fileJson(fileName: string, file: AchFile, reveal: boolean): string {
  return JSON.stringify(
    { fileName, accountsMasked: !reveal, ...file, records: undefined },
    function (this: Record<string, unknown>, key: string, value: unknown) {
      if (key === 'fields') return undefined;
      if (reveal || typeof value !== 'string') return value;
      if (key === 'accountNumber') return showAccount(value, false);
      if (isSensitiveField(key, this['reasonCode'] as string | null)) return maskText(value);
      return value;
    },
    2,
  );
}

/** Saves text as a file through a temporary object URL, without leaving anything on the page. */
export function download(container: Node, fileName: string, type: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  container.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute later it is long done.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** `ppd-debit.ach` → `ppd-debit`, for naming exports after the file. */
export const baseName = (fileName: string): string => fileName.replace(/\.[^.]*$/, '') || 'ach-file';
