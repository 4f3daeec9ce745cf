import type { ScheduleRow } from '@lendline/finance';
import type { ContractStatus } from '@lendline/portfolio';
import type { Random } from '@lendline/random';
import { shuffled, weightedPick } from '../random-shapes.ts';
import { addDays, days360, daysBetween, monthDay } from './calendar.ts';
import {
  drawDates,
  priceTerms,
  scheduleOf,
  type ContractDates,
  type ContractPrice,
} from './contract-pricing.ts';
import { drawTerms, type ContractTerms } from './contract-terms.ts';
import type { SeedCustomer } from './customers.ts';
import { INDUSTRIES } from './reference-data.ts';

/** The demo book by status (domain.md §5.2): 3,400 contracts; 25 of the 2,000 live ones just matured. */
export const DEMO_STATUS_COUNTS: Readonly<Record<ContractStatus, number>> = {
  ACTIVE: 1975,
  MATURED: 25,
  EXTENDED: 150,
  PENDING_BOOKING: 80,
  PAID_OFF: 560,
  PURCHASED: 260,
  EARLY_PAYOFF: 150,
  RETURNED: 60,
  CHARGED_OFF: 90,
  TERMINATED: 50,
};

/** What the contract builder needs to know of the rest of the database. */
export interface PortfolioContext {
  today: string;
  vendors: { id: number; trade: string; rank: number; salesRepId: number | null; quoteEnabled: boolean }[];
  reps: number[];
  debtSources: { id: number; weight: number; active: boolean }[];
  programs: Partial<Record<string, number>>;
}

export interface SeedContract {
  id: number;
  contractNumber: string;
  customer: SeedCustomer;
  terms: ContractTerms;
  price: ContractPrice;
  dates: ContractDates;
  schedule: ScheduleRow[];
  vendorId: number;
  salesRepId: number | null;
  debtSourceId: number | null;
  rateProgramId: number | null;
  salesforceOpportunityId: string | null;
  masterLeaseNumber: string | null;
  promoLabel: string | null;
  description: string | null;
  extension: 'MONTH_TO_MONTH' | 'FIXED' | null;
  daysPastDue: number;
  /** The first schedule row not paid, for a delinquent contract. */
  firstUnpaidPayment: number | null;
  paidToDate: string | null;
  nextDueDate: string | null;
  /** Days of interim rent (30/360) from funding, or acceptance, to commencement. */
  interimDays: number;
  assetCount: number;
}

const DELINQUENCY = [
  [0, 91],
  [1, 5.5],
  [31, 1.8],
  [61, 0.8],
  [91, 0.9],
] as const;
const ASSET_COUNTS = [
  [1, 75],
  [2, 15],
  [3, 6],
  [4, 2.5],
  [5, 1],
  [6, 0.3],
  [7, 0.1],
  [8, 0.1],
] as const;
const SF_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Salesforce Opportunity id: 18 characters starting with 006. */
export const opportunityId = (random: Random) =>
  `006${Array.from({ length: 15 }, () => SF_CHARS[random.int(0, SF_CHARS.length - 1)]).join('')}`;

/** Picks dealers by the industry they sell to, busiest first (the top 20 carry most of the volume). */
export function vendorPicker(context: PortfolioContext) {
  const byTrade = new Map<string, (readonly [PortfolioContext['vendors'][number], number])[]>();
  for (const vendor of context.vendors) {
    const list = byTrade.get(vendor.trade) ?? [];
    list.push([vendor, 1 / (vendor.rank + 1) ** 0.9]);
    byTrade.set(vendor.trade, list);
  }
  const everyone = context.vendors.map((vendor) => [vendor, 1 / (vendor.rank + 1) ** 0.9] as const);
  return (random: Random, industry: number) =>
    weightedPick(random, byTrade.get(INDUSTRIES[industry]!.trade) ?? everyone);
}

/** Edge cases of domain.md §5.4 that shape a contract's terms, applied to live contracts by position. */
interface Override {
  terms?: Partial<ContractTerms>;
  commencement?: string;
  promoLabel?: string;
  assetCount?: number;
}

