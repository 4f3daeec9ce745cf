// The staff record of a credit application and its parts are wire shapes (@lendline/wire
// credit-applications); the submitted body is `CreditApplication`, the output of CreditApplicationSchema.
// What stays here is the vocabulary of a reveal, which the API validates its body with.

/** The personal numbers a reveal may ask for in plain (`POST /credit-applications/{id}/reveal`). */
export const REVEALABLE_FIELDS = ['fein', 'bankAccount', 'bankRouting', 'ssn', 'dateOfBirth'] as const;
export type RevealableField = (typeof REVEALABLE_FIELDS)[number];

/** The revealable numbers that belong to an owner, so a reveal of one names the owner's position. */
export const OWNER_REVEALABLE_FIELDS: readonly RevealableField[] = ['ssn', 'dateOfBirth'];
