import { sql } from 'kysely';

/**
 * The invoicing view's rows (`GET /rpm-extension-invoice-process-vws`, and what its run takes): every
 * billing extension (state ACTIVE) with the invoice it bills next, worked out the way the run writes it:
 * dated `advance_days` before the due date with advance billing, the tax at the contract's rate rounded
 * half-up to the cent (`round` on numeric; amounts are never negative), the amount rent plus tax.
 * It reads the extension alone: the contract's number, lessee name and tax rate are kept on it, and its
 * `search_text` holds this view's search fields under a trigram index (migration 0020), so a searched
 * page or count never joins the contract table (issue 23: p95 < 50 ms on the large book).
 */
export const extensionInvoicingViewSql = sql`select n.*, n.payment_amount + n.invoice_tax_amount as invoice_amount
      from (
        select e.contract_id as id, e.contract_number as contract_id, e.customer_name,
          case when e.advance_billing_flag then e.ext_next_due_date - e.advance_days
            else e.ext_next_due_date end as invoice_date,
          e.ext_next_due_date as invoice_due_date,
          round(e.payment_amount * e.tax_rate, 2) as invoice_tax_amount,
          e.payment_amount, e.ext_next_due_date, e.ext_maturity_date, e.payment_method, e.billing_source,
          e.send_email, e.send_to, e.advance_billing_flag, e.ext_remaining_payments,
          e.ext_first_payment_date, e.payment_type, e.payment_frequency, e.search_text
        from contract_extension e
        where e.state = 'ACTIVE' and e.ext_next_due_date is not null
      ) n`;
