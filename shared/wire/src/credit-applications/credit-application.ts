import {
  CREDIT_APPLICATION_STATUSES,
  ENTITY_TYPES,
  EQUIPMENT_CONDITIONS,
  LEASE_STRUCTURES,
} from '@lendline/validation';
import * as v from 'valibot';
import { wireCode, wireCount, wireId, wireMoment, wireMoney } from '../wire-values.ts';

const optionalText = v.nullable(v.string());
const status = wireCode(CREDIT_APPLICATION_STATUSES);

/** What the list row and the record share: where the application went, where it stands, its headline figures. */
const applicationHeadline = {
  id: wireId,
  referenceNumber: v.string(),
  company: v.string(),
  toSlug: v.string(),
  recipientUserId: v.nullable(wireId),
  recipientVendorId: v.nullable(wireId),
  /** The vendor's key it came through; null for Lendline's own page. */
  vendorApiKeyId: v.nullable(wireId),
  /** The rep or vendor it was sent to; null when it went to the operations inbox. */
  recipientName: optionalText,
  status,
  legalName: v.string(),
  dba: optionalText,
  entityType: wireCode(ENTITY_TYPES),
  state: v.string(),
  requestedAmount: wireMoney,
  termMonths: wireCount,
  submittedAt: wireMoment,
  updatedAt: wireMoment,
};

/**
 * A credit application as `GET /credit-applications` lists it (apps/api/src/features/credit-applications,
 * CONTRACT.md "Staff API"): the view's columns, FEIN and bank account already masked (`••-•••6789`).
 */
export const creditApplicationRow = v.object({
  ...applicationHeadline,
  signatureName: v.string(),
  fein: v.string(),
  bankAccount: optionalText,
});
export type CreditApplicationRow = v.InferOutput<typeof creditApplicationRow>;

/** The fields the staff list asks for, and its row: one declaration for the request and the check. */
export const CREDIT_APPLICATION_LIST_FIELDS = [
  'id',
  'referenceNumber',
  'submittedAt',
  'legalName',
  'dba',
  'state',
  'requestedAmount',
  'termMonths',
  'recipientName',
  'status',
] as const;
export const creditApplicationListRow = v.pick(creditApplicationRow, CREDIT_APPLICATION_LIST_FIELDS);
export type CreditApplicationListRow = v.InferOutput<typeof creditApplicationListRow>;

/** The business as the applicant gave it, FEIN and bank numbers masked; empty optionals are null. */
export const creditApplicationBusiness = v.object({
  legalName: v.string(),
  dba: optionalText,
  entityType: wireCode(ENTITY_TYPES),
  fein: v.string(),
  yearEstablished: v.pipe(v.number(), v.integer()),
  industry: optionalText,
  street: v.string(),
  city: v.string(),
  state: v.string(),
  zip: v.string(),
  phone: v.string(),
  email: v.string(),
  website: optionalText,
  annualRevenue: v.nullable(wireMoney),
  bankName: optionalText,
  bankAccount: optionalText,
  bankRouting: optionalText,
});
export type CreditApplicationBusiness = v.InferOutput<typeof creditApplicationBusiness>;

/** An owner or guarantor, SSN (`•••-••-6789`) and date of birth (`••/••/1975`) masked; `position` is what a reveal names. */
export const creditApplicationOwner = v.object({
  position: wireCount,
  firstName: v.string(),
  lastName: v.string(),
  title: v.string(),
  ownershipPercent: v.number(),
  ssn: v.string(),
  dateOfBirth: v.string(),
  street: v.string(),
  city: v.string(),
  state: v.string(),
  zip: v.string(),
  email: v.string(),
  phone: v.string(),
  guarantor: v.boolean(),
});
export type CreditApplicationOwner = v.InferOutput<typeof creditApplicationOwner>;

export const creditApplicationEquipment = v.object({
  vendorName: optionalText,
  vendorContact: optionalText,
  description: v.string(),
  condition: wireCode(EQUIPMENT_CONDITIONS),
  cost: wireMoney,
  termMonths: wireCount,
  structure: wireCode(LEASE_STRUCTURES),
});
export type CreditApplicationEquipment = v.InferOutput<typeof creditApplicationEquipment>;

export const creditApplicationConsents = v.object({
  creditPull: v.boolean(),
  electronicRecords: v.boolean(),
  contactConsent: v.boolean(),
});
export type CreditApplicationConsents = v.InferOutput<typeof creditApplicationConsents>;

/**
 * `GET /credit-applications/{id}`: everything the applicant sent, the personal numbers masked, with where
 * it went and where it stands. Money in dollars, times as ISO text in UTC.
 */
export const creditApplicationRecord = v.object({
  ...applicationHeadline,
  business: creditApplicationBusiness,
  owners: v.array(creditApplicationOwner),
  equipment: creditApplicationEquipment,
  consents: creditApplicationConsents,
  signature: v.object({ name: v.string() }),
});
export type CreditApplicationRecord = v.InferOutput<typeof creditApplicationRecord>;

/**
 * One entry of `GET /credit-applications/{id}/events` (newest first) and the answer of a note's POST: a
 * status change the server wrote or a staff note, with its author's name (null for the submission itself).
 */
export const creditApplicationEvent = v.object({
  id: wireId,
  applicationId: wireId,
  actorId: v.nullable(wireId),
  kind: v.picklist(['status', 'note']),
  fromStatus: v.nullable(status),
  toStatus: v.nullable(status),
  note: optionalText,
  at: wireMoment,
  actorName: optionalText,
});
export type CreditApplicationEvent = v.InferOutput<typeof creditApplicationEvent>;
export const creditApplicationEvents = v.array(creditApplicationEvent);

/** `POST /credit-applications/{id}/events`: a staff note. */
export const creditApplicationNote = v.strictObject({
  note: v.pipe(
    v.string('Note must be text'),
    v.trim(),
    v.minLength(1, 'Note is required'),
    v.maxLength(2000, 'Note must be at most 2000 characters'),
  ),
});

/** `POST /credit-applications/{id}/reveal`: one personal number in plain (sent with `Cache-Control: no-store`). */
export const revealedNumber = v.object({ value: v.string() });
export type RevealedNumber = v.InferOutput<typeof revealedNumber>;

/**
 * The public submission's answer (`POST /widget-api/v1/credit-applications`, 201, or 200 with the first
 * answer for a repeat of the same `clientId`): what the applicant is told.
 */
export const submissionAnswer = v.object({
  referenceNumber: v.string(),
  status,
  submittedAt: wireMoment,
});
export type SubmissionAnswer = v.InferOutput<typeof submissionAnswer>;

/** `GET /widget-api/v1/credit-applications/recipient`: for "Sent to …", either null when unknown. */
export const recipientAnswer = v.object({
  company: optionalText,
  recipientName: optionalText,
});
export type RecipientAnswer = v.InferOutput<typeof recipientAnswer>;
