import type { Random } from '@lendline/random';
import type { AssetRow } from './assets.ts';
import { addDays } from './calendar.ts';
import type { SeedContract } from './contracts.ts';

const OPEN: ReadonlySet<string> = new Set(['ACTIVE', 'MATURED', 'EXTENDED']);
const FIVE_YEARS = (day: string) =>
  `${Number(day.slice(0, 4)) + 5}${day.slice(4)}`.replace('-02-29', '-02-28');

/**
 * The dates the asset reports read (issue 23 item 4, migration 0019), written onto the asset rows:
 * - a UCC-1 is filed in the weeks before the lease commences; most open leases whose filing reached the
 *   six months before its lapse were continued in that window, a few were not (the lapse calendar's
 *   action list);
 * - equipment in off-lease inventory came back days to weeks after its contract closed.
 * Draws from a stream of its own, so the rest of the demo stays as it was.
 */
export function addAssetReportDates(
  random: Random,
  assets: AssetRow[],
  contracts: readonly SeedContract[],
  today: string,
): void {
  const byId = new Map(contracts.map((contract) => [contract.id, contract]));
  for (const asset of assets) {
    // Every row names the three columns: the loader takes its column list from the first row.
    asset.ucc_filing_date = null;
    asset.ucc_continuation_date = null;
    asset.off_lease_date = null;
    const contract = byId.get(asset.contract_id as number);
    if (!contract) continue;
    if (asset.ucc_filing_number) {
      const filed = addDays(contract.dates.commencementDate, -random.int(0, 20));
      asset.ucc_filing_date = filed;
      const lapse = FIVE_YEARS(filed);
      const window = addDays(lapse, -182);
      if (OPEN.has(contract.terms.status) && window <= today && random.chance(lapse <= today ? 85 : 45)) {
        const continued = addDays(lapse, -random.int(10, 170));
        if (continued <= today && continued > filed) asset.ucc_continuation_date = continued;
      }
    }
    if (asset.status === 'OFF_LEASE_INVENTORY') {
      const ended = contract.dates.closedDate ?? contract.dates.maturityDate;
      const back = addDays(ended, random.int(3, 45));
      asset.off_lease_date = back <= today ? back : today;
    }
  }
}
