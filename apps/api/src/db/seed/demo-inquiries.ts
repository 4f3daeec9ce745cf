import type { InquiryStatus } from '@lendline/validation';
import type { ProgramTerms, PromoTerms, WidgetQuote } from '../../features/widget-api/index.ts';
import { demoQuote } from './demo-inquiry-quote.ts';
import { DEALER_TRADES, FIRST_NAMES, LAST_NAMES, slugOf, type DealerTrade } from './demo-vendors.ts';
import type { Random } from '@lendline/random';
import { logNormal, shuffled, weightedPick } from './random-shapes.ts';

const DAY_MS = 86_400_000;
export const INQUIRY_COUNT = 2100;
const HISTORY_DAYS = 730;

/** The status mix of domain.md §5.2, as exact counts of the 2,100 inquiries. */
export const STATUS_MIX: Record<InquiryStatus, number> = {
  New: 0.08,
  Contacted: 0.2,
  'Application submitted': 0.3,
  Approved: 0.15,
  Funded: 0.1,
  Lost: 0.15,
  Duplicate: 0.02,
};

/** The enrolled vendors inquiries come from, with what the seed knows of them. */
export interface InquiryVendor {
  id: number;
  trade: DealerTrade;
  state: string;
  areaCode: string;
  salesRepId: number | null;
  apiKeyId: number;
  volumeWeight: number;
}

export interface DemoProgram extends ProgramTerms {
  /** Empty: offered to every enrolled vendor. */
  vendorIds: number[];
}

export interface DemoPromoTerms extends PromoTerms {
  eligibleVendorIds: number[];
  startDate: string;
  endDate: string;
}

export interface DemoInquiryEvent {
  at: Date;
  actorId: number | null;
  kind: 'status' | 'note';
  fromStatus: InquiryStatus | null;
  toStatus: InquiryStatus | null;
  note: string | null;
}

export interface DemoInquiry {
  vendorId: number;
  apiKeyId: number;
  createdAt: Date;
  updatedAt: Date;
  customerName: string;
  businessName: string | null;
  email: string;
  phone: string | null;
  state: string | null;
  equipmentDescription: string | null;
  quote: WidgetQuote;
  message: string | null;
  source: 'widget' | 'page' | 'component';
  status: InquiryStatus;
  assignedRepId: number | null;
  salesforceLeadId: string | null;
  events: DemoInquiryEvent[];
}

const TERM_WEIGHTS: Record<number, number> = { 12: 4, 24: 8, 36: 30, 48: 22, 60: 32, 72: 6 };
const BUSINESS_WORDS: Record<DealerTrade, string[]> = {
  construction: ['Construction', 'Excavating', 'Paving', 'Builders', 'Site Works'],
  medical: ['Family Dental', 'Medical Group', 'Veterinary Clinic', 'Imaging Center', 'Dermatology'],
  transportation: ['Logistics', 'Freight', 'Trucking', 'Hauling'],
  manufacturing: ['Manufacturing', 'Machine Works', 'Fabrication', 'Plastics'],
  foodService: ['Bakery', 'Bistro', 'Catering', 'Pizzeria', 'Coffee Roasters'],
  technology: ['Consulting', 'Software', 'IT Services', 'Design Studio'],
  agriculture: ['Farms', 'Orchards', 'Dairy', 'Ranch'],
  office: ['Law Office', 'Accounting', 'Printing', 'Fitness', 'Car Wash'],
};
const MESSAGES = [
  'Please call me in the afternoon.',
  'We would like to close before the end of the quarter.',
  'Can you also quote 60 months?',
  'Replacing an older unit; is a trade-in possible?',
  'Looking at two of these, maybe three.',
  'What documents do you need from us?',
  'Started the business 18 months ago, is that enough?',
  "Dealer's quote attached to the email I sent.",
];
const NOTES = [
  'Left a voicemail.',
  'Sent the credit application link.',
  'Customer asked to compare 48 and 60 months.',
  'Waiting on two years of business tax returns.',
  'Dealer confirmed the equipment quote and delivery date.',
  'Spoke with the owner; decision next week.',
];

// What happens after New for each status, and how many days each step usually takes.
const PATHS: Record<Exclude<InquiryStatus, 'New' | 'Lost'>, InquiryStatus[]> = {
  Contacted: ['Contacted'],
  'Application submitted': ['Contacted', 'Application submitted'],
  Approved: ['Contacted', 'Application submitted', 'Approved'],
  Funded: ['Contacted', 'Application submitted', 'Approved', 'Funded'],
  Duplicate: ['Duplicate'],
};
const LOST_PATHS: InquiryStatus[][] = [
  ['Lost'],
  ['Contacted', 'Lost'],
  ['Contacted', 'Application submitted', 'Lost'],
];
const STEP_DAYS: Record<InquiryStatus, [number, number]> = {
  New: [0, 0],
  Contacted: [0.1, 3],
  'Application submitted': [1, 14],
  Approved: [1, 7],
  Funded: [5, 30],
  Lost: [3, 30],
  Duplicate: [0.05, 2],
};

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

const SALESFORCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const salesforceLeadId = (random: Random) =>
  '00Q' + Array.from({ length: 15 }, () => random.pick([...SALESFORCE_ALPHABET])).join('');

/** Exact counts per status that add up to `total`, largest remainders first. */
function statusCounts(total: number): [InquiryStatus, number][] {
  const entries = Object.entries(STATUS_MIX) as [InquiryStatus, number][];
  const counts = entries.map(
    ([status, share]) => [status, Math.floor(share * total)] as [InquiryStatus, number],
  );
  let missing = total - counts.reduce((sum, [, count]) => sum + count, 0);
  for (const index of entries
    .map((_, index) => index)
    .sort((a, b) => ((entries[b]![1] * total) % 1) - ((entries[a]![1] * total) % 1))) {
    if (missing-- <= 0) break;
    counts[index]![1] += 1;
  }
  return counts;
}

interface Catalog {
  vendors: InquiryVendor[];
  programs: DemoProgram[];
  promos: DemoPromoTerms[];
  reps: number[];
  referenceDate: Date;
}

function pickProgram(random: Random, vendor: InquiryVendor, programs: DemoProgram[]): DemoProgram {
  const offered = programs.filter(
    (program) => program.vendorIds.length === 0 || program.vendorIds.includes(vendor.id),
  );
  const special = offered.filter((program) => program.vendorIds.length > 0);
  if (special.length > 0 && random.next() < 0.65) return random.pick(special);
  const general = offered.filter((program) => program.vendorIds.length === 0);
  const weights: Record<string, number> = { ONE_DOLLAR: 45, FMV: 15, TEN_PERCENT_PO: 15, EFA_LOAN: 25 };
  return weightedPick(
    random,
    general.map((program) => [program, weights[program.productType] ?? 10] as const),
  );
}

function pickPromo(
  random: Random,
  catalog: Catalog,
  vendor: InquiryVendor,
  program: DemoProgram,
  term: number,
  day: string,
): DemoPromoTerms | undefined {
  const applicable = catalog.promos.filter(
    (promo) =>
      promo.startDate <= day &&
      day <= promo.endDate &&
      (promo.eligibleVendorIds.length === 0 || promo.eligibleVendorIds.includes(vendor.id)) &&
      (promo.programIds.length === 0 || promo.programIds.includes(program.id)) &&
      (promo.eligibleTerms.length === 0 || promo.eligibleTerms.includes(term)),
  );
  return applicable.length > 0 && random.next() < 0.4 ? random.pick(applicable) : undefined;
}

/** A round amount, as buyers type them: to $50 under $10,000, to $100 above. */
function equipmentCost(random: Random, program: DemoProgram): number {
  const raw = logNormal(random, {
    median: 32_000,
    p90: 140_000,
    min: program.minAmount,
    max: program.maxAmount,
  });
  const step = raw < 10_000 ? 50 : 100;
  return Math.min(program.maxAmount, Math.max(program.minAmount, Math.round(raw / step) * step));
}

/** Status history from New to `status`, squeezed into the time between receipt and the reference date. */
function statusEvents(
  random: Random,
  status: InquiryStatus,
  createdAt: Date,
  referenceDate: Date,
  actorId: number | null,
): DemoInquiryEvent[] {
  if (status === 'New') return [];
  const path = status === 'Lost' ? random.pick(LOST_PATHS) : PATHS[status];
  const gaps = path.map((step) => {
    const [min, max] = STEP_DAYS[step];
    return (min + random.next() * (max - min)) * DAY_MS;
  });
  const available = (referenceDate.getTime() - createdAt.getTime()) * 0.9;
  const needed = gaps.reduce((sum, gap) => sum + gap, 0);
  const scale = needed > available ? available / needed : 1;
  let at = createdAt.getTime();
  let from: InquiryStatus = 'New';
  return path.map((to, index) => {
    at += Math.max(60_000, gaps[index]! * scale);
    const event: DemoInquiryEvent = {
      at: new Date(Math.floor(at / 1000) * 1000),
      actorId,
      kind: 'status',
      fromStatus: from,
      toStatus: to,
      note: null,
    };
    from = to;
    return event;
  });
}

/**
 * 2,100 inquiries over the 24 months before the reference date (domain.md §5.2), from the enrolled
 * vendors in Pareto proportion, each quoted as the calculator quotes (program, term, promo in force that
 * day), with the status mix given exactly, a status history consistent with each status and some staff
 * notes. New inquiries are recent; duplicates repeat an earlier buyer of the same vendor.
 */
