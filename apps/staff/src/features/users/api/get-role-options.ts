import { roleRecord } from '@lendline/wire';
import useSWR from 'swr';
import * as v from 'valibot';
import { api } from '../../../lib/api.ts';

/** Spec §9: pickers ask for every row at once. */
const PICKER_LIMIT = 100_000_000;

/** A role as the picker asks for it: its id and name only. */
const roleOption = v.pick(roleRecord, ['id', 'name']);

export interface RoleOption {
  value: string;
  label: string;
}

/** The role picker's options, and whether they are still loading or could not be loaded. */
export interface RoleOptions {
  options: RoleOption[];
  loading: boolean;
  error: boolean;
}

/** Every role as a picker option (spec §7: `GET /rgnts-apps-roles` with fields id and name), by name. */
export function useRoleOptions(): RoleOptions {
  const { data, error, isLoading } = useSWR(
    'role-options',
    () =>
      api.list(
        'rgnts-apps-roles',
        { fields: ['id', 'name'], order: 'name ASC', limit: PICKER_LIMIT },
        { schema: roleOption },
      ),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  const options: RoleOption[] = (data ?? []).map((role) => ({ value: String(role.id), label: role.name }));
  return { options, error: error !== undefined, loading: isLoading };
}
