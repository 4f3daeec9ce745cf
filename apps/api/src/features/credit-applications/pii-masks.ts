// The only forms in which staff screens, lists, exports and the audit log see personal numbers: the
// last four digits (the year for a date of birth) behind bullets. Built from the stored last-four
// columns, never from a decrypted value.

const BULLET = '\u2022';
const bullets = (count: number) => BULLET.repeat(count);

export const maskFein = (last4: string) => `${bullets(2)}-${bullets(3)}${last4}`;
export const maskSsn = (last4: string) => `${bullets(3)}-${bullets(2)}-${last4}`;
export const maskDateOfBirth = (year: number | null) =>
  `${bullets(2)}/${bullets(2)}/${year === null ? bullets(4) : String(year)}`;
export const maskBankNumber = (last4: string | null) => (last4 === null ? null : `${bullets(4)}${last4}`);

/** The same masks as SQL, for the list's view and its CSV export. */
export const MASK_SQL = {
  fein: (column: string) => `'${bullets(2)}-${bullets(3)}' || ${column}`,
  bankNumber: (column: string) =>
    `case when ${column} is null then null else '${bullets(4)}' || ${column} end`,
};

export const lastFour = (digits: string) => digits.replace(/\D/g, '').slice(-4);
