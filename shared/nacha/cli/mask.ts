import { plainEntry, type Entry } from '../src/index.ts';

// NOC change codes whose corrected data carries an account number.
const ACCOUNT_CHANGES = new Set(['C01', 'C03', 'C06', 'C07']);

/** An account number shown by its last four characters, the way statements print it. */
export function maskAccount(account: string): string {
  const last = account.slice(-4);
  return account.length <= 4 ? last : `****${last}`;
}

/** The entry with its account number, and any corrected account in a NOC, masked. */
export function maskEntry(entry: Entry): Entry {
  return {
    // A copy of every property: an entry as read keeps most of them as getters, which a spread would miss.
    ...plainEntry(entry),
    accountNumber: maskAccount(entry.accountNumber),
    addenda: entry.addenda.map((addenda) => {
      const corrected = addenda.correctedData;
      if (corrected === null || corrected === '' || !ACCOUNT_CHANGES.has(addenda.reasonCode ?? ''))
        return addenda;
      const masked = maskAccount(corrected);
      return {
        ...addenda,
        correctedData: masked,
        paymentInfo: addenda.paymentInfo?.replace(corrected, masked) ?? null,
      };
    }),
  };
}

/** A problem message with quoted account numbers masked, for problems about the account field. */
export function maskMessage(message: string, fieldName: string | undefined): string {
  if (fieldName !== 'dfiAccountNumber') return message;
  return message.replace(/"([^"]*)"/g, (_, account: string) => `"${maskAccount(account.trim())}"`);
}
