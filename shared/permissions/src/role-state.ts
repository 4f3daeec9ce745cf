/** The role fields that decide its state (spec §3 Role). */
export interface RoleStatus {
  status: boolean;
  expireIn: string | Date | null;
}

export type RoleState = 'active' | 'inactive' | 'expired';

export interface RoleExpiration {
  status: 'no-date' | 'expired' | 'expiring-tomorrow' | 'active';
  message: string;
  /** Whole UTC calendar days until the expiry date; set only while that date is still ahead. */
  daysLeft?: number;
}

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/** Days since the epoch of the UTC calendar date; a timestamp without a zone is read as UTC (dates are UTC). */
function utcDay(value: string | Date): number {
  const date =
    typeof value === 'string'
      ? new Date(DATE_ONLY.test(value) || HAS_ZONE.test(value) ? value : `${value}Z`)
      : value;
  return Math.floor(date.getTime() / DAY_MS);
}

/**
 * The expiration helper of spec §4, comparing UTC calendar dates: no date set, expired, expiring tomorrow
 * or active with the days left. An expiry date that is today counts as expired, matching the role state
 * rule "expired = expireIn not after today"; that is why the spec calls the same-day branch unreachable.
 * A date that does not parse also counts as expired, so a corrupt row grants nothing.
 *
 * @example roleExpiration('2025-03-11', new Date('2025-03-01T18:00:00Z')) // { status: 'active', message: 'Role will expire in 10 days.', daysLeft: 10 }
 */
export function roleExpiration(expireIn: string | Date | null, today: Date): RoleExpiration {
  if (expireIn === null) return { status: 'no-date', message: 'No expiration date set.' };
  const daysLeft = utcDay(expireIn) - utcDay(today);
  // Written so that NaN, from a date that does not parse, also lands here.
  if (!(daysLeft > 0)) return { status: 'expired', message: 'Role has expired.' };
  if (daysLeft === 1) return { status: 'expiring-tomorrow', message: 'Role will expire tomorrow.', daysLeft };
  return { status: 'active', message: `Role will expire in ${daysLeft} days.`, daysLeft };
}

/**
 * The state of a role on a given day (spec §4 role states): inactive when its status is false, expired
 * when its expiry date is not after today (UTC calendar dates, see `roleExpiration`), active otherwise.
 * A switched-off role reads as inactive whatever its date. Both non-active states see no modules.
 *
 * @example roleState({ status: true, expireIn: '2025-03-01' }, new Date('2025-03-01T08:00:00Z')) // 'expired'
 */
export function roleState(role: RoleStatus, today: Date): RoleState {
  if (!role.status) return 'inactive';
  return roleExpiration(role.expireIn, today).status === 'expired' ? 'expired' : 'active';
}
