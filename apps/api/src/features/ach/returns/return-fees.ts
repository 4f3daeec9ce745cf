import { RETURN_FEE_ENTRY_DESCRIPTION } from '@lendline/ach-rules';
import { sql, type Transaction } from 'kysely';
import {
  insertInvoices,
  insertSession,
  nextSessionName,
  sessionOfKey,
} from '../../portfolio/invoice-sessions/invoice-sessions.repo.ts';

/**
 * Where the return-fee policy lives: two `app_setting` rows an administrator sets once, since whether
 * lessees were told of the fee is a term of the lessor's leases and ACH authorisation form, not of one
 * return. Without `ach.returnFee.priorNotice` = `true` no fee is ever charged (Nacha allows one only with
 * prior notice); the amount defaults to $25.00.
 */
export const RETURN_FEE_NOTICE_SETTING = 'ach.returnFee.priorNotice';
export const RETURN_FEE_AMOUNT_SETTING = 'ach.returnFee.amount';
const DEFAULT_FEE_CENTS = 2_500;

export interface ReturnFeePolicy {
  priorNoticeGiven: boolean;
  feeCents: number;
}

export async function returnFeePolicy(trx: Transaction<any>): Promise<ReturnFeePolicy> {
  const rows = await trx
    .selectFrom('app_setting')
    .select(['key', 'value'])
    .where('key', 'in', [RETURN_FEE_NOTICE_SETTING, RETURN_FEE_AMOUNT_SETTING])
    .execute();
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const amount = /^\d{1,6}(\.\d{1,2})?$/.exec(value(RETURN_FEE_AMOUNT_SETTING) ?? '')?.[0];
  return {
    priorNoticeGiven: value(RETURN_FEE_NOTICE_SETTING) === 'true',
    feeCents: amount ? Math.round(Number(amount) * 100) : DEFAULT_FEE_CENTS,
  };
}

/**
 * One MISC invoice per eligible return, each with one NSF_FEE line described "RETURN FEE …", due the
 * day it is billed, in one Miscellaneous Invoices billing run (a DRAFT session, as the late-fee run
 * makes them) keyed by the return file, so the same file never bills twice. Answers entry id → invoice id.
 */
export async function billReturnFees(
  trx: Transaction<any>,
  returns: readonly { entryId: number; code: string }[],
  policy: ReturnFeePolicy,
  fileHash: string,
  today: string,
  createdBy: number,
): Promise<Map<number, number>> {
  const billed = new Map<number, number>();
  if (returns.length === 0) return billed;
  const { rows } = await sql<Record<string, any>>`select e.id, e.contract_id, c.contract_number,
      c.customer_id, c.customer_name, coalesce(cu.bill_to_email, '') as send_to, i.invoice_number
    from ach_entry e join contract c on c.id = e.contract_id join customer cu on cu.id = c.customer_id
    left join invoice i on i.id = e.invoice_id
    where e.id = any(${returns.map((one) => one.entryId)}::int[]) order by e.id`.execute(trx);
  const key = `ach-return-fee:${fileHash}`;
  const session =
    (await sessionOfKey(trx, key))?.id ??
    (await insertSession(trx, {
      sessionName: await nextSessionName(trx, 'MISC', today),
      module: 'miscInvoice',
      kind: 'MISC',
      idempotencyKey: key,
      invoiceCount: 0,
      total: 0,
      createdBy,
    }));
  const fee = policy.feeCents / 100;
  const codeOf = new Map(returns.map((one) => [one.entryId, one.code]));
  const ids = await insertInvoices(
    trx,
    session,
    createdBy,
    rows.map((row) => ({
      kind: 'MISC' as const,
      contractId: Number(row.contract_id),
      contractNumber: row.contract_number,
      customerId: Number(row.customer_id),
      customerName: row.customer_name,
      invoiceDate: today,
      dueDate: today,
      periodNumber: null,
      subtotal: fee,
      taxAmount: 0,
      total: fee,
      amountPaid: 0,
      balance: fee,
      informationalReason: null,
      debitDate: null,
      chargeType: 'NSF_FEE' as const,
      sendTo: row.send_to,
      lines: [
        {
          lineNumber: 1,
          type: 'NSF_FEE' as const,
          description: `${RETURN_FEE_ENTRY_DESCRIPTION} ${codeOf.get(Number(row.id))} on ${row.invoice_number ?? `ACH entry ${row.id}`}`,
          amount: fee,
          taxable: false,
        },
      ],
    })),
  );
  rows.forEach((row, at) => billed.set(Number(row.id), ids[at]!));
  await sql`update invoice_session s set invoice_count = t.n, total = t.total
    from (select count(*)::int as n, coalesce(sum(total), 0) as total from invoice where session_id = ${session}) t
    where s.id = ${session}`.execute(trx);
  return billed;
}
