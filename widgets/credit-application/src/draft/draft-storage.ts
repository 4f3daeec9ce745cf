import { BUSINESS_FIELDS, blankOwner, newDraft, type Draft, type Section } from './draft.ts';
import { OWNER_FIELDS } from './fields.ts';

// Personal and bank numbers (FEIN, SSN, date of birth, bank account and routing) go to sessionStorage, so a
// reload keeps them but they do not outlive the tab on a shared computer; everything else to localStorage.
// Both under one key per company and recipient (CONTRACT.md).
const SECRETS = new Set(
  [...BUSINESS_FIELDS, ...OWNER_FIELDS].filter((field) => field.secret).map((field) => field.name),
);

/** The storage key of the draft for a company and a recipient. */
export const draftKey = (company: string, to: string) => `lendline:credit-application:${company}:${to}`;

const split = (section: Section): [open: Section, secret: Section] => {
  const open: Section = {};
  const secret: Section = {};
  for (const [name, value] of Object.entries(section)) (SECRETS.has(name) ? secret : open)[name] = value;
  return [open, secret];
};

// Storage may be missing or refuse (blocked third-party storage, a full quota): the form still works, the
// draft is just not kept.
const read = (storage: () => Storage, key: string): Partial<Draft> => {
  try {
    return (JSON.parse(storage().getItem(key) ?? '{}') as Partial<Draft> | null) ?? {};
  } catch {
    return {};
  }
};

const write = (storage: () => Storage, key: string, value: string | undefined) => {
  try {
    if (value === undefined) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Not kept; see above.
  }
};

const local = () => localStorage;
const session = () => sessionStorage;

/** The draft kept for this key, or a fresh one; a damaged draft is replaced by a fresh one. */
export function loadDraft(key: string): Draft {
  const fresh = newDraft();
  const open = read(local, key);
  const secret = read(session, key);
  if (typeof open.clientId !== 'string' || !Array.isArray(open.owners)) return fresh;
  return {
    ...fresh,
    ...open,
    business: { ...fresh.business, ...open.business, ...secret.business },
    owners: open.owners.map((owner, i) => ({ ...blankOwner(), ...owner, ...secret.owners?.[i] })),
    equipment: { ...fresh.equipment, ...open.equipment },
    consents: { ...fresh.consents, ...open.consents },
    signature: { ...fresh.signature, ...open.signature },
  };
}

/** Keeps the draft: personal numbers in sessionStorage, the rest in localStorage. */
export function saveDraft(key: string, draft: Draft): void {
  const [business, businessSecrets] = split(draft.business);
  const owners = draft.owners.map(split);
  write(local, key, JSON.stringify({ ...draft, business, owners: owners.map(([open]) => open) }));
  write(
    session,
    key,
    JSON.stringify({ business: businessSecrets, owners: owners.map(([, secret]) => secret) }),
  );
}

/** Forgets the draft in both storages (after a successful submit). */
export function clearDraft(key: string): void {
  write(local, key, undefined);
  write(session, key, undefined);
}
