import { ApiError } from '@lendline/api-client';
import { confirm } from '../../components/confirm.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { showErrorToast, showSuccessToast } from '../../lib/toast.ts';
import { deleteRole } from './api/delete-role.ts';
import { useRefreshRoles, type RoleRecord } from './api/roles-resource.ts';

function deleteFailure(role: Pick<RoleRecord, 'name'>, failure: unknown): string {
  // The server's "still in use by other records" says neither by what nor what to do.
  if (failure instanceof ApiError && failure.code === 'REFERENCE_CONSTRAINT') {
    return `${role.name} is still assigned to users. Give them another role first, then delete it.`;
  }
  return errorMessage(failure, 'The role could not be deleted.');
}

/** Deleting a role, from the list and the editor: confirmed by name, a refusal explained. */
export function useRoleActions() {
  const refresh = useRefreshRoles();

  return {
    /** Resolves true once the role is gone. */
    remove: async (role: Pick<RoleRecord, 'id' | 'name'>): Promise<boolean> => {
      const message = (
        <>
          Delete the role <strong>{role.name}</strong>? A role can only be deleted once no user holds it.
        </>
      );
      if (!(await confirm({ message, danger: true }))) return false;
      try {
        await deleteRole(role.id);
      } catch (failure) {
        showErrorToast('Error', deleteFailure(role, failure));
        return false;
      }
      showSuccessToast('Role deleted', `${role.name} was deleted.`);
      void refresh();
      return true;
    },
  };
}
