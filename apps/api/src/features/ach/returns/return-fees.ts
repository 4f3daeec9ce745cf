import { RETURN_FEE_ENTRY_DESCRIPTION } from '@lendline/ach-rules';
import { sql, type Transaction } from 'kysely';

/**
 * Where the return-fee policy lives: two `app_setting` rows an administrator sets once, since whether
 * lessees were told of the fee is a term of the lessor's leases and ACH authorisation form, not of one
 * return. Without `ach.returnFee.priorNotice` = `true` no fee is ever charged (Nacha allows one only with
 * prior notice); the amount defaults to $25.00.
 */
export const RETURN_FEE_NOTICE_SETTING = 'ach.returnFee.priorNotice';
export const RETURN_FEE_AMOUNT_SETTING = 'ach.returnFee.amount';
const DEFAULT_FEE_CENTS = 2_500;

/** A fee invoice as the portfolio's billing runs plan one (invoice-sessions' PlannedInvoice). */
export interface FeeInvoice {
  kind: 'MISC';
  contractId: number;
  contractNumber: string;
  customerId: number;
  customerName: string;
  invoiceDate: string;
  dueDate: string;
  periodNumber: null;
  subtotal: number;
  taxAmount: number;
  total: number;
  amountPaid: number;
  balance: number;
  informationalReason: null;
  debitDate: null;
  chargeType: 'NSF_FEE';
  sendTo: string;
  lines: { lineNumber: number; type: 'NSF_FEE'; description: string; amount: number; taxable: boolean }[];
}

/**
 * Bills fee invoices in one Miscellaneous Invoices billing run per `key` (app/ach-return-fee-invoices.ts
 * composes it from the portfolio's invoice sessions); answers the invoice ids in order.
 */
export type FeeInvoiceWriter = (
  trx: Transaction<any>,
  run: { key: string; invoiceDate: string; createdBy: number },
  invoices: readonly FeeInvoice[],
) => Promise<number[]>;

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
  writer: FeeInvoiceWriter,
): Promise<Map<number, number>> {
  const billed = new Map<number, number>();
  if (returns.length === 0) return billed;
  const { rows } = await sql<Record<string, any>>`select e.id, e.contract_id, c.contract_number,
      c.customer_id, c.customer_name, coalesce(cu.bill_to_email, '') as send_to, i.invoice_number
    from ach_entry e join contract c on c.id = e.contract_id join customer cu on cu.id = c.customer_id
    left join invoice i on i.id = e.invoice_id
    where e.id = any(${returns.map((one) => one.entryId)}::int[]) order by e.id`.execute(trx);
  const fee = policy.feeCents / 100;
  const codeOf = new Map(returns.map((one) => [one.entryId, one.code]));
  const ids = await writer(
    trx,
    { key: `ach-return-fee:${fileHash}`, invoiceDate: today, createdBy },
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
  return billed;
}
