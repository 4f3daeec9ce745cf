import { describe, expect, it } from 'vitest';
import type { MandateBankFields } from '../entries/account-type.ts';
import { applyCorrection } from './apply-correction.ts';
import { parseNoc } from './parse-noc.ts';

const mandate: MandateBankFields = {
  routingNumber: '091012984',
  accountNumber: '1918171614',
  accountType: 'CHECKING',
};

function correction(changeCode: string, correctedData: string, originalAccountNumber = '1918171614') {
  const parsed = parseNoc({ changeCode, correctedData, originalRdfi: '09101298', originalAccountNumber });
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.correction;
}

describe('applying a NOC to a mandate', () => {
  it.each([
    ['C01', '55667788', { accountNumber: '55667788' }, ['accountNumber']],
    ['C02', '121042882', { routingNumber: '121042882' }, ['routingNumber']],
    [
      'C03',
      '121042882   55667788',
      { routingNumber: '121042882', accountNumber: '55667788' },
      ['routingNumber', 'accountNumber'],
    ],
    ['C05', '37', { accountType: 'SAVINGS' }, ['accountType']],
    [
      'C06',
      '55667788             37',
      { accountNumber: '55667788', accountType: 'SAVINGS' },
      ['accountNumber', 'accountType'],
    ],
    [
      'C07',
      '12104288255667788        37',
      { routingNumber: '121042882', accountNumber: '55667788', accountType: 'SAVINGS' },
      ['routingNumber', 'accountNumber', 'accountType'],
    ],
  ] as const)('%s %j changes %j', (code, data, fields, changed) => {
    expect(applyCorrection(mandate, correction(code, data))).toEqual({
      ok: true,
      fields: { ...mandate, ...fields },
      changed,
    });
  });

  it('applied twice, the second time changes nothing', () => {
    const c03 = correction('C03', '121042882   55667788');
    const once = applyCorrection(mandate, c03);
    expect(once.ok).toBe(true);
    if (!once.ok) return;
    expect(applyCorrection(once.fields, c03)).toEqual({ ok: true, fields: once.fields, changed: [] });
  });

  it('refuses a correction that names another account', () => {
    expect(applyCorrection(mandate, correction('C01', '55667788', '000999888'))).toEqual({
      ok: false,
      reason:
        'The C01 notification of change is for account ••••9888 at bank 09101298, but this mandate debits ••••1614 at 091012984; the correction is not applied.',
    });
    const elsewhere = { ...mandate, routingNumber: '121042882' };
    expect(applyCorrection(elsewhere, correction('C05', '37')).ok).toBe(false);
  });
});
