import { roundHalfUp } from '@lendline/finance';
import type { Random } from '@lendline/random';
import { shuffled } from '../random-shapes.ts';
import { addDays, days360, monthDay } from './calendar.ts';
import type { SeedContract } from './contracts.ts';
import type { SeedCustomer } from './customers.ts';
import type { InvoiceBook, InvoiceDraft } from './invoice-book.ts';
import type { SeedPrefund } from './prefunds.ts';

const before = (today: string, day: string) => (day < today ? day : addDays(today, -1));

/**
 * Prefund interest (domain.md §2.6, CONTRACT.md PREFUND rule): amount × interim rate × days / 360, monthly
 * for each prefund still funded (open, the last one unpaid), and once at conversion for prefunds converted
 * in the last year (paid).
 */
export function addPrefundInvoices(
  random: Random,
  book: InvoiceBook,
  prefunds: readonly SeedPrefund[],
  today: string,
) {
  const interest = (prefund: SeedPrefund, from: string, to: string) =>
    roundHalfUp((prefund.amountCents * prefund.interimRate * days360(from, to)) / 360, 0);
  const add = (prefund: SeedPrefund, from: string, to: string, paid: boolean) => {
    const amountCents = interest(prefund, from, to);
    if (amountCents <= 0) return;
    book.add({
      kind: 'PREFUND',
      contract: prefund.contract,
      session: { name: `PF-${to.slice(0, 7)}`, module: 'prefund' },
      invoiceDate: to,
      dueDate: addDays(to, 15),
      lines: [
        {
          type: 'PREFUND_INTEREST',
          description: `Prefund interest ${from} to ${to}`,
          amountCents,
          taxable: false,
        },
      ],
      status: paid ? 'PAID' : 'SENT',
      ...(paid
        ? { paidCents: (total: number) => total, paidDate: before(today, addDays(to, random.int(5, 15))) }
        : {}),
    });
  };
  for (const prefund of prefunds) {
    if (prefund.status === 'FUNDED' && prefund.fundedDate) {
      let from = prefund.fundedDate;
      for (let months = 1; ; months += 1) {
        const to = monthDay(prefund.fundedDate, months, 28);
        if (to >= today) break;
        add(prefund, from, to, addDays(to, 30) < today);
        from = to;
      }
    } else if (
      prefund.status === 'CONVERTED' &&
      prefund.fundedDate &&
      prefund.convertedDate! >= addDays(today, -365)
    ) {
      add(prefund, prefund.fundedDate, prefund.convertedDate!, true);
    }
  }
}

/** The balance a payoff settles on `day`: the schedule balance after the last payment due, plus the residual. */
function payoffCents(contract: SeedContract, day: string): number {
  const paid = contract.schedule.filter((row) => row.dueDate! <= day);
  const last = paid[paid.length - 1];
  return last ? last.balanceCents : contract.price.amountFinancedCents;
}

/**
 * Misc invoices (domain.md §2.4): late fees (the greater of $25 or 5% of the payment) on the delinquent
 * contracts and some earlier ones, NSF fees on ACH contracts, annual personal property tax on FMV and
 * TRAC leases, UCC fees, and the payoff invoice of every early payoff; one $0.01 rounding adjustment.
 */
