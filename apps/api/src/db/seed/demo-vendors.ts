import type { Random } from '@lendline/random';
import { shuffled, weightedPick } from './random-shapes.ts';

/** The trades the demo dealers sell to, with what their buyers finance (domain.md §5.2 industry mix). */
export const DEALER_TRADES = {
  construction: {
    weight: 22,
    nouns: ['Equipment', 'Heavy Equipment', 'Machinery', 'Construction Supply', 'Rental & Sales'],
    equipment: [
      'Compact track loader',
      'Mini excavator',
      'Skid steer with bucket and forks',
      'Telehandler',
      'Wheel loader',
      'Vibratory asphalt roller',
    ],
  },
  medical: {
    weight: 14,
    nouns: ['Medical Systems', 'Dental Supply', 'Imaging', 'Surgical', 'Veterinary Supply'],
    equipment: [
      'Digital X-ray system',
      'Dental chair and delivery unit',
      'Portable ultrasound unit',
      'Aesthetic laser system',
      'Autoclave sterilizer',
      'Patient monitors (6)',
    ],
  },
  transportation: {
    weight: 13,
    nouns: ['Truck & Trailer', 'Fleet Sales', 'Trailer Sales', 'Truck Center'],
    equipment: [
      'Refrigerated trailer',
      '26 ft box truck',
      'Day cab tractor',
      'Dump truck',
      'Liftgate upgrade',
    ],
  },
  manufacturing: {
    weight: 12,
    nouns: ['Machine Tools', 'Industrial', 'Fabrication Supply', 'Automation'],
    equipment: [
      'CNC vertical machining center',
      'Fiber laser cutter',
      'Hydraulic press brake',
      'Rotary screw air compressor',
      'Electric forklift',
    ],
  },
  foodService: {
    weight: 10,
    nouns: ['Restaurant Supply', 'Kitchen Equipment', 'Foodservice', 'Refrigeration'],
    equipment: [
      'Combi oven',
      'Walk-in cooler',
      'Commercial dishwasher',
      'Espresso machine',
      'Deck pizza oven',
    ],
  },
  technology: {
    weight: 8,
    nouns: ['Technology', 'Networks', 'Business Systems', 'Data Solutions'],
    equipment: [
      'Server rack and switches',
      'VoIP phone system',
      'Laptops (25)',
      'Security camera system',
      'Wi-Fi network upgrade',
    ],
  },
  agriculture: {
    weight: 6,
    nouns: ['Ag Equipment', 'Farm Supply', 'Tractor'],
    equipment: ['Utility tractor with loader', 'Round baler', 'Grain dryer', 'Self-propelled sprayer'],
  },
  office: {
    weight: 15,
    nouns: ['Office Systems', 'Copier', 'Business Equipment', 'Print Solutions', 'Fitness Equipment'],
    equipment: [
      'Multifunction copier',
      'Production printer',
      'Mailing system',
      'Commercial fitness package',
      'Car wash system',
    ],
  },
} as const;
export type DealerTrade = keyof typeof DEALER_TRADES;

const PLACES: readonly string[] = (
  'Summit|Blue Ridge|Keystone|Lakeshore|Redwood|Ironwood|Prairie|Harbor|Granite|Cascade|' +
  'Pioneer|Frontier|Heartland|Riverbend|Cedar|Meridian|Northstar|Sierra|Gulf Coast|' +
  'Tri-State|Capitol|Liberty|Evergreen|Silver Creek|Great Plains|Bayview|Mesa|Highland|' +
  'Piedmont|Coastal|Atlas|Beacon|Sterling|Patriot|Sunbelt|Big Sky|Hill Country|Twin Rivers|' +
  'Old Dominion|Midland'
).split('|');
const SUFFIXES = ['Inc.', 'LLC', 'Co.', '', 'Group', 'Corp.'];

/** Cities with their area codes, weighted by the lessor's state mix (CA 12, TX 10, FL 8, NY 6, …). */
const CITIES: readonly (readonly [city: string, state: string, areaCode: string, weight: number])[] = [
  ['Los Angeles', 'CA', '213', 4],
  ['Fresno', 'CA', '559', 3],
  ['San Jose', 'CA', '408', 3],
  ['Sacramento', 'CA', '916', 2],
  ['Houston', 'TX', '713', 4],
  ['Dallas', 'TX', '214', 3],
  ['San Antonio', 'TX', '210', 3],
  ['Tampa', 'FL', '813', 3],
  ['Orlando', 'FL', '407', 3],
  ['Miami', 'FL', '305', 2],
  ['Buffalo', 'NY', '716', 3],
  ['Albany', 'NY', '518', 3],
  ['Chicago', 'IL', '312', 2],
  ['Peoria', 'IL', '309', 2],
  ['Pittsburgh', 'PA', '412', 2],
  ['Allentown', 'PA', '610', 2],
  ['Columbus', 'OH', '614', 2],
  ['Toledo', 'OH', '419', 2],
  ['Atlanta', 'GA', '404', 2],
  ['Savannah', 'GA', '912', 1.5],
  ['Charlotte', 'NC', '704', 2],
  ['Raleigh', 'NC', '919', 1.5],
  ['Phoenix', 'AZ', '602', 3],
  ['Denver', 'CO', '303', 3],
  ['Nashville', 'TN', '615', 3],
  ['Kansas City', 'MO', '816', 3],
  ['Minneapolis', 'MN', '612', 3],
  ['Seattle', 'WA', '206', 3],
  ['Portland', 'OR', '503', 2],
  ['Salt Lake City', 'UT', '801', 2],
  ['Boise', 'ID', '208', 1.5],
  ['Omaha', 'NE', '402', 1.5],
  ['Des Moines', 'IA', '515', 1.5],
  ['Louisville', 'KY', '502', 2],
  ['Indianapolis', 'IN', '317', 2],
  ['Richmond', 'VA', '804', 2],
  ['Baltimore', 'MD', '410', 2],
  ['Newark', 'NJ', '973', 2],
  ['Hartford', 'CT', '860', 1],
  ['Birmingham', 'AL', '205', 1.5],
  ["Coeur d'Alene", 'ID', '208', 0.5],
  ['Oklahoma City', 'OK', '405', 2],
  ['Little Rock', 'AR', '501', 1],
];

