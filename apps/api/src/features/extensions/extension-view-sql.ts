import { sql } from 'kysely';

/**
 * The invoicing view's rows (`GET /rpm-extension-invoice-process-vws`, and what its run takes): every
 * billing extension (state ACTIVE) with the invoice it bills next, worked out the way the run writes it:
 * dated `advance_days` before the due date with advance billing, the tax at the contract's rate rounded
 * half-up to the cent (`round` on numeric; amounts are never negative), the amount rent plus tax.
 */
export const extensionInvoicingViewSql = sql`select n.*, n.payment_amount + n.invoice_tax_amount as invoice_amount
      from (
        select e.contract_id as id, c.contract_number as contract_id, c.customer_name,
          case when e.advance_billing_flag then e.ext_next_due_date - e.advance_days
            else e.ext_next_due_date end as invoice_date,
          e.ext_next_due_date as invoice_due_date,
          round(e.payment_amount * c.tax_rate, 2) as invoice_tax_amount,
          e.payment_amount, e.ext_next_due_date, e.ext_maturity_date, e.payment_method, e.billing_source,
          e.send_email, e.send_to, e.advance_billing_flag, e.ext_remaining_payments,
          e.ext_first_payment_date, e.payment_type, e.payment_frequency
        from contract_extension e
        join contract c on c.id = e.contract_id
        where e.state = 'ACTIVE' and e.ext_next_due_date is not null
      ) n`;