export function addMiscInvoices(
  random: Random,
  book: InvoiceBook,
  contracts: readonly SeedContract[],
  today: string,
) {
  const live = contracts.filter((c) => c.terms.status === 'ACTIVE');
  const charge = (
    contract: SeedContract,
    invoiceDate: string,
    type: 'LATE_FEE' | 'NSF_FEE' | 'PROPERTY_TAX' | 'UCC_FEE' | 'PAYOFF' | 'OTHER',
    description: string,
    amountCents: number,
    open: boolean,
  ) => {
    const draft: InvoiceDraft = {
      kind: 'MISC',
      contract,
      session: { name: `MISC-${invoiceDate.slice(0, 7)}`, module: 'miscInvoice' },
      invoiceDate,
      dueDate: addDays(invoiceDate, 15),
      chargeType: type,
      lines: [{ type, description, amountCents, taxable: type === 'PAYOFF' || type === 'OTHER' }],
      // Open charges are at every step before payment: drafted, posted to GP, or sent.
      status: open ? random.pick(['DRAFT', 'POSTED', 'SENT', 'SENT'] as const) : 'PAID',
      ...(open
        ? {}
        : {
            paidCents: (total: number) => total,
            paidDate: before(today, addDays(invoiceDate, random.int(3, 20))),
          }),
    };
    book.add(draft);
  };
  const lateFee = (contract: SeedContract) =>
    Math.max(2500, roundHalfUp(contract.price.paymentCents * 0.05, 0));

  for (const contract of live.filter((c) => c.daysPastDue > 10)) {
    charge(
      contract,
      addDays(contract.nextDueDate!, 10),
      'LATE_FEE',
      `Late charge on payment ${contract.firstUnpaidPayment}`,
      lateFee(contract),
      true,
    );
  }
  const current = shuffled(
    random,
    live.filter((c) => c.daysPastDue === 0 && c.dates.commencementDate < addDays(today, -120)),
  );
  for (const contract of current.slice(0, 120)) {
    charge(
      contract,
      addDays(today, -random.int(20, 330)),
      'LATE_FEE',
      'Late charge',
      lateFee(contract),
      false,
    );
  }
  const ach = current.filter((c) => c.terms.billingMethod === 'ACH');
  for (const contract of ach.slice(0, 40)) {
    charge(
      contract,
      addDays(today, -random.int(5, 300)),
      'NSF_FEE',
      'Returned payment fee (R01)',
      3500,
      random.next() < 0.2,
    );
  }
  const owned = live.filter((c) => c.terms.contractType === 'FMV' || c.terms.contractType === 'TRAC');
  for (const contract of owned.slice(0, 150)) {
    const amount = roundHalfUp(contract.terms.equipmentCostCents * 0.011, 0);
    charge(
      contract,
      `${today.slice(0, 4)}-03-15` < today
        ? `${today.slice(0, 4)}-03-15`
        : `${Number(today.slice(0, 4)) - 1}-03-15`,
      'PROPERTY_TAX',
      'Personal property tax reimbursement',
      amount,
      random.next() < 0.05,
    );
  }
  for (const contract of current.slice(120, 180)) {
    charge(
      contract,
      addDays(contract.dates.commencementDate, 5),
      'UCC_FEE',
      'UCC-1 filing fee',
      random.pick([4500, 7500, 12_500]),
      false,
    );
  }
  for (const contract of contracts.filter((c) => c.terms.status === 'EARLY_PAYOFF')) {
    const day = addDays(contract.dates.closedDate!, -random.int(5, 15));
    charge(
      contract,
      day,
      'PAYOFF',
      `Payoff good through ${contract.dates.closedDate}`,
      payoffCents(contract, day),
      false,
    );
  }
  // #22: the smallest amount there is.
  charge(live[live.length - 1]!, addDays(today, -12), 'OTHER', 'Rounding adjustment', 1, true);
}

const MISC_CHARGES = [
  ['OTHER', 'Repair charge: hydraulic hose replacement', 48_500],
  ['OTHER', 'Equipment relocation to the new site', 125_000],
  ['OTHER', 'Insurance non-compliance: loss damage waiver', 8_900],
  ['UCC_FEE', 'UCC search and continuation', 9_500],
  ['OTHER', 'Return shipping and inspection', 210_000],
  ['PROPERTY_TAX', 'County personal property tax 2025', 61_237],
  ['OTHER', 'Consulting hours: equipment audit', 90_000],
  ['LATE_FEE', 'Late charge on a past-due balance', 5_000],
] as const;

