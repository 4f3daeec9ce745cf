import { NavLink, Stack, Text } from '@mantine/core';
import { MODULES, can } from '@lendline/permissions';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../features/session/session-context.ts';

export interface ModuleSidebarProps {
  moduleId: string;
  /** Closes the narrow-screen sidebar once a link is followed. */
  onNavigate: () => void;
}

/**
 * The module's sidebar entries the role may view (spec §2 sidebar table, §6), each linking to its section
 * with the module in the path. A section stays highlighted on its detail and add pages too.
 */
export function ModuleSidebar({ moduleId, onNavigate }: ModuleSidebarProps) {
  const { pathname } = useLocation();
  const { permissions } = useSession();
  const module = MODULES.find((entry) => entry.id.toLowerCase() === moduleId.toLowerCase());
  if (!module) return null;
  const entries = module.menus.filter(
    (menu) => menu.sidebar && can(permissions, module.id, menu.menu, 'view'),
  );

  return (
    <Stack gap={2} component="nav" aria-label={`${module.name} navigation`}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={6}>
        {module.name}
      </Text>
      {entries.map(({ menu, route }) => {
        const sectionPath = `/${encodeURIComponent(moduleId)}/${route}`;
        const active = pathname === sectionPath || pathname.startsWith(`${sectionPath}/`);
        return (
          <NavLink
            key={menu}
            component={Link}
            to={sectionPath}
            label={menu}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}
