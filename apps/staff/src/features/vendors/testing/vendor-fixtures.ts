import type { SalesRepSource } from '../../../components/lookups/sales-rep-picker.tsx';
import type { ApiKeyRecord, VendorRecord } from '../api/vendors-resource.ts';

/** Active staff users who can be sales reps, as `GET /vendors/sales-reps` answers: id and name. */
export const SALES_REPS = [
  { id: 2, name: 'Marcus Delgado' },
  { id: 3, name: 'Priya Raman' },
  { id: 5, name: 'Grace Okafor' },
  { id: 12, name: 'Kwame Mensah' },
];

/** Sales reps from the fixtures, for stories that have no server. */
export const FIXTURE_SALES_REPS: SalesRepSource = {
  key: ['vendor-fixtures', 'sales-reps'],
  load: async () => SALES_REPS,
  names: async (ids) => SALES_REPS.filter((rep) => ids.includes(rep.id)),
};

const NAMES = [
  ['Acme Paving', 'Dana Whitaker', 'Dallas', 'TX'],
  ['Birch Dental Supply', 'Omar Haddad', 'Columbus', 'OH'],
  ['Cobalt Freight Trailers', 'Lena Okoye', 'Memphis', 'TN'],
  ['Delta Imaging', 'Sofia Marin', 'St. Louis', 'MO'],
  ['Evergreen Farm Equipment', 'Hank Larsen', 'Fargo', 'ND'],
  ['Foundry Print Works', 'Ruth Abara', 'Pittsburgh', 'PA'],
  ['Granite Medical Lasers', 'Ivan Petrov', 'Denver', 'CO'],
  ['Harbor Forklift', 'Carla Mendes', 'Tacoma', 'WA'],
  ['Ironclad Fitness', 'Jae Park', 'Phoenix', 'AZ'],
  ['Juniper Restaurant Supply', 'Mia Rossi', 'Boise', 'ID'],
  ['Keystone Crane Rental', 'Tom Brennan', 'Scranton', 'PA'],
  ['Lakeside Marine', 'Nadia Karim', 'Duluth', 'MN'],
] as const;

/**
 * 24 vendors for stories and tests, the same on every run: every 4th (from the 3rd) inactive, every 3rd
 * not enrolled in Vendor Quote; enrolled ones hold 0–2 active keys; the first is Acme Paving (id 1).
 */
export const VENDOR_FIXTURES: VendorRecord[] = Array.from({ length: 24 }, (_, index): VendorRecord => {
  const id = index + 1;
  const [baseName, contactName, city, state] = NAMES[index % NAMES.length]!;
  const name = index < NAMES.length ? baseName : `${baseName} West`;
  const slug = baseName.toLowerCase().replace(/[^a-z]+/g, '');
  const quoteEnabled = index % 3 !== 1;
  const keys = !quoteEnabled || index % 6 === 5 ? 0 : index % 3 === 0 ? 1 : 2;
  return {
    id,
    name,
    website: `https://www.${slug}.example.com`,
    contactName,
    contactEmail: `${contactName.split(' ')[0]!.toLowerCase()}@${slug}.example.com`,
    contactPhone: `(555) ${100 + index}-${String(1000 + id * 7).slice(-4)}`,
    city,
    state,
    salesRepId: index % 5 === 4 ? null : SALES_REPS[index % SALES_REPS.length]!.id,
    quoteEnabled,
    status: index % 4 === 2 ? 'inactive' : 'active',
    createdAt: `2026-0${(index % 9) + 1}-1${index % 10}T15:30:00.000Z`,
    updatedAt: `2026-10-${String((index % 28) + 1).padStart(2, '0')}T14:05:00.000Z`,
    // The server leaves `apiKeys` out when the include finds none.
    ...(keys > 0 ? { apiKeys: Array.from({ length: keys }, (_, key) => ({ id: id * 10 + key })) } : {}),
  };
});

/** An instant `days` from now (negative for the past), so grace periods stay current in every run. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Acme Paving's keys: one of every state a key can be in. */
export const API_KEY_FIXTURES: ApiKeyRecord[] = [
  {
    id: 11,
    vendorId: 1,
    label: 'Website',
    prefix: 'llk_a1b2c3d4',
    allowedOrigins: ['https://www.acmepaving.example.com', 'https://shop.acmepaving.example.com'],
    rateLimitPerMinute: 120,
    status: 'active',
    createdBy: 7,
    createdAt: '2026-10-02T14:05:00.000Z',
    lastUsedAt: '2026-11-20T09:41:00.000Z',
    expiresAt: null,
    revokedAt: null,
    replacedById: null,
  },
  {
    id: 10,
    vendorId: 1,
    label: 'Website (2025)',
    prefix: 'llk_9f8e7d6c',
    allowedOrigins: ['https://www.acmepaving.example.com'],
    rateLimitPerMinute: 120,
    status: 'rotated',
    createdBy: 7,
    createdAt: '2025-03-14T10:00:00.000Z',
    lastUsedAt: '2026-10-02T13:59:00.000Z',
    expiresAt: daysFromNow(5),
    revokedAt: null,
    replacedById: 11,
  },
  {
    id: 9,
    vendorId: 1,
    label: 'Trade show kiosk',
    prefix: 'llk_55aa66bb',
    allowedOrigins: ['http://localhost:8080'],
    rateLimitPerMinute: 30,
    status: 'rotated',
    createdBy: 3,
    createdAt: '2025-01-09T16:20:00.000Z',
    lastUsedAt: null,
    expiresAt: '2025-06-01T00:00:00.000Z',
    revokedAt: null,
    replacedById: null,
  },
  {
    id: 8,
    vendorId: 1,
    label: null,
    prefix: 'llk_0c0ffee0',
    allowedOrigins: [],
    rateLimitPerMinute: 600,
    status: 'revoked',
    createdBy: 3,
    createdAt: '2024-11-30T12:00:00.000Z',
    lastUsedAt: '2025-01-04T18:22:00.000Z',
    expiresAt: null,
    revokedAt: '2025-01-05T08:00:00.000Z',
    replacedById: null,
  },
];

/** A full key as the create and rotate answers carry it, once. */
export const ISSUED_KEY = 'llk_7d3e9a21Qm4Zt8Vw2Kp5Xc6Ny1Rb0Hs3Jd9Fg';