function edgeCases(today: string): Override[] {
  return [
    // #1: due on the 31st from 2024-01-31, so one payment falls on 2024-02-29.
    {
      terms: {
        dueDay: 31,
        frequency: 'MONTHLY',
        termMonths: 60,
        advancePayments: 1,
        contractType: 'ONE_DOLLAR',
      },
      commencement: '2024-01-31',
    },
    // #2: quarterly and annual billing.
    { terms: { frequency: 'QUARTERLY', termMonths: 48, dueDay: 1 } },
    { terms: { frequency: 'ANNUAL', termMonths: 60, dueDay: 15 } },
    // #3: a 0% promo and a balloon EFA.
    {
      terms: {
        contractType: 'ONE_DOLLAR',
        termMonths: 36,
        frequency: 'MONTHLY',
        promo: 'ZERO_RATE',
        residualPct: 0,
      },
      promoLabel: '0% for 36 months',
    },
    {
      terms: {
        contractType: 'EFA_LOAN',
        residualPct: 0.25,
        advancePayments: 0,
        frequency: 'MONTHLY',
        termMonths: 60,
      },
    },
    // #4: first and last payment in advance.
    { terms: { advancePayments: 2, contractType: 'FMV', residualPct: 0.15, frequency: 'MONTHLY' } },
    // #6: eight assets on one contract.
    { terms: { equipmentCostCents: 48_000_000, frequency: 'MONTHLY' }, assetCount: 8 },
    // #22: a deal of more than a million dollars.
    {
      terms: {
        equipmentCostCents: 185_000_000,
        contractType: 'ONE_DOLLAR',
        termMonths: 60,
        frequency: 'MONTHLY',
      },
    },
    // A month-end due date on a quarterly contract.
    {
      terms: { dueDay: 30, frequency: 'QUARTERLY', termMonths: 36 },
      commencement:
        monthDay(today, -10, 30).slice(5, 7) === '02' ? monthDay(today, -11, 30) : monthDay(today, -10, 30),
    },
  ];
}

/**
 * The demo book: statuses in the exact §5.2 counts, shuffled over the lessees (whose contract counts
 * follow 80/15/5), each priced with `quote()` and scheduled with `amortizationSchedule`, plus the
 * contract-level edge cases of §5.4. Ids and numbers follow the order of application.
 */
export function buildContracts(
  random: Random,
  context: PortfolioContext,
  customers: SeedCustomer[],
  counts: number[],
  firstId: number,
): SeedContract[] {
  const { today } = context;
  const statuses = shuffled(
    random,
    Object.entries(DEMO_STATUS_COUNTS).flatMap(([status, count]) =>
      Array<ContractStatus>(count).fill(status as ContractStatus),
    ),
  );
  const owners = shuffled(
    random,
    counts.flatMap((count, index) => Array<SeedCustomer>(count).fill(customers[index]!)),
  );
  const pickVendor = vendorPicker(context);
  const funders = context.debtSources
    .filter((source) => source.active)
    .map((source) => [source, source.weight] as const);
  const retired = context.debtSources.find((source) => !source.active);
  const overrides = edgeCases(today);
  const withoutSalesforce = new Set(
    shuffled(
      random,
      statuses.map((_, index) => index),
    ).slice(0, 15),
  );
  const multi = new Set(
    customers.filter((_, index) => counts[index]! >= 2 && index % 2 === 0).map((c) => c.index),
  );
  let liveSeen = 0;
  let promoSeen = 0;
  let extendedSeen = 0;

  const drafts = statuses.map((status, index) => {
    const customer = owners[index]!;
    const terms = drawTerms(random, status);
    let override: Override = {};
    if (status === 'ACTIVE') {
      override = overrides[liveSeen] ?? {};
      liveSeen += 1;
      // A few more 0% promos from the dealers' promo programs.
      if (
        !override.terms &&
        terms.contractType === 'ONE_DOLLAR' &&
        terms.termMonths <= 36 &&
        promoSeen < 10 &&
        random.next() < 0.05
      ) {
        promoSeen += 1;
        override = {
          terms: { promo: 'ZERO_RATE', frequency: 'MONTHLY' },
          promoLabel: `0% for ${terms.termMonths} months`,
        };
      }
    }
    let extension: SeedContract['extension'] = null;
    if (status === 'EXTENDED') {
      extension = extendedSeen < 100 ? 'MONTH_TO_MONTH' : 'FIXED';
      // #7: an FMV lease on evergreen month-to-month for 14 months.
      if (extendedSeen === 0) {
        override = {
          terms: { contractType: 'FMV', residualPct: 0.2, dueDay: 1, frequency: 'MONTHLY', termMonths: 36 },
          commencement: monthDay(today, -14 - 36, 1),
        };
      }
      extendedSeen += 1;
    }
    Object.assign(terms, override.terms);
    // An override may change the structure: keep the residual and timing the structure allows.
    if (terms.contractType === 'ONE_DOLLAR') terms.residualPct = 0;
    if (terms.contractType === 'TEN_PERCENT_PO') terms.residualPct = 0.1;
    if ((terms.contractType === 'FMV' || terms.contractType === 'TRAC') && terms.residualPct === 0)
      terms.residualPct = 0.15;
    if (terms.contractType === 'EFA_LOAN') terms.advancePayments = 0;
    if (terms.promo) terms.annualRate = 0;
    const price = priceTerms(terms);
    const dates = drawDates(random, terms, today, override.commencement);
    const schedule = scheduleOf(price, dates);
    const vendor = pickVendor(random, customer.industry);
    const pending = status === 'PENDING_BOOKING';
    const fundedEarly =
      retired &&
      dates.commencementDate < monthDay(today, -60, 1) &&
      dates.closedDate !== null &&
      random.next() < 0.05;
    const funder = pending ? null : fundedEarly ? retired : weightedPick(random, funders);
    const interimFrom = dates.fundingDate ?? dates.acceptanceDate;
    const standing = servicing(random, status, schedule, dates.closedDate ?? today);
    return {
      id: 0,
      contractNumber: '',
      customer,
      terms,
      price,
      dates,
      schedule,
      vendorId: vendor.id,
      salesRepId: random.next() < 0.02 ? null : (vendor.salesRepId ?? random.pick(context.reps)),
      debtSourceId: funder?.id ?? null,
      rateProgramId: vendor.quoteEnabled ? (context.programs[terms.contractType] ?? null) : null,
      salesforceOpportunityId: withoutSalesforce.has(index) ? null : opportunityId(random),
      masterLeaseNumber: multi.has(customer.index) ? `ML-${customer.customerNumber.slice(2)}` : null,
      promoLabel: override.promoLabel ?? null,
      description:
        extension === 'MONTH_TO_MONTH'
          ? 'Extended month-to-month (evergreen clause)'
          : extension === 'FIXED'
            ? 'Extended for 12 payments'
            : null,
      extension,
      ...standing,
      interimDays:
        interimFrom && interimFrom < dates.commencementDate
          ? days360(interimFrom, dates.commencementDate)
          : 0,
      assetCount: override.assetCount ?? weightedPick(random, ASSET_COUNTS),
    } satisfies SeedContract;
  });

  const ordered = drafts
    .map((draft, order) => ({ draft, order }))
    .sort(
      (a, b) =>
        a.draft.dates.applicationDate.localeCompare(b.draft.dates.applicationDate) || a.order - b.order,
    );
  return ordered.map(({ draft }, position) => ({
    ...draft,
    id: firstId + position,
    contractNumber: `EL-${draft.dates.applicationDate.slice(0, 4)}-${String(position + 1).padStart(6, '0')}`,
  }));
}

