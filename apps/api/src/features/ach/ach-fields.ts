import type { FieldDef } from '../../resources/field-def.ts';

// Field kinds of the ACH lists, for the filter engine. Every field is read-only to the generic routes:
// ACH records change through their own routes (mandate create and revoke, the build job, entry hold and
// remove), which check the state machine and write the audit log.
const read = { readOnly: true } as const;
export const id = { type: 'number', ...read } as const;
export const text = { type: 'string', ...read, sort: { caseInsensitive: true } } as const;
export const optionalText = { ...text, nullable: true } as const;
export const code = { type: 'string', ...read } as const;
export const optionalCode = { ...code, nullable: true } as const;
export const count = { type: 'number', ...read, integer: 'integer' } as const;
export const money = { type: 'number', ...read, integer: false } as const;
export const day = { type: 'date', format: 'date', ...read } as const;
export const optionalDay = { ...day, nullable: true } as const;
export const moment = { type: 'date', ...read } as const;
export const optionalMoment = { ...moment, nullable: true } as const;
export const flag = { type: 'boolean', ...read } as const;
export const optionalId = { ...id, nullable: true } as const;
/** A user as `{ id, name }` (maker, approver); filter and sort by the `…ById` field beside it. */
export const user = { type: 'json', ...read, nullable: true } as const satisfies FieldDef;

/** `{ id, name }` of the app_user a column names, or null, as a SQL expression. */
export const userJson = (column: string): string =>
  `(select json_build_object('id', u.id, 'name', u.first_name || ' ' || u.last_name)
     from app_user u where u.id = ${column})`;
