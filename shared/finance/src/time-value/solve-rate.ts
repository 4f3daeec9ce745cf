/**
 * The answer of a rate search: the periodic rate, or why none was found. `NO_SOLUTION` means no rate above
 * −100% balances the cash flows (for example payments that never add up to the amount, whatever the rate);
 * `INVALID_INPUT` means an argument was not a usable number.
 */
export type RateResult = { ok: true; rate: number } | { ok: false; reason: 'NO_SOLUTION' | 'INVALID_INPUT' };

const SECANT_STEPS = 60;
const BISECTION_STEPS = 200;
const RELATIVE_TOLERANCE = 1e-14;

// Candidate rates scanned for a sign change when the secant method wanders off: from −99.9% to 1,000% per
// period, denser near zero where real loans live.
const BRACKET_GRID = [
  -0.999, -0.99, -0.9, -0.75, -0.5, -0.25, -0.1, -0.05, -0.02, -0.01, -0.001, 0, 0.001, 0.005, 0.01, 0.02,
  0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10,
];

/**
 * Finds the periodic rate at which `netValueAt(rate)` is zero. `netValueAt` is the signed value of a deal's
 * cash flows at a rate (for example PV − PV of the payments). The secant method starts from `guess`; if it
 * diverges, leaves the domain (rate ≤ −100%) or stalls, bisection over the first bracketing pair of a fixed
 * grid (the one nearest the guess) finishes the job. Never throws.
 *
 * @example
 * solvePeriodicRate((i) => 10000 - 3500 * (1 + i) ** 10); // { ok: true, rate: 0.11069… }
 */
export function solvePeriodicRate(netValueAt: (rate: number) => number, guess = 0.01): RateResult {
  if (!Number.isFinite(guess) || guess <= -1) return { ok: false, reason: 'INVALID_INPUT' };
  const secant = secantRoot(netValueAt, guess);
  if (secant !== undefined) return { ok: true, rate: secant };
  const bracket = nearestBracket(netValueAt, guess);
  if (!bracket) return { ok: false, reason: 'NO_SOLUTION' };
  return { ok: true, rate: bisect(netValueAt, bracket[0], bracket[1]) };
}

function secantRoot(f: (rate: number) => number, guess: number): number | undefined {
  let previous = guess;
  let current = guess + Math.max(1e-4, Math.abs(guess) * 0.01);
  let previousValue = f(previous);
  let currentValue = f(current);
  for (let step = 0; step < SECANT_STEPS; step++) {
    if (!Number.isFinite(previousValue) || !Number.isFinite(currentValue)) return undefined;
    if (currentValue === 0) return current;
    if (currentValue === previousValue) return undefined;
    const next = current - (currentValue * (current - previous)) / (currentValue - previousValue);
    if (!Number.isFinite(next) || next <= -1) return undefined;
    if (Math.abs(next - current) <= RELATIVE_TOLERANCE * Math.max(1, Math.abs(next))) {
      return changesSignAround(f, next) ? next : undefined;
    }
    previous = current;
    previousValue = currentValue;
    current = next;
    currentValue = f(next);
  }
  return undefined;
}

// A secant step can shrink for reasons other than a root (a flat stretch); accept only a real crossing.
function changesSignAround(f: (rate: number) => number, rate: number): boolean {
  const value = f(rate);
  if (value === 0) return true;
  const nudge = 1e-9 * Math.max(1, Math.abs(rate));
  return Math.sign(f(rate - nudge)) !== Math.sign(f(rate + nudge));
}

function nearestBracket(f: (rate: number) => number, guess: number): [number, number] | undefined {
  const values = BRACKET_GRID.map((rate) => f(rate));
  let best: [number, number] | undefined;
  let bestDistance = Infinity;
  for (let index = 1; index < BRACKET_GRID.length; index++) {
    const low = BRACKET_GRID[index - 1]!;
    const high = BRACKET_GRID[index]!;
    const lowValue = values[index - 1]!;
    const highValue = values[index]!;
    if (!Number.isFinite(lowValue) || !Number.isFinite(highValue)) continue;
    if (Math.sign(lowValue) === Math.sign(highValue) && lowValue !== 0) continue;
    const distance = guess < low ? low - guess : guess > high ? guess - high : 0;
    if (distance < bestDistance) {
      best = [low, high];
      bestDistance = distance;
    }
  }
  return best;
}

function bisect(f: (rate: number) => number, low: number, high: number): number {
  let lowValue = f(low);
  if (lowValue === 0) return low;
  for (let step = 0; step < BISECTION_STEPS; step++) {
    const middle = (low + high) / 2;
    if (middle === low || middle === high) return middle;
    const middleValue = f(middle);
    if (middleValue === 0) return middle;
    if (Math.sign(middleValue) === Math.sign(lowValue)) {
      low = middle;
      lowValue = middleValue;
    } else {
      high = middle;
    }
  }
  return (low + high) / 2;
}
