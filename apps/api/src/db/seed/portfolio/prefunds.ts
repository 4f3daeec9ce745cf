import type { PrefundStatus } from '@lendline/portfolio';
import type { Random } from '@lendline/random';
import { shuffled } from '../random-shapes.ts';
import { addDays } from './calendar.ts';
import type { SeedContract } from './contracts.ts';
import { money } from './money.ts';

/** The prefund book of domain.md §5.2 (220), plus 3 rejected requests so every status appears. */
const CONVERTED = 180;
const OPEN: readonly (readonly [PrefundStatus, number])[] = [
  ['REQUESTED', 6],
  ['APPROVED', 3],
  ['FUNDED', 14],
  ['CANCELLED', 12],
  ['REJECTED', 3],
];
const WRITTEN_OFF = 5;

export interface SeedPrefund {
  id: number;
  contract: SeedContract;
  vendorId: number;
  amountCents: number;
  percentOfCost: number;
  requestDate: string;
  fundedDate: string | null;
  expectedCommencementDate: string | null;
  convertedDate: string | null;
  interimRate: number;
  status: PrefundStatus;
}

/**
 * Prefunds (domain.md §2.6): converted ones on contracts booked in the last two years, open ones
 * (requested, approved, funded, two of those aged past 60 days) and cancelled or rejected ones on contracts
 * still pending booking, written-off ones on terminated contracts whose equipment never came.
 */
export function buildPrefunds(
  random: Random,
  contracts: readonly SeedContract[],
  today: string,
  firstId: number,
): SeedPrefund[] {
  const twoYearsAgo = addDays(today, -730);
  const booked = shuffled(
    random,
    contracts.filter(
      (c) =>
        c.terms.status === 'ACTIVE' &&
        c.dates.commencementDate >= twoYearsAgo &&
        c.dates.fundingDate !== null,
    ),
  ).slice(0, CONVERTED);
  const pending = shuffled(
    random,
    contracts.filter((c) => c.terms.status === 'PENDING_BOOKING'),
  );
  const terminated = contracts.filter((c) => c.terms.status === 'TERMINATED').slice(0, WRITTEN_OFF);
  const prefunds: Omit<SeedPrefund, 'id'>[] = [];
  const base = (contract: SeedContract) => {
    const percentOfCost = random.pick([0.25, 0.33, 0.5, 0.5, 0.75]);
    return {
      contract,
      vendorId: contract.vendorId,
      amountCents: Math.round(contract.terms.equipmentCostCents * percentOfCost),
      percentOfCost,
      interimRate: random.int(700, 1400) / 10_000,
    };
  };
  for (const contract of booked) {
    const funded = addDays(contract.dates.commencementDate, -random.int(20, 120));
    prefunds.push({
      ...base(contract),
      requestDate: addDays(funded, -random.int(2, 10)),
      fundedDate: funded,
      expectedCommencementDate: addDays(contract.dates.commencementDate, random.int(-15, 15)),
      convertedDate: contract.dates.commencementDate,
      status: 'CONVERTED',
    });
  }
  let next = 0;
  let fundedSeen = 0;
  for (const [status, count] of OPEN) {
    for (let index = 0; index < count; index += 1) {
      const contract = pending[next % pending.length]!;
      next += 1;
      // Two funded prefunds are past 60 days: the aging report's red rows.
      const age =
        status === 'FUNDED'
          ? fundedSeen++ < 2
            ? random.int(65, 110)
            : random.int(5, 55)
          : random.int(1, 40);
      const requestDate = addDays(today, -age - random.int(2, 8));
      prefunds.push({
        ...base(contract),
        requestDate,
        fundedDate: status === 'FUNDED' ? addDays(today, -age) : null,
        expectedCommencementDate: contract.dates.commencementDate,
        convertedDate: null,
        status,
      });
    }
  }
  for (const contract of terminated) {
    const funded = addDays(contract.dates.commencementDate, -random.int(30, 90));
    prefunds.push({
      ...base(contract),
      requestDate: addDays(funded, -5),
      fundedDate: funded,
      expectedCommencementDate: contract.dates.commencementDate,
      convertedDate: null,
      status: 'WRITTEN_OFF',
    });
  }
  return prefunds.map((prefund, index) => ({ ...prefund, id: firstId + index }));
}

export const prefundRow = (prefund: SeedPrefund) => ({
  id: prefund.id,
  contract_id: prefund.contract.id,
  vendor_id: prefund.vendorId,
  amount: money(prefund.amountCents),
  percent_of_cost: prefund.percentOfCost.toFixed(4),
  request_date: prefund.requestDate,
  funded_date: prefund.fundedDate,
  expected_commencement_date: prefund.expectedCommencementDate,
  converted_date: prefund.convertedDate,
  interim_rate: prefund.interimRate.toFixed(8),
  status: prefund.status,
  created_at: `${prefund.requestDate}T14:00:00.000Z`,
});
