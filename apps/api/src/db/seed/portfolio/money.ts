import { roundHalfUp } from '@lendline/finance';

// Seeded amounts travel as integer cents and are written as exact decimal strings.

/** Cents as the decimal string a numeric(14, 2) column takes: 158907 -> "1589.07". */
export const money = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** Tax on a taxable amount in cents at a rate, half-up to the cent (the invoice rule of CONTRACT.md). */
export const taxCents = (taxableCents: number, rate: number): number => roundHalfUp(taxableCents * rate, 0);

export const dollarsToCents = (dollars: number): number => Math.round(roundHalfUp(dollars, 2) * 100);
