/** Whole cents, so money compares exactly. */
export const cents = (amount: unknown): number => Math.round(Number(amount) * 100);

/** "10,000.01" for messages. */
export const dollars = (amount: number): string =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
