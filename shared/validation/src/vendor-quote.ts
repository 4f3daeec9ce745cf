import * as v from 'valibot';
import {
  BUSINESS_NAME,
  dollars,
  isPlainText,
  matches,
  NUMBER,
  optionalText,
  orRequired,
  REQUIRED,
  requiredText,
  wholeNumber,
} from './field-schemas.ts';
import { FIELD_RULES } from './rules.ts';

/** Where an inquiry was sent from: the embedded widget, the standalone page or the page component. */
export const INQUIRY_SOURCES = ['widget', 'page', 'component'] as const;

/**
 * An inquiry's statuses exactly as CONTRACT.md spells them (they are also what staff read), in the order
 * work moves; the API checks them, the seed draws them and the staff screens filter and set them.
 */
export const INQUIRY_STATUSES = [
  'New',
  'Contacted',
  'Application submitted',
  'Approved',
  'Funded',
  'Lost',
  'Duplicate',
] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/**
 * Whether a value is one of the inquiry statuses: a URL parameter or a history event from a newer server
 * may not be.
 *
 * @example
 * isInquiryStatus('Funded'); // true
 * isInquiryStatus('funded'); // false
 */
export const isInquiryStatus = (value: unknown): value is InquiryStatus =>
  INQUIRY_STATUSES.includes(value as InquiryStatus);

/** Vendors, rate programs and promos are switched off rather than deleted. */
export const RECORD_STATUSES = ['active', 'inactive'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** The `Idempotency-Key` header of an inquiry submission: 8–80 characters of `[A-Za-z0-9_-]`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,80}$/;

/**
 * A quote request to the widget API (`POST /widget-api/v1/keys/{apiKey}/quote`): the equipment cost in
 * dollars and cents, the term in months and the program (and promo) chosen from the vendor's offer.
 * Whether the program offers that term and amount is the server's check; this one checks the shape.
 *
 * @example
 * v.safeParse(QuoteRequestSchema, { equipmentCost: 25000, termMonths: 36, programId: 4 }).success; // true
 */
export const QuoteRequestSchema = v.object(
  {
    equipmentCost: dollars(0.01, 1_000_000_000),
    termMonths: wholeNumber(1, 360),
    programId: wholeNumber(1, 2_147_483_647),
    promoId: v.optional(
      v.nullable(
        v.pipe(v.number(NUMBER), v.integer(NUMBER), v.minValue(1, NUMBER), v.maxValue(2_147_483_647, NUMBER)),
      ),
    ),
  },
  REQUIRED,
);

export type QuoteRequest = v.InferOutput<typeof QuoteRequestSchema>;

/**
 * An inquiry a buyer sends from the loan calculator, with spec §5 messages per field ("Please enter valid
 * email address", "Please enter valid phone number", "Please enter valid name", "Field is required").
 * Empty optional fields may be sent as '' or null. The quote itself is not part of it: the server
 * recomputes it from the program, so a client's figure is never trusted.
 *
 * @example
 * v.safeParse(InquirySubmissionSchema, {
 *   customerName: 'Ann Lee', email: 'ann@example.com', equipmentCost: 25000, termMonths: 36, programId: 4, source: 'widget',
 * }).success; // true
 */
export const InquirySubmissionSchema = v.object(
  {
    ...QuoteRequestSchema.entries,
    customerName: requiredText('Please enter valid name', 120, matches(FIELD_RULES.name.pattern)),
    businessName: optionalText('Please enter valid business name', 160, matches(BUSINESS_NAME)),
    email: requiredText(FIELD_RULES.email.message, 254, matches(FIELD_RULES.email.pattern)),
    phone: optionalText(FIELD_RULES.phone.message, 20, matches(FIELD_RULES.phone.pattern)),
    state: optionalText('Please enter valid state', 2, matches(/^[A-Z]{2}$/), (text) => text.toUpperCase()),
    equipmentDescription: optionalText('Please enter valid equipment description', 300, isPlainText),
    message: optionalText('Please enter valid message', 1000, isPlainText),
    source: v.picklist(INQUIRY_SOURCES, orRequired('Please enter valid source')),
  },
  REQUIRED,
);

export type InquirySubmission = v.InferOutput<typeof InquirySubmissionSchema>;
