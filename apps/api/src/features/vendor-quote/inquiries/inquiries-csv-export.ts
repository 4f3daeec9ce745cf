import { parseFilter, type FilterAst } from '@lendline/filter';
import { productShortLabel } from '@lendline/finance';
import type { Kysely } from 'kysely';
import { findRowBatches, readQueryObject } from '../../../filter-sql/index.ts';
import { INQUIRIES_DOWNLOAD } from '../loan-calculator-menus.ts';
import { recordNames } from '../lookups/lookups.repo.ts';
import { csvStream, type CsvValue } from '../../../resources/export/csv.ts';
import { declareLargeExport } from '../../../resources/export/large-export.ts';

const HEADER = [
  'Id',
  'Received (UTC)',
  'Vendor',
  'Customer',
  'Business',
  'Email',
  'Phone',
  'State',
  'Equipment',
  'Cost',
  'Term',
  'Product',
  'Payment',
  'Promo',
  'Status',
  'Assigned to',
];
const FIELDS = [
  'id',
  'createdAt',
  'vendorId',
  'customerName',
  'businessName',
  'email',
  'phone',
  'state',
  'equipmentDescription',
  'equipmentCost',
  'termMonths',
  'productType',
  'quotedPayment',
  'promoId',
  'status',
  'assignedRepId',
];
const BATCH = 1000;

type Row = Record<string, unknown>;

const idsOf = (rows: Row[], field: string) => rows.map((row) => row[field]);

/** Names for the ids of a batch, remembered across batches: one query per kind per batch at most. */
function nameLookup(db: Kysely<any>) {
  const known: Record<'vendors' | 'promos' | 'users', Map<number, string>> = {
    vendors: new Map(),
    promos: new Map(),
    users: new Map(),
  };
  const load = async (kind: keyof typeof known, ids: unknown[]) => {
    const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))].filter(
      (id) => !known[kind].has(id),
    );
    for (const row of await recordNames(db, kind, wanted)) known[kind].set(row.id, row.name);
  };
  return {
    async prepare(rows: Row[]) {
      await load('vendors', idsOf(rows, 'vendorId'));
      await load('promos', idsOf(rows, 'promoId'));
      await load('users', idsOf(rows, 'assignedRepId'));
    },
    name: (kind: keyof typeof known, id: unknown) =>
      typeof id === 'number' ? known[kind].get(id) : undefined,
  };
}

const receivedAt = (iso: unknown) => String(iso).slice(0, 16).replace('T', ' ');
const amount = (value: unknown) => (typeof value === 'number' ? value.toFixed(2) : null);

function csvRecord(row: Row, names: ReturnType<typeof nameLookup>): CsvValue[] {
  return [
    row.id as number,
    receivedAt(row.createdAt),
    names.name('vendors', row.vendorId),
    row.customerName as string,
    row.businessName as string | null,
    row.email as string,
    row.phone as string | null,
    row.state as string | null,
    row.equipmentDescription as string | null,
    amount(row.equipmentCost),
    row.termMonths as number,
    productShortLabel(row.productType as string),
    amount(row.quotedPayment),
    names.name('promos', row.promoId),
    row.status as string,
    names.name('users', row.assignedRepId),
  ];
}

/**
 * `GET /inquiries/export.csv?filter=…` (Inquiries › download): the list the filter selects, in its
 * order, without paging beyond the server's row cap, as the spreadsheet staff hand on; a long one runs
 * as a job whose file lands in Downloads (large-export.ts).
 */
export const inquiriesCsvExportRoute = declareLargeExport({
  path: '/export.csv',
  summary: 'Download the filtered inquiries as CSV',
  description:
    "Takes the list's `?filter=` (where, order, limit, skip; fields and include are ignored) and streams " +
    "every matching row up to the server's row cap, with the columns Id, Received (UTC), Vendor, Customer, " +
    'Business, Email, Phone, State, Equipment, Cost, Term, Product, Payment, Promo, Status, Assigned to. ' +
    'Cells a spreadsheet would run as formulas start with an apostrophe.',
  fileDescription: '`text/csv` attachment `inquiries-YYYY-MM-DD.csv` (UTF-8 with a byte order mark)',
  type: 'inquiries-export-csv',
  title: 'Inquiries export (CSV)',
  rule: INQUIRIES_DOWNLOAD,
  contentType: 'text/csv; charset=utf-8',
  fileName: (_, day) => `inquiries-${day.toISOString().slice(0, 10)}.csv`,
  plan: (kit) => (_, query) => {
    const parsed = parseFilter(readQueryObject(query, 'filter'), kit.model, { maxLimit: kit.maxLimit });
    // The columns are fixed: `fields` and `include` of the list's filter do not apply to the file.
    const ast: FilterAst = { ...parsed, fields: FIELDS, include: [] };
    return {
      model: kit.model,
      where: ast.where,
      body: async (onBatch) => {
        const names = nameLookup(kit.db);
        return csvStream(HEADER, findRowBatches(kit.db, kit.model, ast, BATCH), async (rows) => {
          await names.prepare(rows);
          await onBatch?.(rows.length);
          return rows.map((row) => csvRecord(row, names));
        });
      },
    };
  },
});
