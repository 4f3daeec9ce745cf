import type { Where } from '@lendline/filter';
import { CLOSED_CONTRACT_STATUSES, type ContractStatus } from '@lendline/portfolio';

// Issue 22 item 5: how late a contract is, in the aging buckets of domain.md §1 (1–30, 31–60, 61–90,
// 90+), one colour for "past due" across the lists and the details (ui.md: amber, needs attention).

/** Amber in the app's badges (Matured, Maturing): past due needs someone's attention. */
export const PAST_DUE_COLOR = 'orange';

export const PAST_DUE_BUCKETS = [
  { value: '1-30', label: '1–30 days', where: { daysPastDue: { between: [1, 30] } } },
  { value: '31-60', label: '31–60 days', where: { daysPastDue: { between: [31, 60] } } },
  { value: '61-90', label: '61–90 days', where: { daysPastDue: { between: [61, 90] } } },
  { value: '90+', label: '90+ days', where: { daysPastDue: { gt: 90 } } },
] as const satisfies readonly { value: string; label: string; where: Where }[];

export const PAST_DUE_OPTIONS = PAST_DUE_BUCKETS.map(({ value, label }) => ({ value, label }));

/** The bucket's condition, or undefined for '' or a value no bucket has (an old saved filter). */
export const pastDueWhere = (bucket: string): Where | undefined =>
  PAST_DUE_BUCKETS.find((known) => known.value === bucket)?.where;

/**
 * Days past due that matter: a closed contract (charged off, paid off) keeps the figure it ended with,
 * but its status already says what happened to it.
 */
export const liveDaysPastDue = (status: string, daysPastDue: number | undefined): number =>
  daysPastDue && daysPastDue > 0 && !CLOSED_CONTRACT_STATUSES.includes(status as ContractStatus)
    ? daysPastDue
    : 0;

/** "63 days past due", "1 day past due". */
export const daysPastDueText = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'} past due`;
