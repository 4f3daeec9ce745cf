import { addBankingDays } from '@lendline/ach-rules';
import { abaCheckDigit } from '@lendline/nacha';
import type { Random } from '@lendline/random';

/** Real banks' routing prefixes (the first 8 digits); the check digit is computed, so every one is valid. */
const BANK_PREFIXES = ['02100002', '02600959', '12100024', '07100001', '06100015', '11100061', '04400001'];
export const DEMO_ROUTINGS = BANK_PREFIXES.map((prefix) => prefix + String(abaCheckDigit(prefix)));

export interface SeedAchContract {
  id: number;
  contractNumber: string;
  status: string;
  commencementDate: string;
  legalName: string;
  entityType: string;
}

export interface SeedMandate {
  id: number;
  contract: SeedAchContract;
  holder: string;
  routing: string;
  account: string;
  accountType: 'CHECKING' | 'SAVINGS';
  secCode: 'CCD' | 'PPD';
  authorizedAt: string;
  authMethod: 'WRITTEN' | 'ELECTRONIC' | 'RECORDED_ORAL';
  prenote: 'REQUIRED' | 'VERIFIED' | 'FAILED';
  prenoteSettledOn: string | null;
  liveFrom: string | null;
}

const minusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** Nacha fields are plain ASCII: "O'Brien Café LLC" goes to the bank as "O'Brien Cafe LLC". */
export const asciiName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^\u0020-\u007e]/g, '')
    .trim();

/** Contracts commenced this recently still wait for their prenote (REQUIRED), at most this many. */
const NEW_CONTRACT_DAYS = 45;
const MAX_REQUIRED = 6;

/**
 * A mandate per ACH-billed contract: the lessee holds the account at one of a few real banks (routing
 * check digit valid), 8–12 digit account numbers, SEC from the lessee (a sole proprietor signs as a person:
 * PPD), authorised ten days before commencement. Most prenotes settled long ago (live debits from the 3rd
 * banking day after, Nacha 2.6.3); the newest contracts' are still REQUIRED and one FAILED.
 */
export function buildMandates(
  random: Random,
  contracts: readonly SeedAchContract[],
  today: string,
  firstId: number,
): SeedMandate[] {
  let required = 0;
  let failed = 0;
  return contracts.map((contract, at) => {
    const authorizedAt = minusDays(contract.commencementDate < today ? contract.commencementDate : today, 10);
    const isNew = contract.commencementDate >= minusDays(today, NEW_CONTRACT_DAYS);
    let prenote: SeedMandate['prenote'] = 'VERIFIED';
    if (isNew && failed === 0) {
      prenote = 'FAILED';
      failed += 1;
    } else if (isNew && required < MAX_REQUIRED) {
      prenote = 'REQUIRED';
      required += 1;
    }
    const settled = prenote === 'VERIFIED' ? addBankingDays(authorizedAt, 2) : null;
    const digits = random.int(8, 12);
    const account = Array.from({ length: digits }, (_, i) =>
      String(i === 0 ? random.int(1, 9) : random.int(0, 9)),
    ).join('');
    const method = random.int(1, 100);
    return {
      id: firstId + at,
      contract,
      holder: asciiName(contract.legalName).slice(0, 120),
      routing: random.pick(DEMO_ROUTINGS),
      account,
      accountType: random.chance(90) ? 'CHECKING' : 'SAVINGS',
      secCode: contract.entityType === 'SOLE_PROPRIETOR' ? 'PPD' : 'CCD',
      authorizedAt,
      authMethod: method <= 60 ? 'WRITTEN' : method <= 95 ? 'ELECTRONIC' : 'RECORDED_ORAL',
      prenote,
      prenoteSettledOn: settled,
      liveFrom: settled ? addBankingDays(settled, 3) : null,
    };
  });
}
