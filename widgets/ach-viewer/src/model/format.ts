import { dollars } from '@lendline/nacha';

/** `$1,234.56` from integer cents (the reader's own wording, so tables and messages agree); an em dash when
 * the amount could not be read. */
export const formatCents = (cents: number | null): string => (cents === null ? '—' : dollars(cents));

/** `1234.56`: the plain figure exports and search compare against. */
export const plainAmount = (cents: number | null): string =>
  cents === null ? '' : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** `100,000` */
export const formatCount = (count: number): string => count.toLocaleString('en-US');

/** `1 batch`, `2 batches`: a count with its noun in the right number. */
export const plural = (count: number, one: string, many = `${one}s`): string =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

export const MASK = '••••';

/** The last four characters of an account number, the only part shown to people without `reveal`. */
export const lastFour = (account: string): string => account.trim().slice(-4);

/** `••••6789`, or the account itself when the viewer may reveal it. */
export const showAccount = (account: string, reveal: boolean): string =>
  reveal ? account : account.trim() ? MASK + lastFour(account) : '';

/**
 * Blanks every character of a field's text but its last four non-space ones, keeping the width, so a
 * masked account still lines up with its columns in the raw view.
 */
export function maskText(text: string): string {
  let keep = 4;
  let masked = '';
  for (let index = text.length - 1; index >= 0; index -= 1) {
    const char = text[index]!;
    if (char === ' ') masked = char + masked;
    else if (keep > 0) {
      keep -= 1;
      masked = char + masked;
    } else masked = '•' + masked;
  }
  return masked;
}

/** `YYMMDD` as `MM/DD/YYYY` (the spec's display format); anything that is not a date as written. */
export function formatYymmdd(text: string): string {
  const match = /^(\d\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/.exec(text.trim());
  return match ? `${match[2]}/${match[3]}/20${match[1]}` : text.trim();
}
