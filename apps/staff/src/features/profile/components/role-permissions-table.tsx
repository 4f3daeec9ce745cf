import { Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ACTIONS, can, MODULES, type PermissionMap } from '@lendline/permissions';
import { RolePermissionsList, type GrantedMenu } from './role-permissions-list.tsx';

export interface RolePermissionsTableProps {
  permissions: PermissionMap;
  /** Said in place of the table when the role grants nothing. */
  emptyText?: string;
}

const ACTION_LABELS = { view: 'View', create: 'Create', download: 'Download' } as const;

/** Every menu the map grants anything on, in catalog order, with its flags. */
export function grantedRows(permissions: PermissionMap): GrantedMenu[] {
  return MODULES.flatMap((module) =>
    module.menus
      .map((entry) => ({
        key: `${module.id}/${entry.menu}`,
        module: module.name,
        menu: entry.menu,
        flags: ACTIONS.map((action) => can(permissions, module.id, entry.menu, action)),
      }))
      .filter((row) => row.flags.some(Boolean)),
  );
}

/**
 * What a role grants, module by module and menu by menu (spec §3 Permissions): one row per menu with
 * any action, each action spelled out, so nothing is told by colour alone. On a phone, where the table
 * would scroll sideways, the same grants as a list of modules (RolePermissionsList).
 */
export function RolePermissionsTable({
  permissions,
  emptyText = 'This role grants no permissions.',
}: RolePermissionsTableProps) {
  const rows = grantedRows(permissions);
  // Below Mantine's `sm` breakpoint (768 px), as the lists' pagination.
  const narrow = useMediaQuery('(max-width: 48em)');
  if (rows.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  if (narrow) return <RolePermissionsList rows={rows} />;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped highlightOnHover verticalSpacing={4} fz="sm" aria-label="Role permissions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Module</Table.Th>
            <Table.Th>Menu</Table.Th>
            {ACTIONS.map((action) => (
              <Table.Th key={action}>{ACTION_LABELS[action]}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{row.module}</Table.Td>
              <Table.Td>{row.menu}</Table.Td>
              {row.flags.map((allowed, index) => (
                <Table.Td key={ACTIONS[index]} c={allowed ? undefined : 'dimmed'}>
                  {allowed ? 'Yes' : 'No'}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
