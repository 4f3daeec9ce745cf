/**
 * Cents as dollars for messages: 123456 -> "$1,234.56".
 *
 * @example
 * dollars(123456); // '$1,234.56'
 */
export function dollars(cents: number): string {
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${cents < 0 ? '-' : ''}$${whole}.${digits.slice(-2)}`;
}
