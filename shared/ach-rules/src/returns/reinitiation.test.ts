import { describe, expect, it } from 'vitest';
import { reinitiationDecision, type ReinitiationRequest } from './reinitiation.ts';

const base: ReinitiationRequest = {
  returnCode: 'R01',
  priorReinitiations: 0,
  originalSettlementDate: '2026-10-01',
  today: '2026-10-05',
  hasNewAuthorisation: false,
};
const decide = (change: Partial<ReinitiationRequest>) => reinitiationDecision({ ...base, ...change });

describe('reinitiating a returned debit (Nacha 2.12.4)', () => {
  it('R01 and R09 may be presented three times in all', () => {
    expect(decide({ priorReinitiations: 0 })).toEqual({
      allowed: true,
      reason:
        'R01 (Insufficient funds) may be reinitiated by 2027-03-30 (two reinitiations left), with the same company name, company ID and amount.',
      mandateAction: 'none',
    });
    expect(decide({ returnCode: 'R09', priorReinitiations: 1 })).toMatchObject({
      allowed: true,
      reason: expect.stringContaining(
        'R09 (Uncollected funds) may be reinitiated by 2027-03-30 (one reinitiation left)',
      ),
    });
    expect(decide({ priorReinitiations: 2 })).toEqual({
      allowed: false,
      reason:
        'R01 (Insufficient funds) was already reinitiated twice; Nacha allows three presentments in all.',
      mandateAction: 'none',
    });
    expect(decide({ priorReinitiations: 5 }).allowed).toBe(false);
  });

  it('only within 180 days of the original settlement: day 180 yes, day 181 no', () => {
    expect(decide({ today: '2027-03-30' }).allowed).toBe(true);
    expect(decide({ today: '2027-03-31' })).toEqual({
      allowed: false,
      reason:
        'R01 (Insufficient funds) can only be reinitiated within 180 days of the original settlement on 2026-10-01, that is by 2027-03-30.',
      mandateAction: 'none',
    });
  });

  it('R07 is never reinitiated and revokes the mandate, even with a new authorisation', () => {
    expect(decide({ returnCode: 'R07', hasNewAuthorisation: true })).toEqual({
      allowed: false,
      reason:
        'R07 (Authorization revoked by customer): the lessee revoked the authorisation, so the debit is never reinitiated and the mandate is revoked.',
      mandateAction: 'revoke',
    });
  });

  it('R08 and the unauthorised returns need a new authorisation', () => {
    expect(decide({ returnCode: 'R08' })).toEqual({
      allowed: false,
      reason:
        'R08 (Payment stopped): the debit may be presented again only after the lessee signs a new authorisation.',
      mandateAction: 'needs-new-authorisation',
    });
    expect(decide({ returnCode: 'R08', hasNewAuthorisation: true })).toMatchObject({
      allowed: true,
      mandateAction: 'none',
    });
    for (const returnCode of ['R05', 'R10', 'R29', 'R51'])
      expect(decide({ returnCode }), returnCode).toMatchObject({
        allowed: false,
        mandateAction: 'needs-new-authorisation',
      });
    // Counting and the 180 days apply to R01/R09 only.
    expect(
      decide({ returnCode: 'R10', hasNewAuthorisation: true, priorReinitiations: 3, today: '2028-01-01' })
        .allowed,
    ).toBe(true);
  });

  it('other codes only after the cause is corrected', () => {
    expect(decide({ returnCode: 'R02' })).toEqual({
      allowed: false,
      reason:
        'R02 (Account closed): the debit may be presented again only after the cause of the return is corrected.',
      mandateAction: 'none',
    });
    expect(decide({ returnCode: 'R02', causeCorrected: true }).allowed).toBe(true);
    expect(decide({ returnCode: 'R11', causeCorrected: true }).allowed).toBe(true);
    expect(decide({ returnCode: 'R16', hasNewAuthorisation: true }).allowed).toBe(false);
  });

  it('refuses a code Nacha does not define, and bad counts or dates', () => {
    expect(decide({ returnCode: 'R97' })).toMatchObject({ allowed: false, mandateAction: 'none' });
    expect(() => decide({ priorReinitiations: -1 })).toThrow(RangeError);
    expect(() => decide({ priorReinitiations: 0.5 })).toThrow(RangeError);
    expect(() => decide({ today: '2026-13-01' })).toThrow(RangeError);
  });
});
