/** A numeric(14,2) as the database returns it ("1234.5", "-0.01", "7") in whole cents, exactly. */
export function centsOf(decimal: string | number): number {
  const text = String(decimal).trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not an amount in cents: ${text}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/** Whole cents as the decimal text the wire and the database use ("1234.50"). */
export function decimalOf(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
