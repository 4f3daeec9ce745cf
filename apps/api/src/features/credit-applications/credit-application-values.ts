import { randomInt } from 'node:crypto';
import { nextCreditApplicationStatuses, type CreditApplicationStatus } from '@lendline/validation';

// The statuses and their moves live in @lendline/validation: the staff screens offer exactly what this
// server accepts.
export {
  CREDIT_APPLICATION_STATUS_LABELS as STATUS_LABELS,
  CREDIT_APPLICATION_STATUSES,
  nextCreditApplicationStatuses as allowedNextStatuses,
  type CreditApplicationStatus,
} from '@lendline/validation';

export const canMoveTo = (from: string, to: string): boolean =>
  nextCreditApplicationStatuses(from).includes(to as CreditApplicationStatus);

// No 0/O, 1/I/L or U: read aloud over the phone, a reference number must not be misheard.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `CA-YYMM-XXXXXX` (the month of submission in UTC, then six random characters). */
export function referenceNumber(at: Date, pick: (size: number) => number = randomInt): string {
  const yymm = at.toISOString().slice(2, 7).replace('-', '');
  let tail = '';
  for (let i = 0; i < 6; i += 1) tail += REFERENCE_ALPHABET[pick(REFERENCE_ALPHABET.length)];
  return `CA-${yymm}-${tail}`;
}

/** How a person's or vendor's name appears in `/credit-page/{compName}/{toName}`: `Jordan Reyes` -> `jordan-reyes`. */
export const nameSlug = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);

// nameSlug drops accents (NFKD); without the same here "Siobhán" would slug to "siobh-n" in the database
// and never match the page's "siobhan". `unaccent` is an extension PGlite lacks, so the letters are listed.
const ACCENTED = 'àáâãäåāăąçćčďèéêëēėęěìíîïīįñńňòóôõöōőřśšşťùúûüūůűųýÿźżž';
const PLAIN = ACCENTED.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

/** The same slug in SQL, over a name expression, so the match happens in the database. */
export const NAME_SLUG_SQL = (expression: string) =>
  `trim(both '-' from regexp_replace(translate(lower(${expression}), '${ACCENTED}', '${PLAIN}'), '[^a-z0-9]+', '-', 'g'))`;
