import { addDays, dayNumber } from '../calendar/iso-date.ts';
import { returnCodeInfo } from './return-codes.ts';

/** What a return does to the lessee's mandate besides the entry itself. */
export type MandateAction = 'none' | 'revoke' | 'needs-new-authorisation';

export interface ReinitiationRequest {
  returnCode: string;
  /** How many times this debit was already reinitiated (0 after the first return). */
  priorReinitiations: number;
  /** Settlement date of the original (first) entry, 'YYYY-MM-DD'. */
  originalSettlementDate: string;
  /** The day the reinitiated entry would be initiated, 'YYYY-MM-DD'. */
  today: string;
  /** The lessee signed a new authorisation after the return (what R08 and unauthorised returns need). */
  hasNewAuthorisation: boolean;
  /** The cause of the return was corrected (new account details, say); what the other codes need. */
  causeCorrected?: boolean;
}

export interface ReinitiationDecision {
  allowed: boolean;
  /** One sentence for the finance user, naming the code and the rule. */
  reason: string;
  mandateAction: MandateAction;
}

/** Reinitiations allowed after an R01 or R09 return: 3 presentments in all (Nacha 2.12.4). */
export const MAX_REINITIATIONS = 2;
/** Reinitiation must happen within this many days after the original entry's settlement date. */
export const REINITIATION_WINDOW_DAYS = 180;

// Unauthorised returns other than R07: the lessee says the debit was not authorised (or, R05, a consumer
// account was debited as a business one), so only a new authorisation fixes the cause.
const NEEDS_NEW_AUTHORISATION = new Set(['R05', 'R10', 'R29', 'R51']);

/**
 * Whether a returned debit may be presented again, why (a sentence for the finance user) and what the
 * return does to the mandate. Nacha 2.12.4: R01/R09 at most twice within 180 days of the original
 * settlement; R07 never, and the mandate is revoked; R08 only after a new authorisation; unauthorised
 * returns (R05, R10, R29, R51) only after a new authorisation too; every other code only once its cause is
 * corrected. Throws a RangeError for a negative or fractional `priorReinitiations` or a malformed date.
 *
 * @example
 * reinitiationDecision({ returnCode: 'R01', priorReinitiations: 2, originalSettlementDate: '2026-10-01',
 *   today: '2026-11-02', hasNewAuthorisation: false });
 * // { allowed: false, mandateAction: 'none',
 * //   reason: 'R01 (Insufficient funds) was already reinitiated twice; Nacha allows three presentments in all.' }
 */
export function reinitiationDecision(request: ReinitiationRequest): ReinitiationDecision {
  const { returnCode: code, priorReinitiations, originalSettlementDate, today } = request;
  if (!Number.isInteger(priorReinitiations) || priorReinitiations < 0)
    throw new RangeError(`Prior reinitiations must be a whole number ≥ 0, not ${priorReinitiations}`);
  const info = returnCodeInfo(code);
  if (!info)
    return {
      allowed: false,
      reason: `${code} is not a Nacha return code; check the return file before presenting the debit again.`,
      mandateAction: 'none',
    };
  const named = `${code} (${info.description})`;
  const refuse = (reason: string, mandateAction: MandateAction = 'none') => ({
    allowed: false,
    reason,
    mandateAction,
  });
  const allow = (reason: string) => ({ allowed: true, reason, mandateAction: 'none' as const });

  if (code === 'R01' || code === 'R09') {
    const lastDay = addDays(originalSettlementDate, REINITIATION_WINDOW_DAYS);
    if (priorReinitiations >= MAX_REINITIATIONS)
      return refuse(
        `${named} was already reinitiated ${priorReinitiations === 2 ? 'twice' : `${priorReinitiations} times`}; Nacha allows three presentments in all.`,
      );
    if (dayNumber(today) > dayNumber(lastDay))
      return refuse(
        `${named} can only be reinitiated within 180 days of the original settlement on ${originalSettlementDate}, that is by ${lastDay}.`,
      );
    const left = MAX_REINITIATIONS - priorReinitiations;
    return allow(
      `${named} may be reinitiated by ${lastDay} (${left === 2 ? 'two reinitiations' : 'one reinitiation'} left), with the same company name, company ID and amount.`,
    );
  }
  if (code === 'R07')
    return refuse(
      `${named}: the lessee revoked the authorisation, so the debit is never reinitiated and the mandate is revoked.`,
      'revoke',
    );
  if (code === 'R08' || NEEDS_NEW_AUTHORISATION.has(code)) {
    if (request.hasNewAuthorisation)
      return allow(`${named}: the lessee signed a new authorisation, so the debit may be presented again.`);
    return refuse(
      `${named}: the debit may be presented again only after the lessee signs a new authorisation.`,
      'needs-new-authorisation',
    );
  }
  if (request.causeCorrected)
    return allow(`${named}: the cause was corrected, so the debit may be presented again.`);
  return refuse(
    `${named}: the debit may be presented again only after the cause of the return is corrected.`,
  );
}
