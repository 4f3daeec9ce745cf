import { Group, NavLink, Stack, Text, ThemeIcon } from '@mantine/core';
import { MODULES, can, type SidebarMenuEntry } from '@lendline/permissions';
import { Link, useLocation } from 'react-router';
import { Icon, type IconName } from '../../components/icons.tsx';
import { MENU_ICONS, moduleVisual } from '../../features/navigation/module-visuals.ts';
import { useSession } from '../../features/session/session-context.ts';
import { builtSections } from '../module-sections.ts';
import type { SectionDefinition } from '../section-definition.ts';

/** The links a section shows under its sidebar entry (ACH › Reports), by route section. */
const SUB_LINKS = new Map(
  Object.values(builtSections as Record<string, SectionDefinition>)
    .filter((section) => section.sidebarLinks)
    .map((section) => [section.route, section.sidebarLinks!] as const),
);

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
            const subLinks = (SUB_LINKS.get(route) ?? []).map((link) => {
              const to = `${sectionPath}/${link.path}`;
              // A sub-link is active on every page of its folder (`report/cards` and `report/list`).
              const folder = to.slice(0, to.lastIndexOf('/'));
              return { ...link, to, active: isWithin(pathname, folder) };
            });
            const active = isWithin(pathname, sectionPath) && !subLinks.some((link) => link.active);
            const navLink = (
              key: string,
              label: string,
              to: string,
              on: boolean,
              icon: IconName,
              sub = false,
            ) => (
              <NavLink
                key={key}
                component={Link}
                to={to}
                label={label}
                leftSection={<Icon name={icon} size={18} />}
                active={on}
                aria-current={on ? 'page' : undefined}
                onClick={onNavigate}
                variant="light"
                fw={on ? 600 : 500}
                pl={sub ? 'xl' : undefined}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              />
            );
            return [
              navLink(
                menu,
                menu,
                landing === null ? sectionPath : `${sectionPath}/${landing}`,
                active,
                MENU_ICONS[menu] ?? 'apps',
              ),
              ...subLinks.map((link) =>
                navLink(
                  `${menu}:${link.path}`,
                  link.label,
                  link.to,
                  link.active,
                  MENU_ICONS[link.label] ?? 'apps',
                  true,
                ),
              ),
            ];
          })}
        </Stack>
      )}
    </Stack>
  );
}
