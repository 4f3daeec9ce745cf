import { Group, NavLink, Stack, Text, ThemeIcon } from '@mantine/core';
import { MODULES, can, type SidebarMenuEntry } from '@lendline/permissions';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/icons.tsx';
import { MENU_ICONS, moduleVisual } from '../../features/navigation/module-visuals.ts';
import { useSession } from '../../features/session/session-context.ts';

export interface ModuleSidebarProps {
  moduleId: string;
  /** Closes the narrow-screen drawer once a link is followed. */
  onNavigate?: () => void;
}

/** Whether the page is the section itself or any page under it (detail, add, manage). */
const isWithin = (pathname: string, sectionPath: string) => {
  const path = pathname.toLowerCase();
  const section = sectionPath.toLowerCase();
  return path === section || path.startsWith(`${section}/`);
};

/**
 * The module's sidebar (spec §2 sidebar table, §6): the entries the role may view, each opening its
 * section with the module in the path. A section stays highlighted on every page under it, so Contracts
 * stays highlighted on the contract detail and add screens of Extensions (and of every other module).
 */
export function ModuleSidebar({ moduleId, onNavigate }: ModuleSidebarProps) {
  const { pathname } = useLocation();
  const { permissions } = useSession();
  const module = MODULES.find((entry) => entry.id.toLowerCase() === moduleId.toLowerCase());
  if (!module) return null;
  const visual = moduleVisual(module.id);
  const entries = module.menus.filter(
    (menu): menu is SidebarMenuEntry => menu.sidebar && can(permissions, module.id, menu.menu, 'view'),
  );

  return (
    <Stack gap="xs" component="nav" aria-label={`${module.name} navigation`}>
      <Group gap="xs" px="xs" py={6} wrap="nowrap">
        <ThemeIcon variant="light" color={visual.color} size={28} radius="sm">
          <Icon name={visual.icon} size={16} />
        </ThemeIcon>
        {/* The whole name, on two lines if need be: "Informational Invoices" must not read "Informational Inv…". */}
        <Text fw={650} size="sm" lh={1.3}>
          {module.name}
        </Text>
      </Group>
      {entries.length === 0 ? (
        <Text size="xs" c="dimmed" px="xs">
          Your role may not view any section of this module.
        </Text>
      ) : (
        <Stack gap={2}>
          {entries.map(({ menu, route, landing }) => {
            const sectionPath = `/${encodeURIComponent(module.id)}/${route}`;
            const active = isWithin(pathname, sectionPath);
            return (
              <NavLink
                key={menu}
                component={Link}
                to={landing === null ? sectionPath : `${sectionPath}/${landing}`}
                label={menu}
                leftSection={<Icon name={MENU_ICONS[menu] ?? 'apps'} size={18} />}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                variant="light"
                fw={active ? 600 : 500}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              />
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
