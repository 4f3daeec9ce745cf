import { useNavigate } from 'react-router';
import { DeleteRecordButton } from '../../../components/data-table/delete-record-button.tsx';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { recordLoadState } from '../../../components/data-table/record-load-state.tsx';
import { showSuccessToast } from '../../../lib/toast.ts';
import { useRole } from '../api/get-role.ts';
import { useRefreshRoles } from '../api/roles-resource.ts';
import { updateRole } from '../api/save-role.ts';
import { RoleForm } from '../components/role-form.tsx';
import { RoleStateBadge } from '../components/role-state-badge.tsx';
import { rolesGate, type RoleLinks } from '../role-links.ts';
import { changedFields, roleFormValues, roleInput, type RoleFormValues } from '../role-form-rules.ts';
import { useRoleActions } from '../use-role-actions.tsx';

export interface RoleUpdatePageProps {
  module: string;
  /** NaN when the address holds no valid id. */
  roleId: number;
  links: RoleLinks;
}

/** Update Role (spec §2 `role/update/{roleId}`): the editor, and delete. */
export function RoleUpdatePage({ module, roleId, links }: RoleUpdatePageProps) {
  const navigate = useNavigate();
  const role = useRole(roleId);
  const actions = useRoleActions();
  const refreshRoles = useRefreshRoles();
  const gate = rolesGate(module);

  const pending = recordLoadState({
    validId: Number.isInteger(roleId),
    query: role,
    noun: 'role',
    list: { label: 'Back to roles', href: links.list },
    skeleton: [200, 400],
    maxWidth: 880,
  });
  if (pending) return pending;
  const record = role.data!;
  const initial = roleFormValues(record);

  const save = async (values: RoleFormValues) => {
    const changes = changedFields(roleInput(initial), roleInput(values));
    if (Object.keys(changes).length > 0) {
      await updateRole(record.id, changes);
      showSuccessToast(
        'Role updated',
        `${values.name.trim()} was saved. Its users get the new rights at once.`,
      );
      void refreshRoles();
    }
    await navigate(links.list);
  };

  return (
    <>
      <PageHeader
        title="Update Role"
        context={<RoleStateBadge role={record} />}
        actions={
          <DeleteRecordButton
            gate={gate}
            onDelete={async () => (await actions.remove(record)) && (await navigate(links.list))}
          />
        }
      />
      <RoleForm
        key={record.id}
        initialValues={initial}
        onSubmit={save}
        submitLabel="Save changes"
        cancelHref={links.list}
        gate={gate}
      />
    </>
  );
}
