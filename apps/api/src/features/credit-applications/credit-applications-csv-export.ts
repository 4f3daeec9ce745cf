import { parseFilter, type FilterAst } from '@lendline/filter';
import { findRowBatches, readQueryObject } from '../../filter-sql/index.ts';
import { csvStream, type CsvValue } from '../../resources/export/csv.ts';
import { STATUS_LABELS, type CreditApplicationStatus } from './credit-application-values.ts';
import { APPLICATIONS_DOWNLOAD } from './inquiries-rights.ts';
import { declareLargeExport } from '../../resources/export/large-export.ts';

const COLUMNS: [string, string, (value: unknown) => CsvValue][] = [
  ['Reference', 'referenceNumber', (value) => value as string],
  ['Submitted (UTC)', 'submittedAt', (value) => String(value).slice(0, 16).replace('T', ' ')],
  ['Company', 'company', (value) => value as string],
  ['Routed to', 'recipientName', (value) => value as string | null],
  ['Status', 'status', (value) => STATUS_LABELS[value as CreditApplicationStatus] ?? (value as string)],
  ['Legal name', 'legalName', (value) => value as string],
  ['DBA', 'dba', (value) => value as string | null],
  ['Entity type', 'entityType', (value) => value as string],
  ['State', 'state', (value) => value as string],
  ['Amount', 'requestedAmount', (value) => (typeof value === 'number' ? value.toFixed(2) : null)],
  ['Term', 'termMonths', (value) => value as number],
  ['FEIN', 'fein', (value) => value as string],
  ['Bank account', 'bankAccount', (value) => value as string | null],
];
const BATCH = 1000;

/**
 * `GET /credit-applications/export.csv?filter=…` (Inquiries › download): the filtered list in its order,
 * with the FEIN and bank account masked exactly as on screen. Revealing stays one number at a time. A long
 * one runs as a job whose file lands in Downloads (large-export.ts).
 */
export const creditApplicationsCsvRoute = declareLargeExport({
  path: '/export.csv',
  summary: 'Download the filtered credit applications as CSV',
  description:
    "Takes the list's `?filter=` (where, order, limit, skip). Columns: Reference, Submitted (UTC), Company, " +
    'Routed to, Status, Legal name, DBA, Entity type, State, Amount, Term, FEIN and Bank account (masked).',
  fileDescription: '`text/csv` attachment `credit-applications-YYYY-MM-DD.csv`',
  type: 'credit-applications-export-csv',
  title: 'Credit applications export (CSV)',
  rule: APPLICATIONS_DOWNLOAD,
  contentType: 'text/csv; charset=utf-8',
  fileName: (_, day) => `credit-applications-${day.toISOString().slice(0, 10)}.csv`,
  plan: (kit) => (_, query) => {
    const parsed = parseFilter(readQueryObject(query, 'filter'), kit.model, { maxLimit: kit.maxLimit });
    const ast: FilterAst = { ...parsed, fields: COLUMNS.map(([, field]) => field), include: [] };
    return {
      model: kit.model,
      where: ast.where,
      body: (onBatch) =>
        csvStream(
          COLUMNS.map(([header]) => header),
          findRowBatches(kit.db, kit.model, ast, BATCH),
          async (rows) => {
            await onBatch?.(rows.length);
            return rows.map((row) => COLUMNS.map(([, field, cell]) => cell(row[field])));
          },
        ),
    };
  },
});