export function buildDemoInquiries(random: Random, catalog: Catalog): DemoInquiry[] {
  const { vendors, referenceDate } = catalog;
  const vendorWeights = vendors.map((vendor) => [vendor, vendor.volumeWeight] as const);
  const drafts = Array.from({ length: INQUIRY_COUNT }, () => {
    const vendor = weightedPick(random, vendorWeights);
    const daysAgo = HISTORY_DAYS * random.next() ** 1.25;
    const createdAt = new Date(
      Math.floor((referenceDate.getTime() - daysAgo * DAY_MS - 60_000) / 1000) * 1000,
    );
    const program = pickProgram(random, vendor, catalog.programs);
    const term = weightedPick(
      random,
      program.terms.map((months) => [months, TERM_WEIGHTS[months] ?? 5] as const),
    );
    const cost = equipmentCost(random, program);
    const promo = pickPromo(random, catalog, vendor, program, term, createdAt.toISOString().slice(0, 10));
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const business = random.next() < 0.9 ? `${last} ${random.pick(BUSINESS_WORDS[vendor.trade])}` : null;
    return {
      vendor,
      createdAt,
      quote: demoQuote(program, { equipmentCost: cost, termMonths: term }, promo),
      customerName: `${first} ${last}`,
      businessName: business ? `${business}${random.pick(['', ' LLC', ' Inc.'])}` : null,
      email: `${ascii(first)}.${ascii(last)}@${business ? slugOf(business) : 'mail'}.example.com`,
      phone:
        random.next() < 0.85
          ? `${vendor.areaCode}-555-01${String(random.int(0, 99)).padStart(2, '0')}`
          : null,
      state: random.next() < 0.95 ? vendor.state : null,
      equipmentDescription: random.next() < 0.9 ? random.pick(DEALER_TRADES[vendor.trade].equipment) : null,
      message: random.next() < 0.35 ? random.pick(MESSAGES) : null,
      source: weightedPick(random, [
        ['widget', 70],
        ['page', 20],
        ['component', 10],
      ] as const),
    };
  }).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  // New ones are among the latest 400; the other statuses are spread over the rest.
  const newest = shuffled(
    random,
    drafts.slice(-400).map((_, index) => drafts.length - 400 + index),
  );
  const statuses = new Array<InquiryStatus>(drafts.length);
  const counts = statusCounts(drafts.length);
  const newCount = counts.find(([status]) => status === 'New')![1];
  for (const index of newest.slice(0, newCount)) statuses[index] = 'New';
  const rest = shuffled(
    random,
    counts
      .filter(([status]) => status !== 'New')
      .flatMap(([status, count]) => new Array<InquiryStatus>(count).fill(status)),
  );
  for (let index = 0; index < drafts.length; index += 1) statuses[index] ??= rest.pop()!;

  return drafts.map((draft, index) => {
    const status = statuses[index]!;
    const person =
      status === 'Duplicate'
        ? (drafts.slice(0, index).findLast((other) => other.vendor === draft.vendor) ?? draft)
        : draft;
    const rep = draft.vendor.salesRepId ?? (catalog.reps.length > 0 ? random.pick(catalog.reps) : null);
    const assignedRepId = status === 'New' && random.next() < 0.8 ? null : rep;
    const events = statusEvents(random, status, draft.createdAt, referenceDate, rep);
    if (status !== 'New' && random.next() < 0.25) {
      const last = events[events.length - 1]!.at.getTime();
      events.push({
        at: new Date(
          Math.floor(
            (draft.createdAt.getTime() + (last - draft.createdAt.getTime()) * random.next()) / 1000,
          ) * 1000,
        ),
        actorId: rep,
        kind: 'note',
        fromStatus: null,
        toStatus: null,
        note: random.pick(NOTES),
      });
      events.sort((a, b) => a.at.getTime() - b.at.getTime());
    }
    const advanced = ['Application submitted', 'Approved', 'Funded'].includes(status);
    return {
      vendorId: draft.vendor.id,
      apiKeyId: draft.vendor.apiKeyId,
      createdAt: draft.createdAt,
      updatedAt: events.length > 0 ? events[events.length - 1]!.at : draft.createdAt,
      customerName: person.customerName,
      businessName: person.businessName,
      email: person.email,
      phone: person.phone,
      state: person.state,
      equipmentDescription: draft.equipmentDescription,
      quote: draft.quote,
      message: draft.message,
      source: draft.source,
      status,
      assignedRepId,
      salesforceLeadId: advanced ? salesforceLeadId(random) : null,
      events,
    };
  });
}
