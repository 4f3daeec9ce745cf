import { useSWRConfig } from 'swr';
import type { CreditApplicationStatus } from '../credit-application-status.ts';

/** The LoopBack resource of credit applications (apps/api/src/features/credit-applications/CONTRACT.md). */
export const CREDIT_APPLICATIONS = 'credit-applications';

/** Every SWR key of this feature starts with this, so one call refreshes all application data after a write. */
export const CREDIT_APPLICATIONS_KEY = 'credit-applications';

/** An application as the list reads it. Money in dollars. */
export interface ApplicationRow {
  id: number;
  referenceNumber: string;
  submittedAt: string;
  legalName: string;
  dba: string | null;
  state: string;
  requestedAmount: number;
  termMonths: number;
  /** The rep or vendor it was sent to; null when it went to the operations inbox. */
  recipientName: string | null;
  status: CreditApplicationStatus;
}

/** The business as the applicant gave it; FEIN and bank numbers only masked ("••-•••6789"). */
export interface ApplicationBusiness {
  legalName: string;
  dba?: string | null;
  entityType: string;
  fein: string;
  yearEstablished: number;
  industry?: string | null;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email: string;
  website?: string | null;
  annualRevenue?: number | null;
  bankName?: string | null;
  bankAccount?: string | null;
  bankRouting?: string | null;
}

/** An owner or guarantor; SSN ("•••-••-6789") and date of birth ("••/••/1975") only masked. */
export interface ApplicationOwner {
  /** The owner's place in the application, which a reveal names. */
  position: number;
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

export interface ApplicationEquipment {
  vendorName?: string | null;
  vendorContact?: string | null;
  description: string;
  condition: string;
  cost: number;
  termMonths: number;
  structure: string;
}

/** `GET /credit-applications/{id}`: everything the applicant sent, personal numbers masked. */
export interface CreditApplicationRecord {
  id: number;
  referenceNumber: string;
  company: string;
  toSlug: string;
  recipientName: string | null;
  status: CreditApplicationStatus;
  submittedAt: string;
  updatedAt?: string;
  requestedAmount?: number;
  termMonths?: number;
  business: ApplicationBusiness;
  owners: ApplicationOwner[];
  equipment: ApplicationEquipment;
  consents: { creditPull: boolean; electronicRecords: boolean; contactConsent: boolean };
  signature: { name: string };
}

/** One entry of the history: a status change the server wrote or a note staff added, with its author. */
export interface ApplicationEventRecord {
  id: number;
  at: string;
  actorId: number | null;
  /** The author's display name; null for the system (the submission itself). */
  actorName?: string | null;
  kind: 'status' | 'note';
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
}

/** The personal numbers a reveal may ask for; `ssn` and `dateOfBirth` belong to an owner. */
export type RevealField = 'fein' | 'bankAccount' | 'bankRouting' | 'ssn' | 'dateOfBirth';

/** Reloads every application list, count, record and history on screen. */
export function useRefreshApplications(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === CREDIT_APPLICATIONS_KEY);
}
