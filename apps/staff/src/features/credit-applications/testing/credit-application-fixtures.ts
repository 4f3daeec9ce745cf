import type {
  ApplicationEventRecord,
  ApplicationRow,
  CreditApplicationRecord,
} from '../api/credit-applications-resource.ts';
import { CREDIT_APPLICATION_STATUSES } from '../credit-application-status.ts';

const BUSINESSES = [
  ['Bellini Excavation LLC', 'Bellini Dirtworks', 'CO'],
  ['Whitfield Family Dental PC', null, 'TX'],
  ['Harbor Point Bakery Inc.', 'Harbor Bread', 'WA'],
] as const;

/** 23 applications, newest first, every status and a mix of recipients; the first is the detail below. */
export const APPLICATION_ROWS: ApplicationRow[] = Array.from({ length: 23 }, (_, index) => {
  const [legalName, dba, state] = BUSINESSES[index % BUSINESSES.length]!;
  return {
    id: index + 1,
    referenceNumber: `CA-2611-${String(index + 1).padStart(2, '0')}Q4KM`,
    submittedAt: new Date(Date.UTC(2026, 10, 20, 14, 5 - index)).toISOString(),
    legalName: index < BUSINESSES.length ? legalName : `${legalName} ${index}`,
    dba,
    state,
    requestedAmount: 85_000 + index * 1_000,
    termMonths: 36 + (index % 3) * 12,
    recipientName: index % 2 === 0 ? 'Jordan Reyes' : null,
    status: CREDIT_APPLICATION_STATUSES[index % CREDIT_APPLICATION_STATUSES.length]!,
  };
});

/** Bellini Excavation's application as the server sends it: personal numbers masked. */
export const APPLICATION_DETAIL: CreditApplicationRecord = {
  id: 1,
  referenceNumber: 'CA-2611-01Q4KM',
  company: 'Lendline',
  toSlug: 'jordan-reyes',
  recipientUserId: 12,
  recipientVendorId: null,
  vendorApiKeyId: null,
  recipientName: 'Jordan Reyes',
  status: 'received',
  legalName: 'Bellini Excavation LLC',
  dba: 'Bellini Dirtworks',
  entityType: 'llc',
  state: 'CO',
  submittedAt: '2026-11-20T14:05:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
  requestedAmount: 85_000,
  termMonths: 36,
  business: {
    legalName: 'Bellini Excavation LLC',
    dba: 'Bellini Dirtworks',
    entityType: 'llc',
    fein: '••-•••6789',
    yearEstablished: 2012,
    industry: 'Site preparation',
    street: '400 Quarry Rd',
    city: 'Golden',
    state: 'CO',
    zip: '80401',
    phone: '(303) 555-0140',
    email: 'office@bellini.example',
    website: 'https://bellini.example',
    annualRevenue: 1_250_000,
    bankName: 'First Front Range Bank',
    bankAccount: '••••4321',
    bankRouting: '••••0021',
  },
  owners: [
    {
      position: 0,
      firstName: 'Marco',
      lastName: 'Bellini',
      title: 'Managing member',
      ownershipPercent: 60,
      ssn: '•••-••-6789',
      dateOfBirth: '••/••/1975',
      street: '12 Aspen Ct',
      city: 'Golden',
      state: 'CO',
      zip: '80401',
      email: 'marco@bellini.example',
      phone: '(303) 555-0141',
      guarantor: true,
    },
    {
      position: 1,
      firstName: 'Lucia',
      lastName: 'Bellini',
      title: 'Member',
      ownershipPercent: 40,
      ssn: '•••-••-1234',
      dateOfBirth: '••/••/1978',
      street: '12 Aspen Ct',
      city: 'Golden',
      state: 'CO',
      zip: '80401',
      email: 'lucia@bellini.example',
      phone: '(303) 555-0142',
      guarantor: false,
    },
  ],
  equipment: {
    vendorName: 'Ridgeline Construction Equipment',
    vendorContact: 'Sam Ortiz',
    description: 'Compact track loader',
    condition: 'used',
    cost: 85_000,
    termMonths: 36,
    structure: 'efa',
  },
  consents: { creditPull: true, electronicRecords: true, contactConsent: false },
  signature: { name: 'Marco Bellini' },
};

/** What the reveal answers for each masked number of the detail. */
export const PLAIN_NUMBERS: Record<string, string> = {
  fein: '12-3456789',
  bankAccount: '987654321',
  bankRouting: '121000021',
  'ssn:0': '123-45-6789',
  'dateOfBirth:0': '1975-04-30',
  'ssn:1': '987-65-1234',
  'dateOfBirth:1': '1978-09-12',
};

export const APPLICATION_EVENTS: ApplicationEventRecord[] = [
  {
    id: 11,
    applicationId: 1,
    at: '2026-11-20T16:30:00.000Z',
    actorId: 8,
    actorName: 'Priya Raman',
    kind: 'note',
    fromStatus: null,
    toStatus: null,
    note: 'Asked for two years of tax returns.',
  },
  {
    id: 10,
    applicationId: 1,
    at: '2026-11-20T15:00:00.000Z',
    actorId: 7,
    actorName: 'Avery Collins',
    kind: 'status',
    fromStatus: 'submitted',
    toStatus: 'received',
    note: null,
  },
  {
    id: 9,
    applicationId: 1,
    at: '2026-11-20T14:05:00.000Z',
    actorId: null,
    actorName: null,
    kind: 'status',
    fromStatus: null,
    toStatus: 'submitted',
    note: null,
  },
];
