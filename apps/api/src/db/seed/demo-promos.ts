/** A promo as the seed writes it (CONTRACT.md field names), before it has an id. */
export interface DemoPromo {
  name: string;
  type: 'ZERO_RATE' | 'REDUCED_RATE' | 'DEFERRED_FIRST_PAYMENT' | 'FIXED_LOW_PAYMENTS' | 'DEALER_BUYDOWN';
  params: Record<string, number>;
  eligibleTerms: number[];
  eligibleVendorIds: number[];
  programIds: number[];
  /** Days from the reference date, both ends included. */
  startDay: number;
  endDay: number;
  status: 'active' | 'inactive';
}

/**
 * The eight demo promos of domain.md §5.2 around the reference date: three in force, two scheduled and
 * three expired. `programs` maps the demo program names to their ids; `topDealers` are the busiest
 * enrolled vendors, who fund the buy-down.
 */
export function buildDemoPromos(programs: ReadonlyMap<string, number>, topDealers: number[]): DemoPromo[] {
  const id = (name: string) => {
    const found = programs.get(name);
    if (found === undefined) throw new Error(`Demo promo refers to an unknown program: ${name}`);
    return found;
  };
  const ratePrograms = [
    '$1 Out Standard',
    'FMV Technology Lease',
    '10% Purchase Option',
    'Construction Equipment',
  ];
  const base = { eligibleTerms: [], eligibleVendorIds: [], programIds: [], status: 'active' as const };
  return [
    {
      ...base,
      name: '0% for 12 months',
      type: 'ZERO_RATE',
      params: {},
      eligibleTerms: [12],
      programIds: [id('Construction Equipment'), id('FMV Technology Lease')],
      startDay: -30,
      endDay: 60,
    },
    {
      ...base,
      name: '90 days to first payment',
      type: 'DEFERRED_FIRST_PAYMENT',
      params: { deferralDays: 90 },
      eligibleTerms: [36, 48, 60],
      startDay: -45,
      endDay: 45,
    },
    {
      ...base,
      name: '3 payments of $99',
      type: 'FIXED_LOW_PAYMENTS',
      params: { payments: 3, amount: 99 },
      eligibleTerms: [36, 48, 60],
      programIds: [id('$1 Out Standard'), id('10% Purchase Option')],
      startDay: -10,
      endDay: 80,
    },
    {
      ...base,
      name: '2% dealer buy-down',
      type: 'DEALER_BUYDOWN',
      params: { buydownRate: 0.02 },
      eligibleVendorIds: topDealers,
      programIds: ratePrograms.map(id),
      startDay: 10,
      endDay: 100,
    },
    {
      ...base,
      name: 'Spring 2.9% special',
      type: 'REDUCED_RATE',
      params: { rate: 0.029 },
      eligibleTerms: [24, 36],
      startDay: 30,
      endDay: 120,
    },
    {
      ...base,
      name: '0% for 24 months (last year)',
      type: 'ZERO_RATE',
      params: {},
      eligibleTerms: [24],
      programIds: [id('Medical Equipment $1 Out')],
      startDay: -400,
      endDay: -310,
    },
    {
      ...base,
      name: '60 days to first payment',
      type: 'DEFERRED_FIRST_PAYMENT',
      params: { deferralDays: 60 },
      startDay: -200,
      endDay: -140,
    },
    {
      ...base,
      name: 'Year-end 1.9% rate',
      type: 'REDUCED_RATE',
      params: { rate: 0.019 },
      eligibleTerms: [24, 36, 48],
      startDay: -120,
      endDay: -90,
      status: 'inactive',
    },
  ];
}