/** Misc contracts (`MC-…`): lightweight contracts for one-off billing, each with its charge. */
export function buildMiscContracts(
  random: Random,
  customers: readonly SeedCustomer[],
  template: SeedContract,
  today: string,
  firstId: number,
): SeedContract[] {
  return MISC_CHARGES.map(([, description], index) => {
    const day = addDays(today, -random.int(10, 200));
    return {
      ...template,
      id: firstId + index,
      contractNumber: `MC-${day.slice(0, 4)}-${String(index + 1).padStart(6, '0')}`,
      customer: customers[random.int(0, customers.length - 1)]!,
      terms: {
        ...template.terms,
        contractType: 'MISC',
        status: 'ACTIVE',
        equipmentCostCents: 0,
        downPaymentCents: 0,
        docFeeCents: 0,
        termMonths: 1,
        frequency: 'MONTHLY',
        advancePayments: 0,
        residualPct: 0,
        annualRate: 0,
        promo: null,
        billingMethod: 'CHECK',
        dueDay: Number(day.slice(8)),
      },
      price: {
        ...template.price,
        amountFinancedCents: 0,
        paymentCents: 0,
        numberOfPayments: 0,
        annualRate: '0.00000000',
        rateFactor: '0.00000000',
        residualCents: 0,
        balloonCents: 0,
      },
      dates: {
        applicationDate: day,
        approvalDate: day,
        acceptanceDate: null,
        fundingDate: null,
        commencementDate: day,
        firstPaymentDate: day,
        maturityDate: day,
        closedDate: null,
      },
      schedule: [],
      vendorId: template.vendorId,
      salesRepId: template.salesRepId,
      debtSourceId: null,
      rateProgramId: null,
      salesforceOpportunityId: null,
      masterLeaseNumber: null,
      promoLabel: null,
      description,
      extension: null,
      daysPastDue: 0,
      firstUnpaidPayment: null,
      paidToDate: null,
      nextDueDate: null,
      interimDays: 0,
      assetCount: 0,
    };
  });
}

export function addMiscContractInvoices(
  random: Random,
  book: InvoiceBook,
  miscContracts: readonly SeedContract[],
  today: string,
) {
  miscContracts.forEach((contract, index) => {
    const [type, description, amountCents] = MISC_CHARGES[index]!;
    const invoiceDate = contract.dates.commencementDate;
    const open = invoiceDate > addDays(today, -30);
    book.add({
      kind: 'MISC',
      contract,
      session: { name: `MISC-${invoiceDate.slice(0, 7)}`, module: 'miscInvoice' },
      invoiceDate,
      dueDate: addDays(invoiceDate, 15),
      chargeType: type,
      lines: [{ type, description, amountCents, taxable: type === 'OTHER' }],
      status: open ? 'SENT' : 'PAID',
      ...(open
        ? {}
        : {
            paidCents: (total: number) => total,
            paidDate: before(today, addDays(invoiceDate, random.int(3, 20))),
          }),
    });
  });
}

/** Recoveries on charged-off contracts (domain.md §5.4 #23): cash after the charge-off, on no invoice. */
export function addRecoveries(
  random: Random,
  book: InvoiceBook,
  contracts: readonly SeedContract[],
  today: string,
) {
  const chargedOff = contracts.filter((c) => c.terms.status === 'CHARGED_OFF').slice(0, 30);
  for (const contract of chargedOff) {
    const count = random.int(1, 3);
    for (let index = 0; index < count; index += 1) {
      const day = addDays(contract.dates.closedDate!, random.int(30, 400) * (index + 1));
      if (day >= today) break;
      const cents = Math.round(contract.price.paymentCents * (0.5 + random.next() * 3));
      book.pay(contract, null, cents, day, random.next() < 0.7 ? 'CHECK' : 'WIRE', 'APPLIED');
    }
  }
  // A recovery check that bounced: recorded, then reversed.
  const bounced = chargedOff[0];
  if (bounced)
    book.pay(
      bounced,
      null,
      bounced.price.paymentCents,
      addDays(bounced.dates.closedDate!, 15),
      'CHECK',
      'REVERSED',
    );
}
