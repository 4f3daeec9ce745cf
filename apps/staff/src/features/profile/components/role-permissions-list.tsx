import { Badge, Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { ACTIONS } from '@lendline/permissions';
import { Fragment, useId } from 'react';

/** One granted menu, as grantedRows gives it: its module, its name and a flag per action. */
export interface GrantedMenu {
  key: string;
  module: string;
  menu: string;
  flags: boolean[];
}

const ACTION_LABELS = { view: 'View', create: 'Create', download: 'Download' } as const;

// Lists drawn with flex lose their list role in Safari unless it is set again.
const LIST = { component: 'ul', role: 'list', p: 0, m: 0, style: { listStyle: 'none' } } as const;

/** Consecutive menus of one module together, in the catalog order grantedRows keeps. */
function byModule(rows: GrantedMenu[]) {
  const modules: { module: string; menus: GrantedMenu[] }[] = [];
  for (const row of rows) {
    const last = modules.at(-1);
    if (last?.module === row.module) last.menus.push(row);
    else modules.push({ module: row.module, menus: [row] });
  }
  return modules;
}

/**
 * What a role grants, for a phone (the table's five columns scroll sideways at 390 px): each module with
 * its menus, and on each menu's line the actions it grants as badges, spelled out, so nothing is told by
 * colour alone. A screen reader hears "Contracts: View, Download".
 */
export function RolePermissionsList({ rows }: { rows: GrantedMenu[] }) {
  const id = useId();
  return (
    <Stack {...LIST} gap="sm" aria-label="Role permissions">
      {byModule(rows).map(({ module, menus }, index) => (
        <Box component="li" key={module}>
          <Text size="sm" fw={600} id={`${id}-${index}`}>
            {module}
          </Text>
          <Stack {...LIST} gap={4} aria-labelledby={`${id}-${index}`}>
            {menus.map((row) => {
              const granted = ACTIONS.filter((_, index) => row.flags[index]);
              return (
                <Group component="li" key={row.key} justify="space-between" wrap="nowrap" gap="xs" pl="sm">
                  {/* A long menu name wraps; the badges keep their whole words. */}
                  <Text size="sm" miw={0}>
                    {row.menu}
                    <VisuallyHidden>{': '}</VisuallyHidden>
                  </Text>
                  <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                    {granted.map((action, index) => (
                      <Fragment key={action}>
                        {index > 0 && <VisuallyHidden>{', '}</VisuallyHidden>}
                        <Badge size="sm" variant="light" color="gray">
                          {ACTION_LABELS[action]}
                        </Badge>
                      </Fragment>
                    ))}
                  </Group>
                </Group>
              );
            })}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
