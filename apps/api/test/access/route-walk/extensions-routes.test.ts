import { sql } from 'kysely';
import { jsonBody, q, type TestApp } from '../../support/test-app.ts';
import { adminOnly, all, walkRoutes, type RouteCase } from './route-walk.ts';

// Issue 23: the Extensions calls of spec §7, the report catalogue, the Process pages and the GP journal,
// walked as every account. Of the walk's accounts only the Admin and the Auditor hold Extensions, Asset
// Management and Miscellaneous Invoices (the Auditor views and downloads, never creates); the others,
// an expired or switched-off role among them, are refused, and no sign-in is 401.
const readers = (ok: number) => all(403, { admin: ok, auditor: ok });

const records = { extension: 0, invoice: 0 };

async function prepare(t: TestApp): Promise<void> {
  const { rows } = await sql<{ contract_id: number }>`select contract_id from contract_extension
    where state = 'ACTIVE' order by contract_id limit 1`.execute(t.database.db);
  records.extension = Number(rows[0]!.contract_id);
  const posted = await sql<{
    id: number;
  }>`select id from invoice where kind = 'EXTENSION' and status = 'POSTED'
    order by id limit 1`.execute(t.database.db);
  records.invoice = Number(posted.rows[0]!.id);
}

const page = q({ limit: 5 });
const ROUTES: RouteCase[] = [
  {
    name: 'list new extensions',
    request: () => [`/api/rpm-extension-process-vws?filter=${page}`],
    expect: readers(200),
  },
  {
    name: 'count new extensions',
    request: () => ['/api/rpm-extension-process-vws/count'],
    expect: readers(200),
  },
  {
    name: 'new extension filters',
    request: () => ['/api/rpm-extension-process-vws/get-new-filters'],
    expect: readers(200),
  },
  {
    name: 'preview the new-extensions run',
    request: () => ['/api/rpm-extension-process-vws/process-new-ext/ALL/2026-12-31'],
    expect: adminOnly(200),
  },
  {
    name: 'list extensions to invoice',
    request: () => [`/api/rpm-extension-invoice-process-vws?filter=${page}`],
    expect: readers(200),
  },
  {
    name: 'count extensions to invoice',
    request: () => ['/api/rpm-extension-invoice-process-vws/count'],
    expect: readers(200),
  },
  {
    name: 'invoicing filters',
    request: () => ['/api/rpm-extension-invoice-process-vws/get-invoicing-filters'],
    expect: readers(200),
  },
  {
    name: 'preview the invoicing run',
    request: () => ['/api/rpm-extension-invoice-process-vws/process-invoicing-ext/ALL/2026-12-31/ALL'],
    expect: adminOnly(200),
  },
  {
    name: 'edit how an extension is invoiced',
    request: () => [
      `/api/rpm-extension-invoice-process-vws/extensions/${records.extension}`,
      jsonBody('PATCH', { sendEmail: true }),
    ],
    expect: adminOnly(204),
  },
  {
    name: 'list extension invoices in GP',
    request: () => ['/api/gpExtensionInvoices'],
    expect: readers(200),
  },
  {
    name: 'post an extension invoice to GP',
    request: () => ['/api/gpExtensionInvoices', jsonBody('POST', { invoiceIds: [records.invoice] })],
    expect: adminOnly(202),
  },
  { name: 'read the GP journal', request: () => [`/api/gp-journal?filter=${page}`], expect: readers(200) },
  {
    name: 'list extension runs',
    request: () => [`/api/extension-process-runs?filter=${page}`],
    expect: readers(200),
  },
  { name: 'list misc runs', request: () => [`/api/misc-process-runs?filter=${page}`], expect: readers(200) },
  {
    name: 'preview a late-fee run',
    request: () => [
      '/api/misc-process-runs/late-fees/preview',
      jsonBody('POST', { asOfDate: '2026-11-21', graceDays: 10 }),
    ],
    expect: adminOnly(200),
  },
  { name: 'extension report cards', request: () => ['/api/reports/extensions'], expect: readers(200) },
  { name: 'asset report cards', request: () => ['/api/reports/assetManagement'], expect: readers(200) },
  {
    name: 'open an extension report',
    request: () => ['/api/reports/extensions/matured-not-extended'],
    expect: readers(200),
  },
  {
    name: 'export an asset report',
    request: () => [
      '/api/reports/assetManagement/asset-register/export',
      jsonBody('POST', { format: 'csv' }),
    ],
    expect: readers(202),
  },
];

walkRoutes(ROUTES, prepare);
