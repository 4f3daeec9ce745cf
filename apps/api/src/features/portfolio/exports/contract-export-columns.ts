import {
  CONTRACT_STATUS_LABELS,
  CONTRACT_TYPE_LABELS,
  type ContractColumn,
  type ContractStatus,
  type ContractType,
} from '@lendline/portfolio';
import type { XlsxCellKind } from '../../../resources/export/xlsx.ts';

export interface ExportColumn {
  header: string;
  field: string;
  kind: XlsxCellKind;
  width?: number;
  /** The display value, when the stored one is a code. */
  display?: (value: unknown) => string | number | null;
}

const label =
  <K extends string>(labels: Record<K, string>) =>
  (value: unknown) =>
    labels[value as K] ?? (value === null || value === undefined ? null : String(value));

/** The columns every module's export has, in the list's order. */
const COMMON: ExportColumn[] = [
  { header: 'Contract', field: 'contractNumber', kind: 'text', width: 16 },
  { header: 'Customer', field: 'customerName', kind: 'text', width: 32 },
  {
    header: 'Contract Type',
    field: 'contractType',
    kind: 'text',
    width: 20,
    display: label<ContractType>(CONTRACT_TYPE_LABELS),
  },
  {
    header: 'Status',
    field: 'status',
    kind: 'text',
    width: 18,
    display: label<ContractStatus>(CONTRACT_STATUS_LABELS),
  },
  { header: 'Vendor', field: 'vendorName', kind: 'text', width: 24 },
  { header: 'Sales Rep', field: 'salesRepName', kind: 'text', width: 20 },
  { header: 'Debt Source', field: 'debtSourceName', kind: 'text', width: 22 },
  { header: 'Equipment Cost', field: 'equipmentCost', kind: 'money' },
  { header: 'Amount Financed', field: 'amountFinanced', kind: 'money' },
  { header: 'Payment', field: 'paymentAmount', kind: 'money' },
  { header: 'Frequency', field: 'paymentFrequency', kind: 'text' },
  { header: 'Term', field: 'termMonths', kind: 'integer', width: 8 },
  { header: 'Commencement Date', field: 'commencementDate', kind: 'date' },
  { header: 'First Payment Date', field: 'firstPaymentDate', kind: 'date' },
];

/** The columns a module adds (module-policy.ts `ContractColumn`), as the list shows them. */
const EXTRA: Record<ContractColumn, ExportColumn> = {
  billingMethod: { header: 'Billing Method', field: 'billingMethod', kind: 'text' },
  nextDueDate: { header: 'Next Due Date', field: 'nextDueDate', kind: 'date' },
  daysPastDue: { header: 'Days Past Due', field: 'daysPastDue', kind: 'integer' },
  amountPastDue: { header: 'Amount Past Due', field: 'amountPastDue', kind: 'money' },
  prefundAmount: { header: 'Prefund Amount', field: 'prefundAmount', kind: 'money' },
  prefundStatus: { header: 'Prefund Status', field: 'prefundStatus', kind: 'text' },
  maturityDate: { header: 'Maturity Date', field: 'maturityDate', kind: 'date' },
  extensionStatus: { header: 'Extension Status', field: 'extensionStatus', kind: 'text' },
  assetCount: { header: 'Assets', field: 'assetCount', kind: 'integer', width: 8 },
  assetCategories: {
    header: 'Asset Categories',
    field: 'assetCategories',
    kind: 'text',
    width: 28,
    display: (value) => (Array.isArray(value) ? value.join(', ') : null),
  },
  bookResidual: { header: 'Book Residual', field: 'bookResidual', kind: 'money' },
  firstInvoiceStatus: { header: 'First Invoice', field: 'firstInvoiceStatus', kind: 'text' },
};

/** A module's export columns: the common ones, then its own (maturity date only once). */
export function exportColumns(extra: readonly ContractColumn[]): ExportColumn[] {
  const own = extra.map((column) => EXTRA[column]);
  const hasMaturity = own.some((column) => column.field === 'maturityDate');
  return [
    ...COMMON,
    ...(hasMaturity ? [] : [{ header: 'Maturity Date', field: 'maturityDate', kind: 'date' } as const]),
    ...own,
  ];
}

/** One record's cells, for CSV (display strings, dates as MM/DD/YYYY) or XLSX (typed values). */
export function exportCells(
  columns: readonly ExportColumn[],
  row: Record<string, unknown>,
  target: 'csv' | 'xlsx',
): (string | number | null)[] {
  return columns.map((column) => {
    const raw = row[column.field];
    if (column.display) return column.display(raw);
    if (raw === null || raw === undefined) return null;
    if (column.kind === 'money' && typeof raw === 'number') return target === 'csv' ? raw.toFixed(2) : raw;
    if (column.kind === 'date' && typeof raw === 'string' && target === 'csv') {
      const [year, month, day] = raw.slice(0, 10).split('-');
      return `${month}/${day}/${year}`;
    }
    return typeof raw === 'number' || typeof raw === 'string' ? raw : String(raw);
  });
}
