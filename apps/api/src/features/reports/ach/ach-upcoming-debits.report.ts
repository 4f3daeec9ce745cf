import { addBankingDays, isBankingDay, nextBankingDay } from '@lendline/ach-rules';
import { sql } from 'kysely';
import { declareReport } from '../declare-report.ts';
import { dayPlus } from '../report-choices.ts';
import { codeChoices } from '../report-choices.ts';

/** Banking days the report looks ahead (issue 24 item 9: "next 5 banking days"). */
export const UPCOMING_BANKING_DAYS = 5;

/**
 * Each calendar day from the report's day to the 5th banking day after it, with the banking day a debit
 * due that day settles on (the day itself, or the next banking day), from @lendline/ach-rules' Fed calendar.
 */
export function upcomingDays(asOf: string): { day: string; debitDay: string }[] {
  const last = addBankingDays(asOf, UPCOMING_BANKING_DAYS);
  const days: { day: string; debitDay: string }[] = [];
  for (let day = asOf; day <= last; day = dayPlus(day, 1))
    days.push({ day, debitDay: isBankingDay(day) ? day : nextBankingDay(day) });
  return days;
}

const window = (asOf: string) =>
  sql`(values ${sql.join(
    upcomingDays(asOf).map(({ day, debitDay }) => sql`(${day}::date, ${debitDay}::date)`),
  )}) as upcoming(day, debit_day)`;

/**
 * Domain §2.9 "Upcoming debits": the debits expected to settle from the report's day to its 5th banking day
 * after, both those already in a batch (live debit entries of batches not rejected) and the invoices on ACH
 * billing due then that no live entry holds yet (they go into the next batch built).
 */
export const achUpcomingDebits = declareReport({
  id: 'ach-upcoming-debits',
  module: 'ach',
  menu: 'ACH',
  title: 'Upcoming debits',
  description: `Debits expected in the next ${UPCOMING_BANKING_DAYS} banking days: entries in batches and ACH invoices not yet batched.`,
  filters: [
    {
      key: 'source',
      label: 'Source',
      kind: 'choice',
      expr: sql`source`,
      choices: codeChoices(['IN_BATCH', 'NOT_BATCHED']),
    },
  ],
  columns: [
    { key: 'contractNumber', label: 'Contract', format: 'text' },
    { key: 'customerName', label: 'Lessee', format: 'text' },
    { key: 'debitDate', label: 'Debit date', format: 'day' },
    { key: 'source', label: 'Source', format: 'text' },
    { key: 'batchName', label: 'Batch', format: 'text' },
    { key: 'invoiceNumber', label: 'Invoice', format: 'text' },
    { key: 'amount', label: 'Amount', format: 'money', total: true },
  ],
  rows: ({ asOf, where }) => sql`
    select * from (
      select 'IN_BATCH' as source, e.id as "rowId", e.contract_id as "contractId", e.invoice_id as "invoiceId",
        c.contract_number as "contractNumber", c.customer_name as "customerName",
        b.effective_date as "debitDate", b.batch_name as "batchName", i.invoice_number as "invoiceNumber",
        e.amount as "amount"
      from ach_entry e join ach_batch b on b.id = e.batch_id join contract c on c.id = e.contract_id
        left join invoice i on i.id = e.invoice_id
      where b.status <> 'REJECTED' and e.status in ('SCHEDULED', 'SENT') and e.transaction_code in (27, 37)
        and b.effective_date in (select debit_day from ${window(asOf)})
      union all
      select 'NOT_BATCHED', -i.id, i.contract_id, i.id, c.contract_number, c.customer_name,
        upcoming.debit_day, null, i.invoice_number, i.balance
      from invoice i join contract c on c.id = i.contract_id join ${window(asOf)} on upcoming.day = i.due_date
      where c.billing_method = 'ACH' and i.balance > 0 and i.status not in ('DRAFT', 'VOID')
        and not exists (select 1 from ach_entry le where le.invoice_id = i.id
          and le.status in ('SCHEDULED', 'SENT', 'SETTLED'))
    ) upcoming_debits where ${where}`,
  order: [
    ['debitDate', 'asc'],
    ['contractNumber', 'asc'],
    ['rowId', 'asc'],
  ],
  chart: {
    kind: 'bar',
    label: 'debitDate',
    value: { sum: 'amount' },
    valueFormat: 'money',
    valueLabel: 'Amount',
  },
  card: {
    value: { sum: 'amount' },
    format: 'money',
    label: `to debit in the next ${UPCOMING_BANKING_DAYS} banking days`,
  },
  drill: { to: 'record' },
});
