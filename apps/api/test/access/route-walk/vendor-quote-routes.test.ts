import { q, jsonBody } from '../../support/test-app.ts';
import { all, walkRoutes, type RouteCase } from './route-walk.ts';

// Vendor Quote (loanCalculator): Sales views, the Auditor views and downloads, the Vendor Program Mgr does all.
const vendorQuoteReaders = (ok: number) => all(403, { admin: ok, auditor: ok, sales: ok, vendorManager: ok });
const vendorQuoteEditors = (ok: number) => all(403, { admin: ok, vendorManager: ok });
const vendorQuoteDownloaders = (ok: number) => all(403, { admin: ok, auditor: ok, vendorManager: ok });

const programBody = () => ({
  name: `Program ${Math.random()}`,
  productType: 'EFA_LOAN',
  terms: [36],
  amountBands: [{ min: 5000, max: 50000 }],
  creditTiers: ['A'],
  rateBasis: 'RATE',
  matrix: [[[0.09]]],
  minAmount: 5000,
  maxAmount: 50000,
  effectiveFrom: '2026-01-01',
});

const ROUTES: RouteCase[] = [
  {
    name: 'list vendors with their keys',
    request: () => ['/api/vendors?filter=' + q({ limit: 5, include: ['apiKeys'] })],
    expect: vendorQuoteReaders(200),
  },
  { name: 'read a vendor', request: (f) => [`/api/vendors/${f.vendor}`], expect: vendorQuoteReaders(200) },
  {
    name: 'create a vendor',
    request: () => ['/api/vendors', jsonBody('POST', { name: `Dealer ${Math.random()}` })],
    expect: vendorQuoteEditors(200),
  },
  {
    name: 'edit a vendor',
    request: (f) => [`/api/vendors/${f.vendor}`, jsonBody('PATCH', { city: 'Tulsa' })],
    expect: vendorQuoteEditors(204),
  },
  {
    name: 'list the sales reps for vendors',
    request: () => ['/api/vendors/sales-reps'],
    expect: vendorQuoteReaders(200),
  },
  {
    name: "name vendors' sales reps",
    request: (f) => [`/api/vendors/names?users=${f.otherUser}`],
    expect: vendorQuoteReaders(200),
  },
  { name: 'list API keys', request: () => ['/api/vendor-api-keys/count'], expect: vendorQuoteReaders(200) },
  { name: 'list rate programs', request: () => ['/api/rate-programs'], expect: vendorQuoteReaders(200) },
  {
    name: 'create a rate program',
    request: () => ['/api/rate-programs', jsonBody('POST', programBody())],
    expect: vendorQuoteEditors(200),
  },
  { name: 'read a promo', request: (f) => [`/api/promos/${f.promo}`], expect: vendorQuoteReaders(200) },
  {
    name: 'edit a promo',
    request: (f) => [`/api/promos/${f.promo}`, jsonBody('PATCH', { name: `Promo ${Math.random()}` })],
    expect: vendorQuoteEditors(204),
  },
  {
    name: 'list inquiries with their history',
    request: () => ['/api/inquiries?filter=' + q({ limit: 5, include: ['vendor', 'events'] })],
    expect: vendorQuoteReaders(200),
  },
  {
    name: 'change an inquiry status',
    request: (f) => [`/api/inquiries/${f.inquiry}`, jsonBody('PATCH', { status: 'Contacted' })],
    expect: vendorQuoteEditors(204),
  },
  {
    name: 'reassign an inquiry',
    request: (f) => [`/api/inquiries/${f.inquiry}`, jsonBody('PATCH', { assignedRepId: f.otherUser })],
    expect: vendorQuoteEditors(204),
  },
  {
    name: 'list the sales reps for inquiries',
    request: () => ['/api/inquiries/sales-reps'],
    expect: vendorQuoteReaders(200),
  },
  {
    name: 'name what inquiries refer to',
    request: (f) => [`/api/inquiries/names?users=${f.self}&vendors=${f.vendor}&programs=1&promos=${f.promo}`],
    expect: vendorQuoteReaders(200),
  },
  {
    name: 'add a note to an inquiry',
    request: (f) => ['/api/inquiry-events', jsonBody('POST', { inquiryId: f.inquiry, note: 'Called back' })],
    expect: vendorQuoteEditors(200),
  },
  {
    name: 'read inquiry history',
    request: () => ['/api/inquiry-events/count'],
    expect: vendorQuoteReaders(200),
  },
  {
    name: 'download inquiries as CSV',
    request: () => ['/api/inquiries/export.csv?filter=' + q({ where: { status: 'Funded' }, limit: 10 })],
    expect: vendorQuoteDownloaders(200),
  },
];

walkRoutes(ROUTES);
