import type { AssetStatus } from '@lendline/portfolio';
import type { Random } from '@lendline/random';
import { addDays } from './calendar.ts';
import type { SeedContract } from './contracts.ts';
import { money } from './money.ts';
import { EQUIPMENT, INDUSTRIES, LOCATIONS } from './reference-data.ts';

const SERIAL_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** A serial number or VIN: 17 characters for vehicles, 12 otherwise, from the seed's PRNG. */
export function serialNumber(random: Random, vehicle: boolean): string {
  const length = vehicle ? 17 : 12;
  return Array.from({ length }, () => SERIAL_CHARS[random.int(0, SERIAL_CHARS.length - 1)]).join('');
}

/** Splits a cost into `parts` cent amounts that sum to it exactly, the first ones larger. */
export function splitCents(total: number, parts: number, random: Random): number[] {
  const weights = Array.from({ length: parts }, () => 0.5 + random.next());
  const sum = weights.reduce((a, b) => a + b, 0);
  const amounts = weights.map((weight) => Math.floor((total * weight) / sum));
  amounts[0]! += total - amounts.reduce((a, b) => a + b, 0);
  return amounts;
}

/** What happened to the equipment, from how the contract ended. */
function statusOf(random: Random, contract: SeedContract): AssetStatus {
  const { status, contractType } = contract.terms;
  switch (status) {
    case 'PAID_OFF':
      // An FMV or TRAC lease paid to the end without a purchase leaves the lessor with the equipment.
      return contractType === 'FMV' || contractType === 'TRAC'
        ? random.next() < 0.55
          ? 'OFF_LEASE_INVENTORY'
          : 'SOLD'
        : 'SOLD';
    case 'PURCHASED':
    case 'EARLY_PAYOFF':
      return 'SOLD';
    case 'RETURNED':
    case 'TERMINATED':
      return random.next() < 0.6 ? 'OFF_LEASE_INVENTORY' : random.next() < 0.5 ? 'RETURNED' : 'SOLD';
    case 'CHARGED_OFF':
      return random.pick(['REPOSSESSED', 'SOLD', 'SOLD', 'SCRAPPED'] as const);
    default:
      return 'ON_LEASE';
  }
}

export type AssetRow = Record<string, unknown>;

/**
 * The equipment of every contract (domain.md §2.12, §5.2): the contract's cost split over its assets, the
 * category of the lessee's industry, 75% new, serials unique except three deliberate duplicates (a
 * serial financed twice), statuses from how the contract ended, and dispositions with recoveries of
 * 35–70% of cost on remarketed equipment.
 */
export function buildAssets(
  random: Random,
  contracts: readonly SeedContract[],
  firstId: number,
  duplicateSerials = true,
): AssetRow[] {
  const rows: AssetRow[] = [];
  for (const contract of contracts) {
    const { category } = INDUSTRIES[contract.customer.industry]!;
    const costs = splitCents(contract.terms.equipmentCostCents, contract.assetCount, random);
    const residual = contract.price.residualCents + contract.price.balloonCents;
    const residuals = splitCents(residual, contract.assetCount, random);
    const vehicle = category === 'TRANSPORTATION';
    const [city, state] =
      random.next() < 0.85 ? [contract.customer.city, contract.customer.state] : random.pick(LOCATIONS);
    const commenced = contract.dates.commencementDate;
    costs.forEach((cost, index) => {
      const kind = category === 'OFFICE' && random.next() < 0.3 ? 'PRINTING' : category;
      const [make, model, what] = random.pick(EQUIPMENT[kind]);
      const status = statusOf(random, contract);
      const sold = status === 'SOLD';
      const closed = contract.dates.closedDate;
      const recovery =
        contract.terms.status === 'PAID_OFF' ||
        contract.terms.status === 'PURCHASED' ||
        contract.terms.status === 'EARLY_PAYOFF'
          ? residuals[index]!
          : Math.round(cost * (0.35 + random.next() * 0.35));
      const newUsed = random.next() < 0.75 ? 'NEW' : 'USED';
      rows.push({
        id: firstId + rows.length,
        contract_id: contract.id,
        category: kind,
        make,
        model,
        year: Number(commenced.slice(0, 4)) - (newUsed === 'NEW' ? 0 : random.int(1, 6)),
        serial_number: serialNumber(random, vehicle),
        description: what,
        new_used: newUsed,
        quantity: what.endsWith('fleet') ? random.int(5, 40) : 1,
        cost: money(cost),
        vendor_id: contract.vendorId,
        location_city: city,
        location_state: state,
        status,
        book_residual: money(residuals[index]!),
        ucc_filing_number:
          contract.terms.equipmentCostCents >= 5_000_000
            ? `UCC-${state}-${commenced.slice(0, 4)}-${random.int(100_000, 999_999)}`
            : null,
        insurance_cert_expiry:
          status === 'ON_LEASE' ? addDays(commenced, 365 * random.int(1, 6) + random.int(-30, 30)) : null,
        disposition_date: sold || status === 'REPOSSESSED' ? (closed ?? null) : null,
        disposition_amount: sold ? money(recovery) : null,
        created_at: `${commenced}T16:00:00.000Z`,
        updated_at: `${closed ?? commenced}T16:00:00.000Z`,
      });
    });
  }
  // Three serials financed twice, on other lessees' contracts (the vendor-invoice fraud check's case).
  if (!duplicateSerials) return rows;
  for (const [from, to] of [
    [11, 2011],
    [523, 3803],
    [1407, 4407],
  ] as const) {
    const source = rows[from % rows.length]!;
    const target = rows[to % rows.length]!;
    target.serial_number = source.serial_number;
  }
  return rows;
}