/** Paid-to and next-due dates and delinquency, from the schedule and the status at `today`. */
export function servicing(
  random: Random,
  status: ContractStatus,
  schedule: readonly ScheduleRow[],
  today: string,
): Pick<SeedContract, 'daysPastDue' | 'firstUnpaidPayment' | 'paidToDate' | 'nextDueDate'> {
  const due = schedule.filter((row) => row.dueDate! <= today);
  const upcoming = schedule.find((row) => row.dueDate! > today);
  if (status === 'ACTIVE') {
    const target = weightedPick(random, DELINQUENCY);
    if (target > 0) {
      const bucketEnd = target === 91 ? 150 : target + 29;
      const late = due.filter((row) => {
        const days = daysBetween(row.dueDate!, today);
        return days >= target && days <= bucketEnd && row.paymentNumber > 1;
      });
      const first = late[late.length - 1];
      if (first) {
        const previous = schedule[first.paymentNumber - 2];
        return {
          daysPastDue: daysBetween(first.dueDate!, today),
          firstUnpaidPayment: first.paymentNumber,
          paidToDate: previous?.dueDate ?? null,
          nextDueDate: first.dueDate!,
        };
      }
    }
    return {
      daysPastDue: 0,
      firstUnpaidPayment: null,
      paidToDate: due[due.length - 1]?.dueDate ?? null,
      nextDueDate: upcoming?.dueDate ?? null,
    };
  }
  if (status === 'MATURED' || status === 'EXTENDED') {
    const last = schedule[schedule.length - 1]!.dueDate!;
    return {
      daysPastDue: 0,
      firstUnpaidPayment: null,
      paidToDate: last,
      nextDueDate: status === 'EXTENDED' ? nextMonthly(last, today) : null,
    };
  }
  if (status === 'PENDING_BOOKING')
    return { daysPastDue: 0, firstUnpaidPayment: null, paidToDate: null, nextDueDate: null };
  return {
    daysPastDue: 0,
    firstUnpaidPayment: null,
    paidToDate: due[due.length - 1]?.dueDate ?? null,
    nextDueDate: null,
  };
}

/** The first monthly due date after `today` on the day of `from` (month-to-month extensions). */
function nextMonthly(from: string, today: string): string {
  const day = Number(from.slice(8));
  let candidate = monthDay(today, 0, day);
  if (candidate <= today) candidate = monthDay(today, 1, day);
  return candidate < from ? addDays(from, 30) : candidate;
}
