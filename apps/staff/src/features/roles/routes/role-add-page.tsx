import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { showSuccessToast } from '../../../lib/toast.ts';
import { useRefreshRoles } from '../api/roles-resource.ts';
import { createRole } from '../api/save-role.ts';
import { RoleForm } from '../components/role-form.tsx';
import { rolesGate, type RoleLinks } from '../role-links.ts';
import { EMPTY_ROLE, roleInput, type RoleFormValues } from '../role-form-rules.ts';

export interface RoleAddPageProps {
  module: string;
  links: RoleLinks;
}

/** Add Role (spec §2 `role/add`). */
export function RoleAddPage({ module, links }: RoleAddPageProps) {
  const navigate = useNavigate();
  const refreshRoles = useRefreshRoles();

  const add = async (values: RoleFormValues) => {
    const role = await createRole(roleInput(values));
    showSuccessToast('Role added', `${role.name} can now be given to users.`);
    void refreshRoles();
    await navigate(links.list);
  };

  return (
    <>
      <PageHeader title="Add Role" context="Name the role, then tick what its users may do in each module." />
      <RoleForm
        initialValues={EMPTY_ROLE}
        onSubmit={add}
        submitLabel="Add role"
        cancelHref={links.list}
        gate={rolesGate(module)}
      />
    </>
  );
}
