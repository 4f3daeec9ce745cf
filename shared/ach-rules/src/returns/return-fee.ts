import { returnCodeInfo } from './return-codes.ts';

/** The company entry description of a return fee entry (Nacha: exactly "RETURN FEE"). */
export const RETURN_FEE_ENTRY_DESCRIPTION = 'RETURN FEE';

export interface ReturnFeeDecision {
  eligible: boolean;
  reason: string;
}

/**
 * Whether a return fee entry may be originated for a return: Nacha allows one only for R01 (insufficient
 * funds) and R09 (uncollected funds), and only when the lessee was told of the fee beforehand (the lease or
 * the ACH authorisation says so). The fee goes as its own entry labelled RETURN_FEE_ENTRY_DESCRIPTION.
 *
 * @example
 * returnFeeEligibility('R01', true); // { eligible: true, reason: 'R01 (Insufficient funds) ...' }
 * returnFeeEligibility('R02', true).eligible; // false
 */
export function returnFeeEligibility(returnCode: string, priorNoticeGiven: boolean): ReturnFeeDecision {
  const named = `${returnCode} (${returnCodeInfo(returnCode)?.description ?? 'not a Nacha return code'})`;
  if (returnCode !== 'R01' && returnCode !== 'R09')
    return { eligible: false, reason: `${named}: a return fee may only be charged for R01 and R09 returns.` };
  if (!priorNoticeGiven)
    return {
      eligible: false,
      reason: `${named}: no return fee, because the lessee was not told of it before the debit.`,
    };
  return {
    eligible: true,
    reason: `${named}: one return fee entry, described "${RETURN_FEE_ENTRY_DESCRIPTION}", may be debited.`,
  };
}
