import { reportCardSet, reportPage, type ReportCardSet, type ReportPage } from '@lendline/wire';
import * as v from 'valibot';

// The Extensions report catalogue as the server answers it, parsed through the wire schemas so a fixture
// that drifts from the contract fails here and not in a story.

const AS_OF = '2026-11-21T14:05:00.000Z';
const MONTHS = ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'].map(
  (month, index) => `${month} ${index === 0 ? 2025 : 2026}`,
);
const REVENUE = [
  18_240.5, 19_102.25, 19_480, 20_115.75, 21_006.4, 21_650, 22_480.1, 23_012.85, 23_900, 24_415.3, 25_280.9,
  26_004.15,
];

export const BILLING_SOURCES = [
  { label: 'ACH', value: 41, amount: 28_614.5 },
  { label: 'Invoice', value: 27, amount: 19_402.1 },
  { label: 'Credit card', value: 9, amount: 5_880 },
  { label: 'Wire', value: 3, amount: 2_415.75 },
];

export const EXTENSION_CARDS: ReportCardSet = v.parse(reportCardSet, {
  module: 'extensions',
  asOf: AS_OF,
  cards: [
    {
      id: 'extensions-by-billing-source',
      title: 'Extensions by billing source',
      description: 'Active extensions and their monthly rent, by how each is billed.',
      headline: { value: 80, format: 'count', label: 'active extensions' },
      chart: {
        kind: 'bar',
        valueFormat: 'count',
        valueLabel: 'Extensions',
        points: BILLING_SOURCES.map(({ label, value }) => ({ label, value })),
      },
    },
    {
      id: 'extension-revenue-by-month',
      title: 'Extension revenue by month',
      description: 'Extension invoices billed each month over the last twelve months.',
      headline: {
        value: REVENUE.reduce((sum, value) => sum + value, 0),
        format: 'money',
        label: 'billed in 12 months',
      },
      chart: {
        kind: 'line',
        valueFormat: 'money',
        valueLabel: 'Billed ($)',
        points: MONTHS.map((label, index) => ({ label, value: REVENUE[index]! })),
      },
    },
    {
      id: 'gp-posting-failures',
      title: 'Extension invoices failed to post to GP',
      description: 'Invoices Dynamics GP refused, by reason; each needs fixing and sending again.',
      headline: { value: 5, format: 'count', label: 'invoices to resend' },
      chart: {
        kind: 'donut',
        valueFormat: 'count',
        valueLabel: 'Invoices',
        points: [
          { label: 'Customer on hold', value: 3 },
          { label: 'Duplicate document', value: 1 },
          { label: 'Closed period', value: 1 },
        ],
      },
    },
    {
      id: 'month-to-month-roster',
      title: 'Month-to-month roster',
      description: 'Leases renewing month to month, with how long each has run past maturity.',
      headline: { value: 112, format: 'days', label: 'average past maturity' },
      chart: null,
    },
  ],
});

export const ASSET_CARDS: ReportCardSet = v.parse(reportCardSet, {
  module: 'assetManagement',
  asOf: AS_OF,
  cards: [
    {
      id: 'residual-exposure-by-maturity-year',
      title: 'Residual exposure by maturity year',
      description: 'Book residual of FMV leases by the year they mature.',
      headline: { value: 4_182_300, format: 'money', label: 'book residual' },
      chart: {
        kind: 'bar',
        valueFormat: 'money',
        valueLabel: 'Book residual ($)',
        points: [
          { label: '2026', value: 612_400 },
          { label: '2027', value: 1_204_900 },
          { label: '2028', value: 1_480_000 },
          { label: '2029', value: 885_000 },
        ],
      },
    },
  ],
});

const CUSTOMERS = [
  'Whitfield Family Dental PLLC',
  'Harbor Point Logistics LLC',
  'Cedar Ridge Veterinary Clinic',
  'Northgate Printing Co.',
  'Blue Mesa Construction Inc.',
];

