import type { ScheduleRow } from '@lendline/finance';
import { at } from './calendar.ts';
import type { SeedContract } from './contracts.ts';
import type { SeedCustomer } from './customers.ts';
import { money } from './money.ts';
import type { DebtSourceSeed } from './reference-data.ts';

// Seed objects → table rows (snake_case columns, exact decimal strings, `YYYY-MM-DD` dates).

const CLOSED_PAID_OFF = new Set(['PAID_OFF', 'EARLY_PAYOFF', 'PURCHASED']);

/** A debt source's row; the demo seed dates it, the large seed leaves the column's default. */
export const debtSourceRow = (source: DebtSourceSeed & { id: number }, createdAt?: string) => ({
  id: source.id,
  name: source.name,
  kind: source.kind,
  commitment: source.commitment,
  advance_rate: source.advanceRate,
  buy_rate: source.buyRate,
  status: source.status,
  ...(createdAt === undefined ? {} : { created_at: createdAt }),
});

export const customerRow = (customer: SeedCustomer, since: string) => ({
  id: customer.id,
  customer_number: customer.customerNumber,
  legal_name: customer.legalName,
  dba: customer.dba,
  fein: customer.fein,
  entity_type: customer.entityType,
  naics: customer.naics,
  address1: customer.address1,
  city: customer.city,
  state: customer.state,
  zip: customer.zip,
  phone: customer.phone,
  bill_to_email: customer.billToEmail,
  gp_customer_number: customer.gpCustomerNumber,
  tax_exempt: customer.taxExempt,
  tax_rate: customer.taxRate,
  created_at: at(since, 14),
  updated_at: at(since, 14),
});

export const contractRow = (contract: SeedContract, createdBy: number | null, today: string) => {
  const { terms, price, dates } = contract;
  return {
    id: contract.id,
    contract_number: contract.contractNumber,
    contract_type: terms.contractType,
    customer_id: contract.customer.id,
    vendor_id: contract.vendorId,
    sales_rep_id: contract.salesRepId,
    debt_source_id: contract.debtSourceId,
    rate_program_id: contract.rateProgramId,
    salesforce_opportunity_id: contract.salesforceOpportunityId,
    master_lease_number: contract.masterLeaseNumber,
    status: terms.status,
    paid_off: CLOSED_PAID_OFF.has(terms.status),
    equipment_cost: money(terms.equipmentCostCents),
    down_payment: money(terms.downPaymentCents),
    doc_fee: money(terms.docFeeCents),
    amount_financed: money(price.amountFinancedCents),
    payment_amount: money(price.paymentCents),
    payment_frequency: terms.frequency,
    term_months: terms.termMonths,
    number_of_payments: price.numberOfPayments,
    advance_payments: terms.advancePayments,
    annual_rate: price.annualRate,
    rate_factor: price.rateFactor,
    residual_amount: money(price.residualCents),
    balloon_amount: money(price.balloonCents),
    promo_label: contract.promoLabel,
    tax_rate: contract.customer.taxRate,
    billing_method: terms.billingMethod,
    due_day: terms.dueDay,
    application_date: dates.applicationDate,
    approval_date: dates.approvalDate,
    acceptance_date: dates.acceptanceDate,
    funding_date: dates.fundingDate,
    commencement_date: dates.commencementDate,
    first_payment_date: dates.firstPaymentDate,
    maturity_date: dates.maturityDate,
    paid_to_date: contract.paidToDate,
    next_due_date: contract.nextDueDate,
    closed_date: dates.closedDate,
    days_past_due: contract.daysPastDue,
    description: contract.description,
    created_by: createdBy,
    created_at: at(dates.applicationDate, 15),
    updated_at: at(
      dates.closedDate ?? (dates.commencementDate < today ? dates.commencementDate : dates.applicationDate),
      18,
    ),
  };
};

export const scheduleRows = (contract: SeedContract) =>
  contract.schedule.map((row: ScheduleRow) => ({
    contract_id: contract.id,
    payment_number: row.paymentNumber,
    due_date: row.dueDate!,
    payment: money(row.paymentCents),
    interest: money(row.interestCents),
    principal: money(row.principalCents),
    balance: money(row.balanceCents),
  }));
