import { formatCount, formatMoney } from '../../components/data-table/format-number.ts';

/** The batch, its count and amount in one phrase: "ACH-20261123-01: 412 debits, $1,284,331.20". */
export function batchSummary(batch: {
  batchName: string;
  entryCount: number;
  debitTotal: number;
  creditTotal: number;
}): string {
  const { batchName, entryCount, debitTotal, creditTotal } = batch;
  if (creditTotal === 0) {
    return `${batchName}: ${formatCount(entryCount)} ${entryCount === 1 ? 'debit' : 'debits'}, ${formatMoney(debitTotal)}`;
  }
  if (debitTotal === 0) {
    return `${batchName}: ${formatCount(entryCount)} ${entryCount === 1 ? 'credit' : 'credits'}, ${formatMoney(creditTotal)}`;
  }
  return `${batchName}: ${formatCount(entryCount)} entries, ${formatMoney(debitTotal)} in debits and ${formatMoney(creditTotal)} in credits`;
}
