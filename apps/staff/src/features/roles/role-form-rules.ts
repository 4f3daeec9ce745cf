import { ApiError } from '@lendline/api-client';
import type { PermissionMap } from '@lendline/permissions';
import { FIELD_REQUIRED } from '@lendline/validation';
import * as v from 'valibot';
import { startOfUtcDay, utcDay } from '../../components/data-table/utc-dates.ts';
import { errorMessage } from '../../lib/error-message.ts';
import type { RoleInput } from './api/save-role.ts';
import type { RoleRecord } from './api/roles-resource.ts';
import { matrixFrom, permissionsJson, rowKey, rowOfDetailPath } from './permission-matrix-model.ts';

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 500;

export interface RoleFormValues {
  name: string;
  description: string;
  status: boolean;
  /** The expiry day as `YYYY-MM-DD` (a UTC calendar day), or null for none. */
  expireIn: string | null;
  permissions: PermissionMap;
}

export type RoleField = Exclude<keyof RoleFormValues, 'permissions'>;
export type RoleFormErrors = Partial<Record<RoleField, string>>;

export const EMPTY_ROLE: RoleFormValues = {
  name: '',
  description: '',
  status: true,
  expireIn: null,
  permissions: matrixFrom(null),
};

export const roleFormValues = (role: RoleRecord): RoleFormValues => ({
  name: role.name,
  description: role.description ?? '',
  status: role.status,
  expireIn: utcDay(role.expireIn),
  permissions: matrixFrom(role.permissions ?? null),
});

export const RoleFormSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(FIELD_REQUIRED),
    v.maxLength(NAME_MAX, `At most ${NAME_MAX} characters`),
  ),
  description: v.string(),
  status: v.boolean(),
  expireIn: v.nullable(v.string()),
  // Every cell of the matrix is a switch: there is nothing in it to get wrong.
  permissions: v.custom<PermissionMap>(() => true),
}) satisfies v.GenericSchema<RoleFormValues, unknown>;

/** What the server stores: trimmed text, the expiry at midnight UTC, the matrix as JSON text. */
export const roleInput = (values: RoleFormValues): RoleInput => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
  status: values.status,
  expireIn: values.expireIn ? startOfUtcDay(values.expireIn) : null,
  permissions: permissionsJson(values.permissions),
});

/** Only what changed between two inputs, so an update touches (and the server checks) nothing else. */
export function changedFields(before: RoleInput, after: RoleInput): Partial<RoleInput> {
  return Object.fromEntries(
    Object.entries(after).filter(([key, value]) => before[key as keyof RoleInput] !== value),
  );
}

export interface RoleSubmissionErrors {
  fields: RoleFormErrors;
  /** Keyed like the matrix rows, `module/menu`. */
  rows: Record<string, string>;
  form: string | null;
}

const FIELDS = new Set<string>(['name', 'description', 'status', 'expireIn']);

/**
 * Where to show a refused save: 422 details on their field (`/name`) or matrix row
 * (`/permissions/ach/ACH/approve`), and anything else (a 403 for granting rights the editor lacks)
 * above the form in the server's words, with the details no field or row could take.
 */
export function roleSubmissionErrors(error: unknown): RoleSubmissionErrors {
  const details = error instanceof ApiError && Array.isArray(error.body?.details) ? error.body.details : [];
  const fields: RoleFormErrors = {};
  const rows: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const detail of details as { path?: unknown; message?: unknown }[]) {
    const path = typeof detail.path === 'string' ? detail.path : '';
    const message = typeof detail.message === 'string' ? detail.message : 'Invalid value';
    const field = path.replace(/^\//, '');
    const row = rowOfDetailPath(path);
    if (FIELDS.has(field)) fields[field as RoleField] = message;
    else if (row) rows[rowKey(row)] = `${path.split('/').pop()}: ${message}`;
    else unplaced.push(path ? `${path}: ${message}` : message);
  }
  const placed = Object.keys(fields).length + Object.keys(rows).length > 0;
  const fallback = errorMessage(error, 'The role could not be saved. Please try again.');
  const form = placed && unplaced.length === 0 ? null : [fallback, ...unplaced].join(' ');
  return { fields, rows, form };
}
