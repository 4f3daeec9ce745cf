import { q, jsonBody, signIn, ADMIN_EMAIL, type TestApp } from '../../support/test-app.ts';
import { adminOnly, all, walkRoutes, type RouteCase } from './route-walk.ts';

// Portfolio (/api/modules/{module}/…): the Auditor views and downloads everywhere; Sales and the Vendor
// Program Mgr see enquiry › Contracts only; only the Admin (of these) creates.
const portfolioReaders = (ok: number) => all(403, { admin: ok, auditor: ok });
const portfolioDownloaders = (ok: number) => all(403, { admin: ok, auditor: ok });
const enquiryReaders = (ok: number) => all(403, { admin: ok, auditor: ok, sales: ok, vendorManager: ok });
const assetReaders = (ok: number) => all(403, { admin: ok, auditor: ok });

// Records the portfolio routes address, found once in the seeded data.
const FP = {
  base: '/api/modules/firstPayment',
  enquiry: '/api/modules/enquiry',
  asset: '/api/modules/assetManagement',
  misc: '/api/modules/miscInvoice',
  contract: 0,
  enquiryContract: 0,
  customer: 0,
  assetId: 0,
  document: 0,
  invoice: 0,
  cancellable: 0,
  sendable: 0,
  session: 0,
};

const ROUTES: RouteCase[] = [
  {
    name: 'list enquiry contracts',
    request: () => [`${FP.enquiry}/contracts?filter=${q({ limit: 5 })}`],
    expect: enquiryReaders(200),
  },
  {
    name: 'count enquiry contracts',
    request: () => [`${FP.enquiry}/contracts/count`],
    expect: enquiryReaders(200),
  },
  {
    name: 'list first payment contracts',
    request: () => [`${FP.base}/contracts?filter=${q({ limit: 5, include: ['customer'] })}`],
    expect: portfolioReaders(200),
  },
  {
    name: 'count first payment contracts',
    request: () => [`${FP.base}/contracts/count`],
    expect: portfolioReaders(200),
  },
  {
    name: 'read a contract',
    request: () => [`${FP.base}/contracts/${FP.contract}`],
    expect: portfolioReaders(200),
  },
  {
    name: 'read a contract summary',
    request: () => [`${FP.base}/contracts/${FP.contract}/summary`],
    expect: portfolioReaders(200),
  },
  {
    name: 'read a contract schedule',
    request: () => [`${FP.base}/contracts/${FP.contract}/schedule`],
    expect: portfolioReaders(200),
  },
  {
    name: 'export contracts as CSV',
    request: () => [`${FP.base}/contracts/export.csv?filter=${q({ where: { id: FP.contract } })}`],
    expect: portfolioDownloaders(200),
  },
  {
    name: 'export contracts as XLSX',
    request: () => [`${FP.base}/contracts/export.xlsx?filter=${q({ where: { id: FP.contract } })}`],
    expect: portfolioDownloaders(200),
  },
  {
    name: 'add a contract (invalid body)',
    request: () => [`${FP.base}/contracts`, jsonBody('POST', {})],
    expect: adminOnly(422),
  },
  {
    name: 'change a contract due day',
    request: () => [`${FP.base}/contracts/${FP.contract}`, jsonBody('PATCH', { dueDay: 20 })],
    expect: adminOnly(204),
  },
  {
    name: 'list customers',
    request: () => [`${FP.base}/customers?filter=${q({ limit: 5 })}`],
    expect: portfolioReaders(200),
  },
  {
    name: 'read a customer',
    request: () => [`${FP.base}/customers/${FP.customer}`],
    expect: portfolioReaders(200),
  },
  {
    name: 'add a customer (invalid body)',
    request: () => [`${FP.base}/customers`, jsonBody('POST', {})],
    expect: adminOnly(422),
  },
  {
    name: 'edit a customer',
    request: () => [`${FP.base}/customers/${FP.customer}`, jsonBody('PATCH', { phone: '512-555-0199' })],
    expect: adminOnly(204),
  },
  { name: 'list assets', request: () => [`${FP.asset}/assets/count`], expect: assetReaders(200) },
  { name: 'read an asset', request: () => [`${FP.asset}/assets/${FP.assetId}`], expect: assetReaders(200) },
  {
    name: 'add an asset (invalid body)',
    request: () => [`${FP.asset}/assets`, jsonBody('POST', {})],
    expect: adminOnly(422),
  },
  {
    name: 'edit an asset',
    request: () => [`${FP.asset}/assets/${FP.assetId}`, jsonBody('PATCH', { locationCity: 'Austin' })],
    expect: adminOnly(204),
  },
  {
    name: 'list contract documents',
    request: () => [`${FP.enquiry}/contract-documents?filter=${q({ limit: 5 })}`],
    expect: enquiryReaders(200),
  },
  {
    name: 'read a document',
    request: () => [`${FP.enquiry}/contract-documents/${FP.document}`],
    expect: enquiryReaders(200),
  },
  {
    name: 'download a document',
    request: () => [`${FP.enquiry}/contract-documents/${FP.document}/content`],
    expect: enquiryReaders(200),
  },
  {
    name: 'upload a document (invalid body)',
    request: () => [`${FP.enquiry}/contract-documents`, jsonBody('POST', {})],
    expect: adminOnly(422),
  },
  {
    name: 'mark a document valid',
    request: () => [`${FP.enquiry}/contract-documents/${FP.document}`, jsonBody('PATCH', { isValid: true })],
    expect: adminOnly(204),
  },
  {
    name: 'list contract notes',
    request: () => [`${FP.enquiry}/contract-notes/count`],
    expect: enquiryReaders(200),
  },
  {
    name: 'add a contract note',
    request: () => [
      `${FP.enquiry}/contract-notes`,
      jsonBody('POST', { contractId: FP.enquiryContract, category: 'GENERAL', text: 'Called the lessee' }),
    ],
    expect: adminOnly(200),
  },
  { name: 'list payments', request: () => [`${FP.enquiry}/payments/count`], expect: enquiryReaders(200) },
  { name: 'list prefunds', request: () => [`${FP.enquiry}/prefunds/count`], expect: enquiryReaders(200) },
  { name: 'list debt sources', request: () => [`${FP.enquiry}/debt-sources`], expect: enquiryReaders(200) },
  {
    name: 'list invoices with lines',
    request: () => [`${FP.base}/invoices?filter=${q({ limit: 5, include: ['lines'] })}`],
    expect: portfolioReaders(200),
  },
  { name: 'count invoices', request: () => [`${FP.base}/invoices/count`], expect: portfolioReaders(200) },
  {
    name: 'read an invoice',
    request: () => [`${FP.base}/invoices/${FP.invoice}`],
    expect: portfolioReaders(200),
  },
  {
    name: 'list invoice lines',
    request: () => [`${FP.base}/invoice-lines/count`],
    expect: portfolioReaders(200),
  },
  {
    name: 'render an invoice PDF',
    request: () => [`${FP.base}/invoices/${FP.invoice}/pdf`],
    expect: portfolioReaders(200),
  },
  {
    name: 'cancel an invoice',
    request: () => [`${FP.misc}/invoices/${FP.cancellable}/cancel`, jsonBody('POST', {})],
    expect: adminOnly(200),
  },
  {
    name: 'send an invoice',
    request: () => [`${FP.misc}/invoices/${FP.sendable}/send`, jsonBody('POST', {})],
    expect: adminOnly(200),
  },
  {
    name: 'list invoice sessions',
    request: () => [`${FP.base}/invoice-sessions?filter=${q({ limit: 5, include: ['invoices'] })}`],
    expect: portfolioReaders(200),
  },
  {
    name: 'count invoice sessions',
    request: () => [`${FP.base}/invoice-sessions/count`],
    expect: portfolioReaders(200),
  },
  {
    name: 'read an invoice session',
    request: () => [`${FP.base}/invoice-sessions/${FP.session}`],
    expect: portfolioReaders(200),
  },
  {
    name: 'preview invoices (invalid body)',
    request: () => [`${FP.base}/invoice-sessions/preview`, jsonBody('POST', {})],
    expect: adminOnly(422),
  },
  {
    name: 'create invoices without a key',
    request: () => [`${FP.base}/invoice-sessions`, jsonBody('POST', {})],
    expect: adminOnly(400),
  },
];