/** The aggregate report: one row per billing source, each leading to the detail report filtered to it. */
export function billingSourcePage(change: Partial<ReportPage> = {}): ReportPage {
  return v.parse(reportPage, {
    id: 'extensions-by-billing-source',
    module: 'extensions',
    title: 'Extensions by billing source',
    description: 'Active extensions and their monthly rent, by how each is billed.',
    asOf: AS_OF,
    filters: [
      {
        key: 'paymentFrequency',
        label: 'Frequency',
        kind: 'choice',
        choices: [
          { value: 'MONTHLY', label: 'Monthly' },
          { value: 'QUARTERLY', label: 'Quarterly' },
        ],
      },
      { key: 'extFirstPaymentDate', label: 'First extension payment', kind: 'dayRange', choices: [] },
    ],
    columns: [
      { key: 'billingSource', label: 'Billing source', format: 'text', total: false },
      { key: 'extensions', label: 'Extensions', format: 'count', total: true },
      { key: 'monthlyRent', label: 'Monthly rent', format: 'money', total: true },
      { key: 'share', label: 'Share of rent', format: 'percent', total: false },
    ],
    chart: {
      kind: 'bar',
      valueFormat: 'money',
      valueLabel: 'Monthly rent ($)',
      points: BILLING_SOURCES.map(({ label, amount }) => ({ label, value: amount })),
    },
    rows: BILLING_SOURCES.map(({ label, value, amount }) => ({
      values: { billingSource: label, extensions: value, monthlyRent: amount, share: amount / 56_312.35 },
      drill: { report: 'extension-roster', where: { billingSource: label } },
    })),
    count: BILLING_SOURCES.length,
    totals: { extensions: 80, monthlyRent: 56_312.35 },
    ...change,
  });
}

/** The detail report: one row per extension, leading to its contract and its latest invoice. */
export function rosterPage(rows = 60, change: Partial<ReportPage> = {}): ReportPage {
  const all = Array.from({ length: rows }, (_, index) => ({
    values: {
      contractNumber: `EL-2021-${String(4200 + index).padStart(6, '0')}`,
      customerName: CUSTOMERS[index % CUSTOMERS.length]!,
      billingSource: BILLING_SOURCES[index % BILLING_SOURCES.length]!.label,
      extMaturityDate: `2027-0${(index % 9) + 1}-01`,
      daysPastMaturity: 30 + ((index * 17) % 300),
      paymentAmount: 412.5 + index * 10.25,
    },
    drill: { contractId: 4200 + index, ...(index % 3 === 0 ? { invoiceId: 91_000 + index } : {}) },
  }));
  return v.parse(reportPage, {
    id: 'extension-roster',
    module: 'extensions',
    title: 'Extension roster',
    description: 'Every active extension with its billing source and next maturity.',
    asOf: AS_OF,
    filters: [
      {
        key: 'billingSource',
        label: 'Billing source',
        kind: 'choice',
        choices: BILLING_SOURCES.map(({ label }) => ({ value: label, label })),
      },
      { key: 'extMaturityDate', label: 'Extension maturity', kind: 'dayRange', choices: [] },
    ],
    columns: [
      { key: 'contractNumber', label: 'Contract', format: 'text', total: false },
      { key: 'customerName', label: 'Customer', format: 'text', total: false },
      { key: 'billingSource', label: 'Billing source', format: 'text', total: false },
      { key: 'extMaturityDate', label: 'Extension maturity', format: 'day', total: false },
      { key: 'daysPastMaturity', label: 'Past maturity', format: 'days', total: false },
      { key: 'paymentAmount', label: 'Payment', format: 'money', total: true },
    ],
    chart: null,
    rows: all,
    count: rows,
    totals: { paymentAmount: all.reduce((sum, row) => sum + row.values.paymentAmount, 0) },
    ...change,
  });
}
