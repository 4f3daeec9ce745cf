import { returnCodeDescription } from '@lendline/nacha';

// Nacha watches an Originator's debit returns in three groups (Rules 2.17.2): unauthorised returns
// (threshold 0.5%), administrative ones (3%) and all returns together (15%). The codes of each group are
// written out here; their descriptions come from @lendline/nacha so the wording lives in one place.

/** Returns that say the debit was not authorised: they count towards Nacha's 0.5% threshold. */
export const UNAUTHORISED_RETURN_CODES = ['R05', 'R07', 'R10', 'R11', 'R29', 'R51'] as const;

/** Returns that say the account data was wrong: they count towards Nacha's 3% threshold. */
export const ADMINISTRATIVE_RETURN_CODES = ['R02', 'R03', 'R04'] as const;

export type ReturnCategory = 'unauthorised' | 'administrative' | 'other';

/** A return code with its Nacha description and the group its return rate counts it in. */
export interface ReturnCodeInfo {
  code: string;
  description: string;
  category: ReturnCategory;
}

const unauthorised: ReadonlySet<string> = new Set(UNAUTHORISED_RETURN_CODES);
const administrative: ReadonlySet<string> = new Set(ADMINISTRATIVE_RETURN_CODES);

/**
 * Which return-rate group a return code belongs to; every return also counts in the overall rate.
 *
 * @example
 * returnCategory('R10'); // 'unauthorised'
 * returnCategory('R01'); // 'other'
 */
export function returnCategory(code: string): ReturnCategory {
  if (unauthorised.has(code)) return 'unauthorised';
  if (administrative.has(code)) return 'administrative';
  return 'other';
}

/**
 * A return code's description and category; null for a code Nacha does not define.
 *
 * @example
 * returnCodeInfo('R03');
 * // { code: 'R03', description: 'No account or unable to locate account', category: 'administrative' }
 */
export function returnCodeInfo(code: string): ReturnCodeInfo | null {
  const description = returnCodeDescription(code);
  return description === null ? null : { code, description, category: returnCategory(code) };
}
