import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { showSuccessToast } from '../../../lib/toast.ts';
import { useRoleOptions } from '../api/get-role-options.ts';
import { createUser } from '../api/save-user.ts';
import { useRefreshUsers } from '../api/users-resource.ts';
import { UserForm } from '../components/user-form.tsx';
import { EMPTY_USER, type UserFormValues } from '../user-form-rules.ts';
import { usersGate, type UserLinks } from '../user-links.ts';

export interface UserAddPageProps {
  module: string;
  links: UserLinks;
}

/** Add User (spec §2 `user/add`): the server creates the account and e-mails the invitation. */
export function UserAddPage({ module, links }: UserAddPageProps) {
  const navigate = useNavigate();
  const roles = useRoleOptions();
  const refreshUsers = useRefreshUsers();

  const add = async ({ roleId, ...values }: UserFormValues) => {
    const user = await createUser({ ...values, roleId: Number(roleId) });
    showSuccessToast('User added', `An invitation to activate the account was sent to ${user.email}.`);
    void refreshUsers();
    await navigate(links.list);
  };

  return (
    <>
      <PageHeader
        title="Add User"
        context="The new user receives an e-mail invitation with a code to activate the account."
      />
      <UserForm
        initialValues={EMPTY_USER}
        roles={roles}
        onSubmit={add}
        submitLabel="Add user"
        cancelHref={links.list}
        gate={usersGate(module)}
      />
    </>
  );
}
