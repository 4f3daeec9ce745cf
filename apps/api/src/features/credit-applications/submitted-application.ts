/**
 * A submission after validation, as CONTRACT.md's wire body describes it. Optional fields may come as
 * absent, null or empty text; storage treats the three alike.
 */
export interface SubmittedApplication {
  clientId: string;
  company: string;
  to: string;
  business: {
    legalName: string;
    dba?: string | null | undefined;
    entityType: string;
    fein: string;
    yearEstablished: number;
    industry?: string | null | undefined;
    street: string;
    city: string;
    state: string;
    zip: string;
    phone: string;
    email: string;
    website?: string | null | undefined;
    annualRevenue?: number | null | undefined;
    bankName?: string | null | undefined;
    bankAccount?: string | null | undefined;
    bankRouting?: string | null | undefined;
  };
  owners: readonly {
    firstName: string;
    lastName: string;
    title: string;
    ownershipPercent: number;
    ssn: string;
    dateOfBirth: string;
    street: string;
    city: string;
    state: string;
    zip: string;
    email: string;
    phone: string;
    guarantor: boolean;
  }[];
  equipment: {
    vendorName?: string | null | undefined;
    vendorContact?: string | null | undefined;
    description: string;
    condition: string;
    cost: number;
    termMonths: number;
    structure: string;
  };
  consents: { creditPull: boolean; electronicRecords: boolean; contactConsent: boolean };
  signature: { name: string };
}

/** The fields a reveal may name, and the owner-level ones among them. */
export const REVEALABLE_FIELDS = ['fein', 'bankAccount', 'bankRouting', 'ssn', 'dateOfBirth'] as const;
export type RevealableField = (typeof REVEALABLE_FIELDS)[number];
export const OWNER_FIELDS: readonly RevealableField[] = ['ssn', 'dateOfBirth'];
