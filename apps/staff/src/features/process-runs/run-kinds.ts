import { BILLING_METHODS, BILLING_SOURCES } from '@lendline/portfolio';

// What each Process page runs (domain.md §2.18; apps/api/src/features/extensions/CONTRACT.md and
// apps/api/src/features/portfolio/misc-process/CONTRACT.md), as data the launcher and the history read.

export type RunParamName = 'billingSource' | 'throughDate' | 'paymentMethod' | 'asOfDate' | 'graceDays';
export type RunParams = Partial<Record<RunParamName, string>>;

export interface RunKind {
  /** The job type the server records the run under. */
  type: string;
  label: string;
  /** One sentence: what the run does, shown under its choice in the launcher. */
  description: string;
  /** The parameters it asks, in the order of the form and of `parameterKey`. */
  params: readonly RunParamName[];
  /** Launching needs this create right; the server asks the same one. */
  gate: { module: string; menu: string };
  /** Whether the launcher offers it (the GP posting is started from the extension invoices). */
  launchable: boolean;
}

export const RUN_KINDS: Record<string, RunKind> = {
  'extension-process-new': {
    type: 'extension-process-new',
    label: 'Start new extensions',
    description:
      'Moves the agreed extensions whose first payment falls on or before the date into billing, for one billing source or all.',
    params: ['billingSource', 'throughDate'],
    gate: { module: 'extensions', menu: 'Contracts' },
    launchable: true,
  },
  'extension-process-invoicing': {
    type: 'extension-process-invoicing',
    label: 'Bill extensions',
    description:
      'Creates one extension invoice per extension and period invoiced on or before the date, in one billing run.',
    params: ['billingSource', 'throughDate', 'paymentMethod'],
    gate: { module: 'extensions', menu: 'Contracts' },
    launchable: true,
  },
  'extension-gp-posting': {
    type: 'extension-gp-posting',
    label: 'Send to GP',
    description: 'Sends extension invoices to Dynamics GP, each once.',
    params: [],
    gate: { module: 'extensions', menu: 'Invoices' },
    launchable: false,
  },
  'misc-late-fees': {
    type: 'misc-late-fees',
    label: 'Late fees',
    description:
      'Charges a late fee (the greater of $25 or 5% of the payment) on each installment still unpaid after the grace days, once per installment.',
    params: ['asOfDate', 'graceDays'],
    gate: { module: 'miscInvoice', menu: 'Invoices' },
    launchable: true,
  },
};

export interface ProcessPageKind {
  module: 'extensions' | 'miscInvoice';
  /** The run history's resource under /api. */
  historyResource: string;
  /** The job types the page lists, in the order the type filter offers them. */
  types: readonly string[];
  context: string;
  /** Extensions › Process also shows the embedded GP journal (behind Extensions › Invoices › view). */
  journal: boolean;
}

export const PROCESS_PAGES: Record<'extensions' | 'miscInvoice', ProcessPageKind> = {
  extensions: {
    module: 'extensions',
    historyResource: 'extension-process-runs',
    types: ['extension-process-new', 'extension-process-invoicing', 'extension-gp-posting'],
    context:
      'Every extension run, whoever ran it: what it was asked, what it did, and its file in Downloads. Preview a run before you start it.',
    journal: true,
  },
  miscInvoice: {
    module: 'miscInvoice',
    historyResource: 'misc-process-runs',
    types: ['misc-late-fees'],
    context:
      'Every late-fee run, whoever ran it: what it was asked, what it charged, and its file in Downloads. Preview a run before you start it.',
    journal: false,
  },
};

export const kindOf = (type: string): RunKind | undefined => RUN_KINDS[type];

/** The parameters as one text, as the server's `parameterKey` joins them: `ALL|2026-11-30|ACH`. */
export const parameterKeyOf = (kind: RunKind, params: RunParams): string =>
  kind.params.map((name) => params[name] ?? '').join('|');

export const PARAM_LABELS: Record<RunParamName, string> = {
  billingSource: 'Billing source',
  throughDate: 'Through',
  paymentMethod: 'Payment method',
  asOfDate: 'As of',
  graceDays: 'Grace days',
};

const words = (code: string) => code.charAt(0) + code.slice(1).toLowerCase().replaceAll('_', ' ');

export const BILLING_SOURCE_CHOICES = [
  { value: 'ALL', label: 'All billing sources' },
  ...BILLING_SOURCES.map((value) => ({ value, label: words(value) })),
];
export const PAYMENT_METHOD_CHOICES = [
  { value: 'ALL', label: 'Every payment method' },
  ...BILLING_METHODS.map((value) => ({ value, label: value === 'ACH' ? 'ACH' : words(value) })),
];

/** A parameter's value in words for the history: `ALL` reads "All", a day reads 11/30/2026, a code reads as a word. */
export function paramText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return `${text.slice(5, 7)}/${text.slice(8, 10)}/${text.slice(0, 4)}`;
  if (text === 'ALL') return 'All';
  return words(text);
}

/** What the counts of a run say, in words: "12 started · 0 skipped". */
export function countsText(counts: Record<string, number>): string {
  const entries = Object.entries(counts);
  // What happened first (40 posted), then what did not (0 failed) only when nothing happened at all.
  const shown = entries.some(([, value]) => value > 0) ? entries.filter(([, value]) => value > 0) : entries;
  return shown
    .sort(([, a], [, b]) => b - a)
    .map(([name, value]) => `${value.toLocaleString('en-US')} ${name}`)
    .join(' · ');
}
