import { isValidRouting } from '@lendline/nacha';
import * as v from 'valibot';
import {
  BUSINESS_NAME,
  choice,
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
import { isUsStateCode } from './us-states.ts';
import { IDEMPOTENCY_KEY_PATTERN } from './vendor-quote.ts';

/** Wire values of a business's legal form. */
export const ENTITY_TYPES = [
  'corporation',
  'llc',
  'partnership',
  'sole_proprietorship',
  'nonprofit',
  'other',
] as const;

/** How the legal forms read, on the application form and on the staff screens. */
export const ENTITY_TYPE_LABELS: Record<(typeof ENTITY_TYPES)[number], string> = {
  corporation: 'Corporation',
  llc: 'LLC',
  partnership: 'Partnership',
  sole_proprietorship: 'Sole proprietorship',
  nonprofit: 'Nonprofit',
  other: 'Other',
};

/** Wire values of the equipment's condition. */
export const EQUIPMENT_CONDITIONS = ['new', 'used'] as const;

export const EQUIPMENT_CONDITION_LABELS: Record<(typeof EQUIPMENT_CONDITIONS)[number], string> = {
  new: 'New',
  used: 'Used',
};

/** Wire values of the requested lease or loan structure; `not_sure` leaves it to the lessor. */
export const LEASE_STRUCTURES = ['efa', 'fmv', 'dollar_out', 'ten_percent_pur', 'not_sure'] as const;

/** How the requested structures read to an applicant and to staff. */
export const LEASE_STRUCTURE_LABELS: Record<(typeof LEASE_STRUCTURES)[number], string> = {
  efa: 'Equipment finance agreement',
  fmv: 'Fair market value lease',
  dollar_out: '$1 buyout lease',
  ten_percent_pur: '10% purchase option lease',
  not_sure: 'Not sure yet',
};

/** The fewest and most owners or guarantors an application lists. */
export const OWNERS_MIN = 1;
export const OWNERS_MAX = 4;

/** The messages of the rules the spec's helper table does not cover (domain.md §2.17). */
export const CREDIT_APPLICATION_MESSAGES = {
  fein: 'Please enter valid FEIN',
  ssn: 'Please enter valid SSN',
  routing: 'Please enter valid routing number',
  bankAccount: 'Please enter valid account number',
  dateOfBirth: 'Please enter valid date of birth',
  underage: 'Owners and guarantors must be at least 18 years old',
  ownersCount: `Please list 1 to ${OWNERS_MAX} owners or guarantors`,
  ownershipTotal: 'Ownership cannot add up to more than 100%',
  creditPull: 'Please authorize the credit check to continue',
  electronicRecords: 'Please agree to electronic records and signatures to continue',
  signature: 'Please type the full name of one of the owners as your signature',
} as const;

const M = CREDIT_APPLICATION_MESSAGES;

const digitsOnly = (text: string) => text.replace(/\D/g, '');
const CITY = /^[A-Za-z\u00C0-\u024F.' -]+$/;

// A person's name as the spec's Name rule reads it: letters, spaces, apostrophes and hyphens.
const personName = (label: string) =>
  requiredText(FIELD_RULES.name.message.replace('{field}', label), 60, matches(FIELD_RULES.name.pattern));

const state = v.pipe(
  v.string(orRequired('Please enter valid state')),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty(REQUIRED),
  v.check(isUsStateCode, 'Please enter valid state'),
);

// Street, city, state and zip, with the field names the wire body uses for a business and an owner alike.
const address = {
  street: requiredText('Please enter valid street address', 160, isPlainText),
  city: requiredText('Please enter valid city', 80, matches(CITY)),
  state,
  zip: requiredText(FIELD_RULES.zip.message, 10, matches(FIELD_RULES.zip.pattern)),
};

const email = requiredText(FIELD_RULES.email.message, 254, matches(FIELD_RULES.email.pattern));
const phone = requiredText(FIELD_RULES.phone.message, 14, matches(FIELD_RULES.phone.pattern));

// Personal and bank numbers: typed with or without dashes, stored as digits only.
const fein = v.pipe(requiredText(M.fein, 10, matches(/^\d{2}-?\d{7}$/)), v.transform(digitsOnly));
const ssn = v.pipe(requiredText(M.ssn, 11, matches(/^\d{3}-?\d{2}-?\d{4}$/)), v.transform(digitsOnly));

// An optional bank number: digits only ("Please enter only numbers"), then its own rule.
const optionalDigits = (message: string, check: (digits: string) => boolean) =>
  v.optional(
    v.pipe(
      v.nullable(v.string(message)),
      v.transform((value) => value?.trim() || undefined),
      v.union(
        [
          v.undefined(),
          v.pipe(
            v.string(),
            v.regex(FIELD_RULES.digits.pattern, FIELD_RULES.digits.message),
            v.check(check, message),
          ),
        ],
        message,
      ),
    ),
  );
const bankAccount = optionalDigits(M.bankAccount, matches(/^\d{4,17}$/));
const bankRouting = optionalDigits(M.routing, isValidRouting);

/**
 * Age in whole years on `today` of someone born on an ISO date (YYYY-MM-DD), in UTC; null when the text
 * is not a real calendar date.
 *
 * @example ageOn('1975-04-30', new Date('2026-04-29T12:00:00Z')); // 50
 */
export function ageOn(isoDate: string, today: Date): number | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!parts) return null;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

const dateOfBirth = v.pipe(
  v.string(orRequired(M.dateOfBirth)),
  v.trim(),
  v.nonEmpty(REQUIRED),
  v.check((text) => {
    const age = ageOn(text, new Date());
    return age !== null && age >= 0 && age <= 120;
  }, M.dateOfBirth),
  v.check((text) => (ageOn(text, new Date()) ?? 18) >= 18, M.underage),
);

const BusinessSchema = v.object(
  {
    legalName: requiredText('Please enter valid legal name', 160, matches(BUSINESS_NAME)),
    dba: optionalText('Please enter valid DBA name', 160, matches(BUSINESS_NAME)),
    entityType: choice(ENTITY_TYPES, 'Please enter valid entity type'),
    fein,
    yearEstablished: v.pipe(
      wholeNumber(1800, 9999),
      v.check((year) => year <= new Date().getUTCFullYear(), NUMBER),
    ),
    industry: optionalText('Please enter valid industry', 120, isPlainText),
    ...address,
    phone,
    email,
    website: optionalText(FIELD_RULES.url.message, 300, matches(FIELD_RULES.url.pattern)),
    annualRevenue: v.nullish(dollars(0, 1_000_000_000_000)),
    bankName: optionalText('Please enter valid bank name', 120, isPlainText),
    bankAccount,
    bankRouting,
  },
  REQUIRED,
);

// A bank reference is the account and its routing number together, or neither.
const bankNumbersTogether = v.pipe(
  BusinessSchema,
  v.forward(
    v.partialCheck([['bankAccount'], ['bankRouting']], (b) => !b.bankAccount || !!b.bankRouting, REQUIRED),
    ['bankRouting'],
  ),
  v.forward(
    v.partialCheck([['bankAccount'], ['bankRouting']], (b) => !b.bankRouting || !!b.bankAccount, REQUIRED),
    ['bankAccount'],
  ),
);

const OwnerSchema = v.object(
  {
    firstName: personName('first name'),
    lastName: personName('last name'),
    title: requiredText('Please enter valid title', 80, matches(FIELD_RULES.alphanumericName.pattern)),
    ownershipPercent: dollars(0, 100),
    ssn,
    dateOfBirth,
    ...address,
    email,
    phone,
    guarantor: v.boolean(orRequired('Please enter valid guarantor')),
  },
  REQUIRED,
);

const EquipmentSchema = v.object(
  {
    vendorName: optionalText('Please enter valid vendor name', 160, matches(BUSINESS_NAME)),
    vendorContact: optionalText('Please enter valid vendor contact', 160, isPlainText),
    description: requiredText('Please enter valid equipment description', 500, isPlainText),
    condition: choice(EQUIPMENT_CONDITIONS, 'Please enter valid condition'),
    cost: dollars(0.01, 1_000_000_000),
    termMonths: wholeNumber(12, 84),
    structure: choice(LEASE_STRUCTURES, 'Please enter valid structure'),
  },
  REQUIRED,
);

const ownershipTotal = (owners: readonly { ownershipPercent: number }[]) =>
  owners.reduce((cents, owner) => cents + Math.round(owner.ownershipPercent * 100), 0);

/**
 * Step 1 of the form: the business, its address and contact, and its (optional) bank reference.
 * FEIN and bank numbers come out as digits only.
 *
 * @example v.safeParse(BusinessStepSchema, { business: { legalName: '' } }).issues?.[0].message; // 'Field is required'
 */
export const BusinessStepSchema = v.object({ business: bankNumbersTogether }, REQUIRED);

/**
 * Step 2: one to four owners or guarantors whose ownership adds up to at most 100 %. SSNs come out as
 * digits only; dates of birth are ISO dates of someone 18 to 120 years old.
 *
 * @example v.safeParse(OwnersStepSchema, { owners: [] }).issues?.[0].message; // 'Please list 1 to 4 owners or guarantors'
 */
export const OwnersStepSchema = v.object(
  {
    owners: v.pipe(
      v.array(OwnerSchema, M.ownersCount),
      v.minLength(OWNERS_MIN, M.ownersCount),
      v.maxLength(OWNERS_MAX, M.ownersCount),
      v.check((owners) => ownershipTotal(owners) <= 10_000, M.ownershipTotal),
    ),
  },
  REQUIRED,
);

/**
 * Step 3: the equipment, its cost in dollars and cents, a term of 12 to 84 months and the structure.
 *
 * @example v.safeParse(EquipmentStepSchema, { equipment: { termMonths: 6 } }).success; // false
 */
export const EquipmentStepSchema = v.object({ equipment: EquipmentSchema }, REQUIRED);

/**
 * Step 4: the consents (the credit check and electronic records must be given; contact consent is a free
 * choice) and the signature, a typed name. That the name is one of the owners' is checked by
 * `CreditApplicationSchema`, which sees both.
 *
 * @example v.safeParse(ConsentStepSchema, { consents: { creditPull: false } }).success; // false
 */
export const ConsentStepSchema = v.object(
  {
    consents: v.object(
      {
        creditPull: v.literal(true, M.creditPull),
        electronicRecords: v.literal(true, M.electronicRecords),
        contactConsent: v.optional(v.boolean(), false),
      },
      REQUIRED,
    ),
    signature: v.object({ name: requiredText(M.signature, 130, isPlainText) }, REQUIRED),
  },
  REQUIRED,
);

const fold = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * True when a typed signature is the first and last name of one of the owners, ignoring case and extra
 * spaces.
 *
 * @example signatureMatchesOwner('  dana   REYES', [{ firstName: 'Dana', lastName: 'Reyes' }]); // true
 */
export function signatureMatchesOwner(
  signature: string,
  owners: readonly { firstName: string; lastName: string }[],
): boolean {
  return owners.some((owner) => fold(`${owner.firstName} ${owner.lastName}`) === fold(signature));
}

/**
 * A whole credit application as the widget submits it (`POST /widget-api/v1/credit-applications`), with
 * the spec §5 messages per field and the rules of domain.md §2.17: FEIN and SSN of nine digits, an ABA
 * routing number, owners 18 to 120 years old holding at most 100 % together, the required consents and a
 * signature that names an owner. `website2` is the honeypot and `startedAt` the time the form was first
 * shown; judging them is the server's business, so here they are only shapes.
 *
 * @example
 * const result = v.safeParse(CreditApplicationSchema, body);
 * if (!result.success) result.issues.map((issue) => [v.getDotPath(issue), issue.message]); // [['owners.0.ssn', 'Please enter valid SSN']]
 */
export const CreditApplicationSchema = v.pipe(
  v.object(
    {
      clientId: v.pipe(v.string(REQUIRED), v.regex(IDEMPOTENCY_KEY_PATTERN, 'Please enter valid client id')),
      company: requiredText('Please enter valid company', 160, isPlainText),
      to: requiredText('Please enter valid recipient', 160, isPlainText),
      startedAt: v.pipe(v.number(orRequired(NUMBER)), v.integer(NUMBER), v.minValue(0, NUMBER)),
      website2: v.optional(v.string(), ''),
      ...BusinessStepSchema.entries,
      ...OwnersStepSchema.entries,
      ...EquipmentStepSchema.entries,
      ...ConsentStepSchema.entries,
    },
    REQUIRED,
  ),
  v.forward(
    v.partialCheck(
      [['owners'], ['signature', 'name']],
      (application) => signatureMatchesOwner(application.signature.name, application.owners),
      M.signature,
    ),
    ['signature', 'name'],
  ),
);

/** What a client sends: numbers typed with or without dashes, empty optional fields as '' or null. */
export type CreditApplicationInput = v.InferInput<typeof CreditApplicationSchema>;

/** What the server keeps: trimmed, personal and bank numbers as digits only, empty optionals undefined. */
export type CreditApplication = v.InferOutput<typeof CreditApplicationSchema>;
