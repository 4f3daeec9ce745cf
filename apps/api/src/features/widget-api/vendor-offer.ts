import { LEASE_STRUCTURES, OFFER_PROMO_TYPES, RATE_BASES } from '@lendline/finance';
import { sql, type Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/schema.ts';
import type { ProgramTerms, PromoTerms } from './quote-from-program.ts';

/** What a widget shows: the programs and promos in force today for the key's vendor. */
export interface VendorOffer {
  programs: ProgramTerms[];
  promos: (PromoTerms & { endDate: string })[];
}

const money = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform(Number),
  v.number(),
  v.finite(),
  v.minValue(0),
);
const ids = v.array(v.pipe(v.number(), v.integer()));

// Rows are checked before use: a program saved with a ragged matrix or a promo with odd params is left
// out of the offer (and cannot be quoted) rather than failing the whole request.
const ProgramRow = v.pipe(
  v.object({
    id: v.number(),
    name: v.string(),
    productType: v.picklist(LEASE_STRUCTURES),
    terms: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.minLength(1)),
    amountBands: v.pipe(v.array(v.object({ min: money, max: money })), v.minLength(1)),
    rateBasis: v.picklist(RATE_BASES),
    matrix: v.pipe(v.array(v.array(v.array(v.pipe(v.number(), v.finite(), v.minValue(0))))), v.minLength(1)),
    advancePayments: v.pipe(v.number(), v.integer(), v.minValue(0)),
    residualPct: money,
    docFee: money,
    minAmount: money,
    maxAmount: money,
  }),
  v.check(
    (program) =>
      program.matrix[0]!.length === program.amountBands.length &&
      program.matrix[0]!.every((row) => row.length === program.terms.length),
    'the best tier must have a price for every band and term',
  ),
);

const PromoRow = v.object({
  id: v.number(),
  name: v.string(),
  type: v.picklist(OFFER_PROMO_TYPES),
  // Finance reads each parameter as a number; anything else leaves the promo out of the offer.
  params: v.object({
    rate: v.optional(v.number()),
    deferralDays: v.optional(v.number()),
    payments: v.optional(v.number()),
    amount: v.optional(v.number()),
    buydownRate: v.optional(v.number()),
  }),
  eligibleTerms: ids,
  programIds: ids,
  endDate: v.string(),
});

// `vendor_ids` / `eligible_vendor_ids` empty means every enrolled vendor.
const forVendor = (column: string, vendorId: number) =>
  sql<boolean>`(jsonb_array_length(${sql.ref(column)}) = 0 OR ${sql.ref(column)} @> ${JSON.stringify([vendorId])}::jsonb)`;

/** Today's date in UTC, the day "in force" is judged by. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * The rate programs and promos in force on `today` (UTC) for one vendor, well-formed ones only. Promos
 * tied to programs this vendor is not offered are left out, and their program lists trimmed to the
 * offered ones.
 */
export async function loadVendorOffer(
  db: Kysely<Database>,
  vendorId: number,
  today: string,
  onInvalid: (what: string, id: number, problem: string) => void,
): Promise<VendorOffer> {
  const programRows = await db
    .selectFrom('rate_program')
    .select([
      'id',
      'name',
      'product_type as productType',
      'terms',
      'amount_bands as amountBands',
      'rate_basis as rateBasis',
      'matrix',
      'advance_payments as advancePayments',
      'residual_pct as residualPct',
      'doc_fee as docFee',
      'min_amount as minAmount',
      'max_amount as maxAmount',
    ])
    .where('status', '=', 'active')
    .where('effective_from', '<=', sql<Date>`${today}::date`)
    .where((eb) =>
      eb.or([eb('effective_to', 'is', null), eb('effective_to', '>=', sql<Date>`${today}::date`)]),
    )
    .where(forVendor('vendor_ids', vendorId))
    .orderBy('name')
    .orderBy('id')
    .execute();
  const programs: ProgramTerms[] = [];
  for (const row of programRows) {
    const parsed = v.safeParse(ProgramRow, row);
    if (parsed.success) programs.push(parsed.output);
    else onInvalid('RateProgram', row.id, parsed.issues[0].message);
  }

  const promoRows = await db
    .selectFrom('promo')
    .select([
      'id',
      'name',
      'type',
      'params',
      'eligible_terms as eligibleTerms',
      'program_ids as programIds',
      sql<string>`to_char(end_date, 'YYYY-MM-DD')`.as('endDate'),
    ])
    .where('status', '=', 'active')
    .where('start_date', '<=', sql<Date>`${today}::date`)
    .where('end_date', '>=', sql<Date>`${today}::date`)
    .where(forVendor('eligible_vendor_ids', vendorId))
    .orderBy('end_date')
    .orderBy('id')
    .execute();
  const offered = new Set(programs.map((program) => program.id));
  const promos: VendorOffer['promos'] = [];
  for (const row of promoRows) {
    const parsed = v.safeParse(PromoRow, row);
    if (!parsed.success) {
      onInvalid('Promo', row.id, parsed.issues[0].message);
      continue;
    }
    const promo = parsed.output;
    if (promo.programIds.length === 0) promos.push(promo);
    else {
      const programIds = promo.programIds.filter((id) => offered.has(id));
      if (programIds.length > 0) promos.push({ ...promo, programIds });
    }
  }
  return { programs, promos };
}
