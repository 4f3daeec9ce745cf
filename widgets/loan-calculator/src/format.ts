const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `$1,234.56`: payments and amounts due, always with cents. */
export const formatMoney = (amount: number): string => dollars.format(amount);

/** `$25,000`, or `$25,000.50` when there are cents: limits and the equipment cost input. */
export const formatCost = (amount: number): string =>
  Number.isInteger(amount) ? formatMoney(amount).slice(0, -3) : formatMoney(amount);

/**
 * Reads a typed equipment cost, forgiving a dollar sign, spaces and thousands separators; undefined for
 * anything else or more than two decimals.
 *
 * @example
 * parseCost('$25,000.5'); // 25000.5
 */
export function parseCost(text: string): number | undefined {
  const plain = text.replace(/[\s$,]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : undefined;
}
