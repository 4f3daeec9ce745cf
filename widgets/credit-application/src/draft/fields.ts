import {
  ENTITY_TYPE_LABELS,
  ENTITY_TYPES,
  EQUIPMENT_CONDITION_LABELS,
  EQUIPMENT_CONDITIONS,
  LEASE_STRUCTURE_LABELS,
  LEASE_STRUCTURES,
  US_STATES,
} from '@lendline/validation';

/** One form control: its key in the section, its label, and how it is typed and shown. */
export interface FieldSpec {
  name: string;
  label: string;
  optional?: true;
  kind?: 'select' | 'date' | 'textarea' | 'checkbox';
  /** `[value, label]` pairs of a select. */
  options?: readonly (readonly [string, string])[];
  hint?: string;
  /** The `autocomplete` token. */
  auto?: string;
  /** `email`, `tel` and `url` are input types; `numeric` and `decimal` an `inputmode` on a text input. */
  mode?: 'email' | 'tel' | 'url' | 'numeric' | 'decimal';
  /** A personal or bank number: masked on the review step, kept in sessionStorage only. */
  secret?: true;
  wide?: true;
}

/** A fieldset of a step: its legend and its controls. */
export type FieldGroup = readonly [legend: string, fields: readonly FieldSpec[]];

const STATE_OPTIONS = US_STATES.map((state) => [state.code, state.name] as const);
const PHONE_HINT = '(214) 555-0100 or 214-555-0100';
/** A select's `[value, label]` pairs, in the order the wire list gives. */
const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => [value, labels[value]] as const);

// Street, city, state and ZIP read the same for the business and for an owner's home.
const address = (street: string, prefix: string): FieldSpec[] => [
  { name: 'street', label: street, auto: `${prefix}address-line1`, wide: true },
  { name: 'city', label: 'City', auto: `${prefix}address-level2` },
  { name: 'state', label: 'State', kind: 'select', options: STATE_OPTIONS, auto: `${prefix}address-level1` },
  {
    name: 'zip',
    label: 'ZIP code',
    mode: 'numeric',
    auto: `${prefix}postal-code`,
    hint: '75001 or 75001-1234',
  },
];

// The first group is not called "Business": that is the step's own heading, right above it.
export const BUSINESS_GROUPS: readonly FieldGroup[] = [
  [
    'Company details',
    [
      { name: 'legalName', label: 'Legal business name', auto: 'organization', wide: true },
      { name: 'dba', label: 'DBA (doing business as)', optional: true },
      {
        name: 'entityType',
        label: 'Entity type',
        kind: 'select',
        options: optionsOf(ENTITY_TYPES, ENTITY_TYPE_LABELS),
      },
      { name: 'fein', label: 'Federal tax ID (FEIN)', mode: 'numeric', hint: '12-3456789', secret: true },
      { name: 'yearEstablished', label: 'Year established', mode: 'numeric', hint: 'e.g. 2012' },
      { name: 'industry', label: 'Industry', optional: true },
      { name: 'annualRevenue', label: 'Annual revenue ($)', mode: 'decimal', optional: true },
    ],
  ],
  [
    'Address and contact',
    [
      ...address('Street address', ''),
      { name: 'phone', label: 'Business phone', mode: 'tel', auto: 'tel', hint: PHONE_HINT },
      { name: 'email', label: 'Business e-mail', mode: 'email', auto: 'email' },
      { name: 'website', label: 'Website', mode: 'url', auto: 'url', optional: true, hint: 'https://…' },
    ],
  ],
  [
    'Bank reference',
    [
      { name: 'bankName', label: 'Bank name', optional: true },
      {
        name: 'bankAccount',
        label: 'Business account number',
        mode: 'numeric',
        optional: true,
        secret: true,
      },
      {
        name: 'bankRouting',
        label: 'Routing number',
        mode: 'numeric',
        optional: true,
        secret: true,
        hint: '9 digits',
      },
    ],
  ],
];

export const OWNER_FIELDS: readonly FieldSpec[] = [
  { name: 'firstName', label: 'First name', auto: 'given-name' },
  { name: 'lastName', label: 'Last name', auto: 'family-name' },
  { name: 'title', label: 'Title', hint: 'e.g. President' },
  { name: 'ownershipPercent', label: 'Ownership (%)', mode: 'decimal' },
  {
    name: 'ssn',
    label: 'Social security number',
    mode: 'numeric',
    hint: '123-45-6789',
    secret: true,
    auto: 'off',
  },
  { name: 'dateOfBirth', label: 'Date of birth', kind: 'date', auto: 'bday', secret: true },
  ...address('Home street address', 'home '),
  { name: 'email', label: 'E-mail', mode: 'email', auto: 'email' },
  { name: 'phone', label: 'Phone', mode: 'tel', auto: 'tel', hint: PHONE_HINT },
  { name: 'guarantor', label: 'Personally guarantees the lease or loan', kind: 'checkbox', wide: true },
];

export const EQUIPMENT_FIELDS: readonly FieldSpec[] = [
  { name: 'description', label: 'Equipment description', kind: 'textarea', wide: true },
  {
    name: 'condition',
    label: 'Condition',
    kind: 'select',
    options: optionsOf(EQUIPMENT_CONDITIONS, EQUIPMENT_CONDITION_LABELS),
  },
  { name: 'cost', label: 'Equipment cost ($)', mode: 'decimal', hint: 'e.g. 85000' },
  {
    name: 'termMonths',
    label: 'Requested term',
    kind: 'select',
    options: [12, 24, 36, 48, 60, 72, 84].map((months) => [String(months), `${months} months`] as const),
  },
  {
    name: 'structure',
    label: 'Structure',
    kind: 'select',
    options: optionsOf(LEASE_STRUCTURES, LEASE_STRUCTURE_LABELS),
  },
  { name: 'vendorName', label: 'Vendor name', optional: true, auto: 'off' },
  { name: 'vendorContact', label: 'Vendor contact', optional: true, auto: 'off' },
];

/** Fields typed as text but sent as numbers. */
export const NUMERIC_FIELDS: readonly string[] = [
  'yearEstablished',
  'annualRevenue',
  'ownershipPercent',
  'cost',
  'termMonths',
];