export const FIRST_NAMES: readonly string[] = (
  'James|Maria|Robert|Linda|Michael|Patricia|David|Jennifer|Carlos|Aisha|William|Elizabeth|' +
  'José|Susan|Thomas|Karen|Wei|Nancy|Daniel|Lisa|Matthew|Betty|Anthony|Sandra|Mark|Ashley|' +
  'Andrés|Kimberly|Kevin|Emily|Brian|Donna|Jamal|Michelle|Ryan|Renée|Gary|Laura|Nguyen|' +
  'Sarah'
).split('|');
export const LAST_NAMES: readonly string[] = (
  'Smith|Johnson|Garcia|Miller|Davis|Rodriguez|Martinez|Hernandez|Lopez|Wilson|Anderson|' +
  'Thomas|Taylor|Moore|Jackson|Martin|Lee|Pérez|Thompson|White|Harris|Sánchez|Clark|Ramírez|' +
  "Lewis|Robinson|Walker|Young|Allen|King|O'Connor|Wright|Scott|Torres|Nguyen|Hill|Flores|" +
  'Green|Adams|Nelson'
).split('|');

export interface DemoVendor {
  name: string;
  /** The vendor's web name: `https://www.<slug>.example.com`. */
  slug: string;
  trade: DealerTrade;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  city: string;
  state: string;
  areaCode: string;
  quoteEnabled: boolean;
  status: 'active' | 'inactive';
  /** Share of inquiries, falling with the rank: the 20 busiest enrolled dealers bring about 60%. */
  volumeWeight: number;
  createdDaysAgo: number;
}

export const VENDOR_COUNT = 180;
export const ENROLLED_COUNT = 45;
const INACTIVE_COUNT = 6;

/** "Gulf Coast Truck & Trailer Inc." -> "gulf-coast-truck-trailer". */
export const slugOf = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(inc|llc|co|corp|group)\b\.?/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const asciiLower = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/**
 * 180 dealers (domain.md §5.2). They are listed busiest first: the first 30 and 15 more further down are
 * enrolled in Vendor Quote (45), the first of them is the demo calculator's vendor, and 6 of the rest are
 * inactive. Names and slugs are unique; contacts use `example.com` and 555-01xx numbers.
 */
export function buildDemoVendors(random: Random): DemoVendor[] {
  const tradeWeights = Object.entries(DEALER_TRADES).map(
    ([trade, { weight }]) => [trade as DealerTrade, weight] as const,
  );
  const cityWeights = CITIES.map((city) => [city, city[3]] as const);
  const names = new Set<string>();
  const slugs = new Set<string>();
  const tail = shuffled(
    random,
    Array.from({ length: VENDOR_COUNT - 30 }, (_, index) => index + 30),
  );
  const enrolled = new Set([
    ...Array.from({ length: 30 }, (_, index) => index),
    ...tail.slice(0, ENROLLED_COUNT - 30),
  ]);
  const inactive = new Set(tail.slice(ENROLLED_COUNT - 30, ENROLLED_COUNT - 30 + INACTIVE_COUNT));

  return Array.from({ length: VENDOR_COUNT }, (_, index) => {
    const trade = weightedPick(random, tradeWeights);
    let name = '';
    let slug = '';
    while (!name || names.has(name.toLowerCase()) || slugs.has(slug)) {
      const suffix = random.pick(SUFFIXES);
      name = `${random.pick(PLACES)} ${random.pick(DEALER_TRADES[trade].nouns)}${suffix ? ` ${suffix}` : ''}`;
      slug = slugOf(name);
    }
    names.add(name.toLowerCase());
    slugs.add(slug);
    const [city, state, areaCode] = weightedPick(random, cityWeights);
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    return {
      name,
      slug,
      trade,
      contactName: `${first} ${last}`,
      contactEmail: `${asciiLower(first)}.${asciiLower(last)}@${slug}.example.com`,
      contactPhone: `${areaCode}-555-01${String(random.int(0, 99)).padStart(2, '0')}`,
      city,
      state,
      areaCode,
      quoteEnabled: enrolled.has(index),
      status: inactive.has(index) ? 'inactive' : 'active',
      volumeWeight: 1 / (index + 1) ** 0.35,
      createdDaysAgo: random.int(40, 6 * 365),
    };
  });
}