async function findRecords(t: TestApp): Promise<void> {
  const db = t.database.db;
  const admin = { Authorization: `Bearer ${await signIn(t.request, ADMIN_EMAIL)}` };
  const firstOf = async (query: Promise<{ id: number } | undefined>) => (await query)?.id ?? 0;
  FP.contract = await firstOf(
    db
      .selectFrom('contract')
      .select('id')
      .where('status', '=', 'PENDING_BOOKING')
      .where('contract_type', '<>', 'MISC')
      .executeTakeFirst(),
  );
  FP.enquiryContract = await firstOf(
    db.selectFrom('contract').select('id').where('contract_type', '<>', 'MISC').executeTakeFirst(),
  );
  FP.customer = await firstOf(db.selectFrom('customer').select('id').executeTakeFirst());
  FP.assetId = await firstOf(
    db
      .selectFrom('asset')
      .innerJoin('contract', 'contract.id', 'asset.contract_id')
      .select('asset.id')
      .where('contract.contract_type', '<>', 'MISC')
      .executeTakeFirst(),
  );
  const document = await db
    .selectFrom('contract_document')
    .innerJoin('contract', 'contract.id', 'contract_document.contract_id')
    .select('contract_document.id')
    .where('contract.contract_type', '<>', 'MISC')
    .where('contract_document.content', 'is not', null)
    .executeTakeFirstOrThrow();
  FP.document = document.id;
  const invoices = await t.json(`${FP.base}/invoices?filter=${q({ limit: 1, fields: ['id'] })}`, {
    headers: admin,
  });
  FP.invoice = invoices.body[0].id;
  const open = await t.json(
    `${FP.misc}/invoices?filter=${q({ where: { status: { inq: ['DRAFT', 'POSTED', 'SENT'] }, amountPaid: 0 }, limit: 2, fields: ['id'] })}`,
    { headers: admin },
  );
  FP.cancellable = open.body[0].id;
  FP.sendable = open.body[1].id;
  FP.session = await firstOf(
    db.selectFrom('invoice_session').select('id').where('module', '=', 'firstPayment').executeTakeFirst(),
  );
}

walkRoutes(ROUTES, findRecords);
