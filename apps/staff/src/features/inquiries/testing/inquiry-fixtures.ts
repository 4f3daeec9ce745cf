import type { InquiryEventRecord, InquiryQuote, InquiryRecord } from '../api/inquiries-resource.ts';
import { INQUIRY_STATUSES, type InquiryStatus } from '@lendline/validation';

export const VENDOR_FIXTURES = [
  { id: 3, name: 'Summit Dental Supply' },
  { id: 5, name: 'Ridgeline Construction Equipment' },
  { id: 8, name: 'Brightline Imaging' },
];

/** domain.md §3.7's worked example: $50,000, 36 months, 9.5%, one payment in advance, $1 out. */
export const QUOTE_FIXTURE: InquiryQuote = {
  programId: 1,
  promoId: null,
  productType: 'ONE_DOLLAR',
  equipmentCost: 50_000,
  termMonths: 36,
  amountFinanced: 50_000,
  payment: 1589.07,
  rateFactor: 0.0317813,
  annualRate: 0.095,
  advancePayments: 1,
  residualAmount: 0,
  dueAtSigning: 1884.07,
  totalOfPayments: 57_206.42,
  promo: null,
};

/** domain.md §3.6's 0% example: 50,000 / 36 → 1,388.89 instead of the program's payment. */
export const PROMO_QUOTE_FIXTURE: InquiryQuote = {
  ...QUOTE_FIXTURE,
  promoId: 4,
  payment: 1388.89,
  rateFactor: 0.0277778,
  annualRate: 0,
  dueAtSigning: 1683.89,
  totalOfPayments: 50_000.04,
  promo: {
    name: '0% for 36 months',
    type: 'ZERO_RATE',
    effect: { type: 'ZERO_RATE', paymentWithoutPromo: 1589.07, customerAnnualRate: 0 },
  },
};

const PEOPLE: [customer: string, business: string | null, equipment: string, state: string][] = [
  ['Dana Whitfield', 'Whitfield Family Dental', 'Panoramic X-ray unit', 'TX'],
  ['Marco Bellini', 'Bellini Excavation LLC', 'Compact track loader', 'CO'],
  ['Aisha Rahman', 'Northside Imaging Center', 'Ultrasound system', 'IL'],
  ['Tom Becker', null, 'Skid steer with bucket', 'OH'],
  ['Lucía Ortega', 'Ortega Orthodontics', 'Intraoral scanner', 'CA'],
  ['Grant Holloway', 'Holloway Farms', 'Utility tractor', 'NE'],
];

/** 23 inquiries over three vendors, newest first, every status at least twice. */
export const INQUIRY_FIXTURES: InquiryRecord[] = Array.from({ length: 23 }, (_, index) => {
  const [customerName, businessName, equipmentDescription, state] = PEOPLE[index % PEOPLE.length]!;
  const vendor = VENDOR_FIXTURES[index % VENDOR_FIXTURES.length]!;
  const status: InquiryStatus = INQUIRY_STATUSES[index % INQUIRY_STATUSES.length]!;
  const equipmentCost = 12_500 + index * 2_750;
  return {
    id: index + 1,
    vendorId: vendor.id,
    createdAt: new Date(Date.UTC(2026, 10, 20, 14, 5) - index * 7 * 3_600_000).toISOString(),
    customerName: index < PEOPLE.length ? customerName : `${customerName} ${index}`,
    businessName,
    email: `${customerName.split(' ')[0]!.toLowerCase()}${index}@example.com`,
    phone: index % 4 === 3 ? null : `(555) 010-${String(1000 + index).slice(-4)}`,
    state,
    equipmentDescription,
    equipmentCost,
    termMonths: [36, 48, 60, 24][index % 4]!,
    productType: (['ONE_DOLLAR', 'FMV', 'TEN_PERCENT_PO', 'EFA_LOAN'] as const)[index % 4]!,
    quotedPayment: Math.round(equipmentCost * 3.178) / 100,
    programId: 1,
    promoId: null,
    status,
    assignedRepId: index % 3 === 0 ? null : 7 + (index % 2),
  };
});

/** The first inquiry as the details page reads it: the stored quote and the buyer's message. */
export const INQUIRY_DETAIL: InquiryRecord = {
  ...INQUIRY_FIXTURES[0]!,
  apiKeyId: 11,
  updatedAt: '2026-11-20T15:12:00.000Z',
  programId: 1,
  promoId: null,
  equipmentCost: 50_000,
  termMonths: 36,
  productType: 'ONE_DOLLAR',
  quotedPayment: 1589.07,
  quote: QUOTE_FIXTURE,
  message: 'We are replacing our 2009 unit. Could we start payments after the spring season?',
  source: 'widget',
  status: 'Contacted',
  assignedRepId: 8,
  salesforceLeadId: null,
};

export const EVENT_FIXTURES: InquiryEventRecord[] = [
  {
    id: 11,
    inquiryId: 1,
    at: '2026-11-20T16:30:00.000Z',
    actorId: 8,
    kind: 'note',
    fromStatus: null,
    toStatus: null,
    note: 'Left a voicemail; will call again tomorrow morning.',
  },
  {
    id: 10,
    inquiryId: 1,
    at: '2026-11-20T15:12:00.000Z',
    actorId: 8,
    kind: 'status',
    fromStatus: 'New',
    toStatus: 'Contacted',
    note: null,
  },
];

/** Staff as `GET /inquiries/sales-reps` and `/inquiries/names` answer: id and name only. */
export const STAFF_FIXTURES = [
  { id: 7, name: 'Avery Collins' },
  { id: 8, name: 'Priya Raman' },
  { id: 12, name: 'Kwame Mensah' },
];

export const PROGRAM_FIXTURES = [{ id: 1, name: '$1 Out Standard' }];
