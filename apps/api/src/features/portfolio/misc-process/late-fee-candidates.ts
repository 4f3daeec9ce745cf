import { sql, type Kysely, type Transaction } from 'kysely';
import { OPEN_RECEIVABLE_STATUSES } from '../contracts/past-due.ts';

/** An installment a late-fee run would charge, with what the invoice it makes needs. */
export interface LateFeeCandidate {
  id: number;
  invoiceNumber: string;
  contractId: number;
  contractNumber: string;
  customerId: number;
  customerName: string;
  sendTo: string;
  dueDate: string;
  daysLate: number;
  balance: string;
  subtotal: string;
}

/**
 * The installments (rent and extension rent) still unpaid more than `graceDays` after their due date as of
 * `asOfDate`, that no late fee has been charged on yet: the rows of the run, in invoice id order. With
 * `onlyIds`, only those (the job re-reads the rows it was confirmed with, inside its transaction, so a
 * payment or a charge made since is not charged).
 */
export async function lateFeeCandidates(
  db: Kysely<any> | Transaction<any>,
  asOfDate: string,
  graceDays: number,
  onlyIds?: readonly number[],
): Promise<LateFeeCandidate[]> {
  const only = onlyIds ? sql`and i.id = any(${[...onlyIds]})` : sql``;
  const { rows } = await sql<LateFeeCandidate>`select i.id, i.invoice_number as "invoiceNumber",
      i.contract_id as "contractId", c.contract_number as "contractNumber", i.customer_id as "customerId",
      c.customer_name as "customerName", coalesce(cu.bill_to_email, '') as "sendTo",
      to_char(i.due_date, 'YYYY-MM-DD') as "dueDate", cast(${asOfDate} as date) - i.due_date as "daysLate",
      i.balance::text as balance, i.subtotal::text as subtotal
    from invoice i
    join contract c on c.id = i.contract_id
    join customer cu on cu.id = i.customer_id
    where i.kind in ('RECURRING', 'EXTENSION')
      and i.status in (${sql.join(OPEN_RECEIVABLE_STATUSES.map((status) => sql.lit(status)))})
      and i.balance > 0
      and i.due_date < cast(${asOfDate} as date) - cast(${graceDays} as integer)
      ${only}
      and not exists (
        select 1 from invoice m join invoice_line l on l.invoice_id = m.id
        where m.contract_id = i.contract_id and m.kind = 'MISC' and m.charge_type = 'LATE_FEE'
          and (l.description = 'Late charge on ' || i.invoice_number
            or (i.kind = 'RECURRING' and l.description = 'Late charge on payment ' || i.period_number))
      )
    order by i.id`.execute(db);
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    contractId: Number(row.contractId),
    customerId: Number(row.customerId),
    daysLate: Number(row.daysLate),
  }));
}
