import type { Where } from '@lendline/filter';
import { utcDayFromToday } from '../../components/data-table/utc-dates.ts';
import type { RecordStatus } from '@lendline/validation';

/**
 * Where a program or promo stands today (UTC): switched off, not started, in force, or past its end.
 * "In force" is the contract's: active and start ≤ today ≤ end.
 */
export type EffectiveState = 'inactive' | 'scheduled' | 'inForce' | 'expired';

/** One colour per meaning (docs/ui.md): green in force, blue coming, red expired, grey switched off. */
export const EFFECTIVE_STATES: Record<EffectiveState, { label: string; color: string }> = {
  inForce: { label: 'In force', color: 'green' },
  scheduled: { label: 'Scheduled', color: 'blue' },
  expired: { label: 'Expired', color: 'red' },
  inactive: { label: 'Inactive', color: 'gray' },
};

export const STATE_OPTIONS = (Object.keys(EFFECTIVE_STATES) as EffectiveState[]).map((state) => ({
  value: state,
  label: EFFECTIVE_STATES[state].label,
}));

export const isEffectiveState = (value: string): value is EffectiveState => value in EFFECTIVE_STATES;

/** `to` null means open-ended. Dates are `YYYY-MM-DD`, so they compare as text. */
export function effectiveState(
  status: RecordStatus,
  from: string,
  to: string | null,
  today = utcDayFromToday(),
): EffectiveState {
  if (status !== 'active') return 'inactive';
  if (from > today) return 'scheduled';
  if (to !== null && to < today) return 'expired';
  return 'inForce';
}

/** The same states as a server where over the record's start and end date fields. */
export function effectiveStateWhere(
  state: EffectiveState,
  fields: { from: string; to: string; openEnded: boolean },
  today = utcDayFromToday(),
): Where {
  const { from, to, openEnded } = fields;
  switch (state) {
    case 'inactive':
      return { status: 'inactive' };
    case 'scheduled':
      return { status: 'active', [from]: { gt: today } };
    case 'expired':
      return { status: 'active', [to]: { lt: today } };
    case 'inForce':
      return {
        and: [
          { status: 'active', [from]: { lte: today } },
          openEnded ? { or: [{ [to]: null }, { [to]: { gte: today } }] } : { [to]: { gte: today } },
        ],
      };
  }
}
