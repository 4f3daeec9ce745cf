// Money and rates as docs/ui.md shows them: dollars with two decimals and thousands separators
// (`$12,345.67`), rates as percents. Tables set tabular figures, so the columns line up.

const MONEY = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

type NumberInput = number | string | null | undefined;

const numeric = (value: NumberInput): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
};

/**
 * Dollars with two decimals, or an empty string when there is no amount. Numeric strings (as a
 * `numeric` column may arrive) are read as numbers.
 *
 * @example formatMoney(12345.6) // '$12,345.60'
 */
export function formatMoney(value: NumberInput): string {
  const number = numeric(value);
  return number === undefined ? '' : MONEY.format(number);
}

/**
 * A fraction as a percent with up to `digits` decimals, trailing zeros dropped, or an empty string.
 *
 * @example formatPercent(0.0899) // '8.99%'; formatPercent(0.1) // '10%'
 */
export function formatPercent(value: NumberInput, digits = 3): string {
  const number = numeric(value);
  if (number === undefined) return '';
  const percent = Number((number * 100).toFixed(digits));
  return `${percent.toLocaleString('en-US', { maximumFractionDigits: digits })}%`;
}

const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A count as staff read figures, thousands grouped (issue 22 item 6): every count the app shows (table
 * cells, pagination, tab labels, toasts, buttons) goes through this, so "1071" never appears.
 *
 * @example formatCount(1071) // '1,071'
 */
export function formatCount(value: number): string {
  return COUNT.format(value);
}
