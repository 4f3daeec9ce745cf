import type { Random } from '@lendline/random';
import { weightedPick } from '../random-shapes.ts';
import {
  INDUSTRIES,
  LEGAL_SUFFIXES,
  LOCATIONS,
  PLACE_WORDS,
  SPECIAL_NAMES,
  STREET_KINDS,
  STREETS,
  SURNAMES,
  type EntityType,
} from './reference-data.ts';

/** A lessee as the seed draws it; ids and dates are added when its contracts are known. */
export interface SeedCustomer {
  /** 1-based position, which is also its customer number. */
  index: number;
  /** The row id: the position until the seed knows the table's next free id. */
  id: number;
  customerNumber: string;
  legalName: string;
  dba: string | null;
  fein: string;
  entityType: EntityType;
  naics: string;
  industry: number;
  address1: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  billToEmail: string;
  gpCustomerNumber: string | null;
  taxExempt: boolean;
  /** Fraction with five decimals, as a string: "0.08250". */
  taxRate: string;
}

const NO_SALES_TAX = new Set(['OR', 'AK', 'MT', 'NH', 'DE']);
const industryWeights = INDUSTRIES.map((industry, index) => [index, industry.weight] as const);
const locationWeights = LOCATIONS.map((location) => [location, location[3]] as const);

const emailSlug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(llc|inc|corp|co|lp|pllc)\b\.?/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);

function draftName(random: Random, nouns: readonly string[]): { name: string; entity: EntityType } {
  const [suffix, entity] = random.pick(LEGAL_SUFFIXES);
  const noun = random.pick(nouns);
  const shape = random.next();
  if (shape < 0.45) return { name: `${random.pick(SURNAMES)} ${noun} ${suffix}`, entity };
  if (shape < 0.8) return { name: `${random.pick(PLACE_WORDS)} ${noun} ${suffix}`, entity };
  if (shape < 0.92) {
    return { name: `${random.pick(SURNAMES)} & ${random.pick(SURNAMES)} ${noun} ${suffix}`, entity };
  }
  return { name: `${random.pick(SURNAMES)} ${noun}`, entity: 'SOLE_PROPRIETOR' };
}

/**
 * One lessee (domain.md §5.2): industry by the NAICS mix, location by the state mix, a name that is
 * clearly fake (and sometimes accented or with an apostrophe), a FEIN starting with 9 (never issued),
 * `example.com` e-mail and a 555-01xx phone. `seen` keeps demo names unique; the large-scale
 * generator passes none.
 */
export function drawCustomer(random: Random, index: number, seen?: Set<string>): SeedCustomer {
  const industry = weightedPick(random, industryWeights);
  const { nouns, naics } = INDUSTRIES[industry]!;
  const [city, state, areaCode] = weightedPick(random, locationWeights);
  let { name, entity } = draftName(random, nouns);
  if (seen) {
    for (let attempt = 0; seen.has(name) && attempt < 4; attempt += 1)
      ({ name, entity } = draftName(random, nouns));
    if (seen.has(name)) name = `${name.replace(/ (LLC|Inc\.|Corp\.|LP)$/, '')} of ${city} LLC`;
    if (seen.has(name)) name = `${name.replace(/ LLC$/, '')} No. ${index} LLC`;
    seen.add(name);
  }
  const nonProfit = random.next() < 0.03;
  const taxExempt = nonProfit || random.next() < 0.125;
  const rate = taxExempt || NO_SALES_TAX.has(state) ? 0 : random.int(400, 1025) / 10_000;
  const number = String(index).padStart(6, '0');
  return {
    index,
    id: index,
    customerNumber: `C-${number}`,
    legalName: name,
    dba: random.next() < 0.2 ? `${random.pick(PLACE_WORDS)} ${random.pick(nouns)}` : null,
    fein: `9${random.int(0, 9)}-${String(random.int(0, 9_999_999)).padStart(7, '0')}`,
    entityType: nonProfit ? 'NON_PROFIT' : entity,
    naics: random.pick(naics),
    industry,
    address1: `${random.int(10, 9899)} ${random.pick(STREETS)} ${random.pick(STREET_KINDS)}`,
    city,
    state,
    zip: String(random.int(10_000, 99_899)),
    phone: `${areaCode}-555-01${String(random.int(0, 99)).padStart(2, '0')}`,
    billToEmail: `ap@${emailSlug(name) || `lessee-${number}`}.example.com`,
    gpCustomerNumber: random.next() < 0.995 ? `GP${number}` : null,
    taxExempt,
    taxRate: rate.toFixed(5),
  };
}

/** The demo's lessees: the first few carry the special names of domain.md §5.4 #21. */
export function buildCustomers(random: Random, count: number): SeedCustomer[] {
  const seen = new Set<string>();
  return Array.from({ length: count }, (_, offset) => {
    const customer = drawCustomer(random, offset + 1, seen);
    const special = SPECIAL_NAMES[offset * 7];
    if (special === undefined || seen.has(special)) return customer;
    seen.add(special);
    return { ...customer, legalName: special, billToEmail: `ap@${emailSlug(special)}.example.com` };
  });
}

/**
 * How many contracts each lessee has, summing exactly to `contracts`: 80% one, 15% two, the rest 3–8
 * (domain.md §5.2), in a shuffled order so multi-contract lessees are spread through the book.
 */
export function contractsPerCustomer(random: Random, customers: number, contracts: number): number[] {
  const ones = Math.round(customers * 0.8);
  const twos = Math.round(customers * 0.15);
  const many = customers - ones - twos;
  const counts = [...Array<number>(ones).fill(1), ...Array<number>(twos).fill(2)];
  let left = contracts - ones - twos * 2;
  for (let index = 0; index < many; index += 1) {
    const remaining = many - index;
    const share = Math.round(left / remaining);
    const count = remaining === 1 ? left : Math.max(3, Math.min(8, share + random.int(-1, 1)));
    counts.push(count);
    left -= count;
  }
  for (let index = counts.length - 1; index > 0; index -= 1) {
    const other = random.int(0, index);
    [counts[index], counts[other]] = [counts[other]!, counts[index]!];
  }
  return counts;
}
