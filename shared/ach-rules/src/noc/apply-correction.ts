import { maskAccount, type MandateBankFields } from '../entries/account-type.ts';
import type { NocCorrection } from './parse-noc.ts';

export type CorrectionResult =
  | {
      ok: true;
      fields: MandateBankFields;
      /** The fields the correction changed; empty when the mandate already had them (a NOC applied twice). */
      changed: (keyof MandateBankFields)[];
    }
  | { ok: false; reason: string };

/**
 * A mandate's bank details after a notification of change, or why the correction is refused: Nacha has it
 * applied only to the account the NOC names, so when the mandate's routing number (its first 8 digits, the
 * RDFI identification) or account number differ from the original entry's, the mandate has moved on (or
 * the NOC was matched to the wrong entry) and nothing changes. A mandate that already holds the corrected
 * values is returned unchanged with `changed: []`, so importing the same NOC twice changes nothing.
 *
 * @example
 * applyCorrection(
 *   { routingNumber: '091012984', accountNumber: '1918171614', accountType: 'CHECKING' },
 *   parsed.correction, // C05 to transaction code 37, naming 09101298 / 1918171614
 * );
 * // { ok: true, fields: { ..., accountType: 'SAVINGS' }, changed: ['accountType'] }
 */
export function applyCorrection(mandate: MandateBankFields, correction: NocCorrection): CorrectionResult {
  const next: MandateBankFields = { ...mandate };
  if ('routingNumber' in correction) next.routingNumber = correction.routingNumber;
  if ('accountNumber' in correction) next.accountNumber = correction.accountNumber;
  if ('accountType' in correction) next.accountType = correction.accountType;
  const changed = (Object.keys(next) as (keyof MandateBankFields)[]).filter(
    (key) => next[key] !== mandate[key],
  );
  if (changed.length === 0) return { ok: true, fields: mandate, changed };

  const { names } = correction;
  if (
    mandate.routingNumber.slice(0, 8) !== names.rdfiIdentification ||
    mandate.accountNumber.trim() !== names.accountNumber
  )
    return {
      ok: false,
      reason: `The ${correction.code} notification of change is for account ${maskAccount(names.accountNumber)} at bank ${names.rdfiIdentification}, but this mandate debits ${maskAccount(mandate.accountNumber)} at ${mandate.routingNumber}; the correction is not applied.`,
    };
  return { ok: true, fields: next, changed };
}
