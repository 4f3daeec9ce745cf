import type { CreditApplicationStatus } from './credit-application-status.ts';

// The shapes of a credit application on the wire (apps/api/src/features/credit-applications/CONTRACT.md),
// written once so the server that builds them and the staff screens that read them cannot drift apart.
// Optional fields may be absent, null or empty text: the widget sends all three and storage treats them
// alike.

/** The business as the applicant gave it; on the way out FEIN and bank numbers are masked ("••-•••6789"). */
export interface CreditApplicationBusiness {
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
}

/** An owner or guarantor; on the way out SSN ("•••-••-6789") and date of birth ("••/••/1975") are masked. */
export interface CreditApplicationOwner {
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
}

/** The equipment, its cost in dollars and the term and structure asked for. */
export interface CreditApplicationEquipment {
  vendorName?: string | null | undefined;
  vendorContact?: string | null | undefined;
  description: string;
  condition: string;
  cost: number;
  termMonths: number;
  structure: string;
}

export interface CreditApplicationConsents {
  creditPull: boolean;
  electronicRecords: boolean;
  contactConsent: boolean;
}

/** What the applicant answered, in the same shape in the submitted body and in the staff record. */
export interface CreditApplicationAnswers {
  business: CreditApplicationBusiness;
  owners: readonly CreditApplicationOwner[];
  equipment: CreditApplicationEquipment;
  consents: CreditApplicationConsents;
  signature: { name: string };
}

/** `POST /widget-api/v1/credit-applications` once validated: the draft id, where it goes and the answers. */
export interface SubmittedCreditApplication extends CreditApplicationAnswers {
  clientId: string;
  company: string;
  to: string;
}

/** An owner in the staff record, with the place in the application that a reveal names. */
export interface CreditApplicationRecordOwner extends CreditApplicationOwner {
  position: number;
}

/**
 * `GET /credit-applications/{id}`: everything the applicant sent, the personal numbers masked, with where
 * it went and where it stands. Money in dollars, times as ISO text in UTC.
 */
export interface CreditApplicationRecord extends CreditApplicationAnswers {
  id: number;
  referenceNumber: string;
  company: string;
  toSlug: string;
  recipientUserId: number | null;
  recipientVendorId: number | null;
  /** The vendor's key it came through; null for Lendline's own page. */
  vendorApiKeyId: number | null;
  /** The rep or vendor it was sent to; null when it went to the operations inbox. */
  recipientName: string | null;
  status: CreditApplicationStatus;
  legalName: string;
  dba: string | null;
  entityType: string;
  state: string;
  requestedAmount: number;
  termMonths: number;
  submittedAt: string;
  updatedAt: string;
  owners: readonly CreditApplicationRecordOwner[];
}

/** The personal numbers a reveal may ask for in plain (`POST /credit-applications/{id}/reveal`). */
export const REVEALABLE_FIELDS = ['fein', 'bankAccount', 'bankRouting', 'ssn', 'dateOfBirth'] as const;
export type RevealableField = (typeof REVEALABLE_FIELDS)[number];

/** The revealable numbers that belong to an owner, so a reveal of one names the owner's position. */
export const OWNER_REVEALABLE_FIELDS: readonly RevealableField[] = ['ssn', 'dateOfBirth'];
