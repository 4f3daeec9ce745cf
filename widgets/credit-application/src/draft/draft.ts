import { BUSINESS_GROUPS, EQUIPMENT_FIELDS, NUMERIC_FIELDS, OWNER_FIELDS, type FieldSpec } from './fields.ts';

/** A section as typed: text fields as strings, check boxes as booleans. */
export type Section = Record<string, string | boolean>;

/** Everything the applicant has entered so far, with the draft's identity and the step on screen. */
export interface Draft {
  /** The idempotency key of the submission: made once per draft, so every retry sends the same one. */
  clientId: string;
  /** When the form was first shown (ms epoch): the server's minimum fill time counts from it. */
  startedAt: number;
  step: number;
  business: Section;
  owners: Section[];
  equipment: Section;
  consents: { creditPull: boolean; electronicRecords: boolean; contactConsent: boolean };
  signature: { name: string };
}

const blank = (fields: readonly FieldSpec[]): Section =>
  Object.fromEntries(fields.map((field) => [field.name, field.kind === 'checkbox' ? false : '']));

export const BUSINESS_FIELDS = BUSINESS_GROUPS.flatMap(([, fields]) => fields);

/** An owner with nothing entered yet. */
export const blankOwner = (): Section => blank(OWNER_FIELDS);

/**
 * A random client id of 32 hex digits. `crypto.randomUUID` needs a secure context, which a partner page on
 * plain http is not; `getRandomValues` works everywhere.
 */
const newClientId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/** A fresh draft, started now. */
export function newDraft(): Draft {
  return {
    clientId: newClientId(),
    startedAt: Date.now(),
    step: 0,
    business: blank(BUSINESS_FIELDS),
    owners: [blankOwner()],
    equipment: { ...blank(EQUIPMENT_FIELDS), termMonths: '60', condition: 'new' },
    consents: { creditPull: false, electronicRecords: false, contactConsent: false },
    signature: { name: '' },
  };
}

// "$1,250,000" and "60 %" are numbers too; an empty field is one not given, and anything else goes to the
// schema as NaN, which it refuses with the spec's number message.
const toNumber = (text: string) => {
  const plain = text.replace(/[$,%\s]/g, '');
  return plain ? Number(plain) : undefined;
};

const wireSection = (section: Section) =>
  Object.fromEntries(
    Object.entries(section).map(([name, value]) => [
      name,
      typeof value === 'string' && NUMERIC_FIELDS.includes(name) ? toNumber(value) : value,
    ]),
  );

/**
 * The draft as the wire body's sections (`business`, `owners`, `equipment`, `consents`, `signature`):
 * what the shared schema validates and the server receives.
 */
export function draftBody(draft: Draft) {
  return {
    business: wireSection(draft.business),
    owners: draft.owners.map(wireSection),
    equipment: wireSection(draft.equipment),
    consents: draft.consents,
    signature: draft.signature,
  };
}

/** The value at a dot path of the draft (`owners.1.ssn`). */
export function valueAt(draft: Draft, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], draft);
}

/** A copy of the draft with the value at a dot path replaced; the untouched branches are shared. */
export function withValue(draft: Draft, path: string, value: unknown): Draft {
  const put = (node: unknown, [key, ...rest]: string[]): unknown => {
    const copy = (Array.isArray(node) ? [...node] : { ...(node as object) }) as Record<string, unknown>;
    copy[key!] = rest.length ? put(copy[key!], rest) : value;
    return copy;
  };
  return put(draft, path.split('.')) as Draft;
}
