import { sql } from 'kysely';
import { declareReport } from '../declare-report.ts';
import { PRENOTE } from './ach-choices.ts';

/**
 * Domain §2.9 "Failed prenotes": mandates whose prenote failed (FAILED), with the return that failed it
 * when one was posted, so the operator can ask the lessee for a correct account.
 */
export const achFailedPrenotes = declareReport({
  id: 'ach-failed-prenotes',
  module: 'ach',
  menu: 'ACH',
  title: 'Failed prenotes',
  description: 'Mandates whose prenote came back: contract, account (last 4), the return and when.',
  filters: [],
  columns: [
    { key: 'contractNumber', label: 'Contract', format: 'text' },
    { key: 'customerName', label: 'Lessee', format: 'text' },
    { key: 'holder', label: 'Account holder', format: 'text' },
    { key: 'account', label: 'Account', format: 'text' },
    { key: 'secCode', label: 'SEC', format: 'text' },
    { key: 'returnCode', label: 'Return', format: 'text' },
    { key: 'returnDate', label: 'Returned', format: 'day' },
    { key: 'batchName', label: 'Prenote batch', format: 'text' },
  ],
  rows: ({ where }) => sql`
    select m.id as "mandateId", m.contract_id as "contractId", c.contract_number as "contractNumber",
      c.customer_name as "customerName", m.account_holder_name as "holder",
      m.routing_number || ' ••••' || m.account_last4 as "account", m.sec_code as "secCode",
      pr.code as "returnCode", pr.return_date as "returnDate", pr.batch_name as "batchName"
    from ach_mandate m join contract c on c.id = m.contract_id
      left join lateral (select r.code, r.return_date, b.batch_name from ach_entry e
        join ach_return r on r.entry_id = e.id and r.kind = 'RETURN' join ach_batch b on b.id = e.batch_id
        where e.mandate_id = m.id and ${PRENOTE} order by r.return_date desc, r.id desc limit 1) pr on true
    where m.prenote_status = 'FAILED' and ${where}`,
  order: [
    ['contractNumber', 'asc'],
    ['mandateId', 'asc'],
  ],
  chart: { kind: 'bar', label: 'secCode', value: 'count', valueFormat: 'count', valueLabel: 'Mandates' },
  card: { value: 'count', format: 'count', label: 'mandates with a failed prenote' },
  drill: { to: 'record' },
});
