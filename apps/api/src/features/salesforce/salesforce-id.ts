const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';
const BASE62 = /^[A-Za-z0-9]{15}$/;

/**
 * The three-character suffix Salesforce appends to a 15-character id so the id survives
 * case-insensitive systems: each block of five characters gives one letter, whose bits say which of
 * the five were upper case.
 */
function checksumOf(id15: string): string {
  let suffix = '';
  for (let block = 0; block < 3; block++) {
    let bits = 0;
    for (let i = 0; i < 5; i++) {
      const char = id15.charCodeAt(block * 5 + i);
      if (char >= 65 && char <= 90) bits |= 1 << i;
    }
    suffix += ALPHABET[bits];
  }
  return suffix;
}

/** The 18-character form of a 15-character Salesforce id. */
export function toSalesforceId18(id15: string): string {
  if (!BASE62.test(id15)) throw new Error('A Salesforce id has 15 letters and digits');
  return id15 + checksumOf(id15);
}

/** True for a well-formed 18-character id whose suffix matches its first 15 characters. */
export function isSalesforceId18(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length === 18 &&
    BASE62.test(value.slice(0, 15)) &&
    checksumOf(value.slice(0, 15)) === value.slice(15)
  );
}
