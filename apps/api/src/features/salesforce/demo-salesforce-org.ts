import { createRandom } from '@lendline/random';
import { toSalesforceId18 } from './salesforce-id.ts';
import type {
  SalesforceSource,
  SfAccountRecord,
  SfOpportunityRecord,
  SfUserRecord,
  SyncedObject,
  SyncedObjects,
} from './salesforce-source.ts';

// Without a configured org the sync still has something real to do: it reads this built-in demo org,
// generated the same way on every machine, so the mirror, the sync history and later the contract
// links can be tried out offline. Ids use Salesforce's key prefixes (005 user, 001 account,
// 006 opportunity) and carry the true 18-character checksum.

const OWNERS = [
  'Maya Chen',
  'Daniel Brooks',
  'Priya Raman',
  'Luis Ortega',
  'Grace Okafor',
  'Tom Keller',
  'Aisha Bello',
  'Marco Rossi',
  'Hannah Weiss',
  'Kenji Sato',
  'Olivia Grant',
  'Samuel Adeyemi',
];
const FIRST = [
  'Summit',
  'Prairie',
  'Harbor',
  'Ironwood',
  'Bluewater',
  'Redline',
  'Granite',
  'Cedar',
  'Northgate',
  'Lakeshore',
  'Silverline',
  'Keystone',
  'Frontier',
  'Riverbend',
  'Pioneer',
  'Oakridge',
];
const TRADE = [
  'Excavating',
  'Dental Group',
  'Printing',
  'Logistics',
  'Machining',
  'Landscaping',
  'Medical Imaging',
  'Fitness',
  'Brewing',
  'Construction',
  'Auto Repair',
  'Farms',
  'Restaurants',
  'Signs',
  'Welding',
  'Trucking',
];
const SUFFIX = ['LLC', 'Inc.', 'Co.', 'Corp.', 'LLP'];
const PLACES: [string, string, string][] = [
  ['Austin', 'TX', '78701'],
  ['Denver', 'CO', '80202'],
  ['Columbus', 'OH', '43215'],
  ['Tampa', 'FL', '33602'],
  ['Boise', 'ID', '83702'],
  ['Raleigh', 'NC', '27601'],
  ['Omaha', 'NE', '68102'],
  ['Phoenix', 'AZ', '85004'],
  ['Madison', 'WI', '53703'],
  ['Spokane', 'WA', '99201'],
  ['Tulsa', 'OK', '74103'],
  ['Fresno', 'CA', '93721'],
];
const EQUIPMENT = [
  'Excavator',
  'CNC Mill',
  'Dental Chair Suite',
  'Box Truck',
  'Forklift Fleet',
  'MRI Upgrade',
  'Brewhouse',
  'Wide-Format Printer',
  'Skid Steer',
  'Walk-in Cooler',
];
const STAGES = [
  'Prospecting',
  'Credit Review',
  'Approved',
  'Docs Out',
  'Docs In',
  'Funded',
  'Closed Won',
  'Closed Lost',
];

const PAGE = 500;
// A fixed clock, so two machines generate the same modification dates.
const EPOCH = Date.UTC(2025, 0, 2, 9, 0, 0);

/** `prefix` + org part + a base-36 serial, upper-cased where the serial says so, then the checksum. */
export function demoSalesforceId(prefix: '005' | '001' | '006', serial: number): string {
  const body = serial.toString(36).padStart(7, '0');
  return toSalesforceId18(`${prefix}Dm000${body.toUpperCase()}`);
}

const minutesAfterEpoch = (minutes: number) => new Date(EPOCH + minutes * 60_000).toISOString();

export interface DemoOrgSize {
  users: number;
  accounts: number;
  opportunities: number;
}

/** About the portfolio of domain.md §5.2: 2,600 customers and 3,400 deals. */
export const DEMO_ORG_SIZE: DemoOrgSize = { users: OWNERS.length, accounts: 2600, opportunities: 3400 };

export function demoOrgRecords(size: DemoOrgSize = DEMO_ORG_SIZE): {
  [K in SyncedObject]: SyncedObjects[K][];
} {
  const users: SfUserRecord[] = OWNERS.slice(0, size.users).map((name, i) => ({
    id: demoSalesforceId('005', i + 1),
    name,
    email: `${name.toLowerCase().replace(' ', '.')}@lendline-demo.example.com`,
    isActive: i !== OWNERS.length - 1,
    lastModified: minutesAfterEpoch(i),
  }));
  const random = createRandom(20260101);
  const accounts: SfAccountRecord[] = Array.from({ length: size.accounts }, (_, i) => {
    const [city, state, zip] = random.pick(PLACES);
    return {
      id: demoSalesforceId('001', i + 1),
      name: `${random.pick(FIRST)} ${random.pick(TRADE)} ${random.pick(SUFFIX)}`,
      phone: `(${200 + random.int(0, 699)}) 555-${String(1000 + i).slice(-4)}`,
      billingCity: city,
      billingState: state,
      billingPostalCode: zip,
      lastModified: minutesAfterEpoch(60 + i * 90),
    };
  });
  const opportunities: SfOpportunityRecord[] = Array.from({ length: size.opportunities }, (_, i) => {
    const account = accounts[i % Math.max(1, accounts.length)];
    const cents = 500_000 + random.int(0, 49_499_999);
    const modified = 120 + i * 75;
    return {
      id: demoSalesforceId('006', i + 1),
      accountId: account?.id ?? null,
      ownerId: users.length ? users[i % users.length]!.id : null,
      name: `${account?.name ?? 'Prospect'} - ${random.pick(EQUIPMENT)}`,
      stage: random.pick(STAGES),
      amount: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      closeDate: minutesAfterEpoch(modified + 30 * 24 * 60).slice(0, 10),
      lastModified: minutesAfterEpoch(modified),
    };
  });
  return { User: users, Account: accounts, Opportunity: opportunities };
}

/** The demo org as a sync source: same paging and `since` rule as the REST client. */
export function demoSalesforceSource(size: DemoOrgSize = DEMO_ORG_SIZE): SalesforceSource {
  const org = demoOrgRecords(size);
  return {
    kind: 'demo',
    async *changes<K extends SyncedObject>(object: K, since: Date | null) {
      const records = org[object].filter((r) => !since || Date.parse(r.lastModified) >= since.getTime());
      for (let start = 0; start < records.length; start += PAGE) {
        yield records.slice(start, start + PAGE) as SyncedObjects[K][];
      }
    },
  };
}
