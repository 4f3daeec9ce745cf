import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  can,
  moduleLandingPath,
  pickableModules,
  roleExpiration,
  type ModuleEntry,
  type PermissionMap,
  type SidebarMenuEntry,
} from '@lendline/permissions';
import { Icon } from '../../components/icons.tsx';
import { ModuleCardGrid, type ModuleCard } from '../../features/navigation/components/module-card-grid.tsx';
import { ACH_FILE_VIEWER, moduleVisual } from '../../features/navigation/module-visuals.ts';
import { useSession, type SessionRole } from '../../features/session/session-context.ts';
import { isBuiltSection } from '../module-sections.ts';
import { paths, pathTo } from '../paths.ts';

/** The module's sidebar sections the role may view, split by whether their screens are built. */
function viewable(permissions: PermissionMap, module: ModuleEntry) {
  const menus = module.menus.filter(
    (menu): menu is SidebarMenuEntry => menu.sidebar && can(permissions, module.id, menu.menu, 'view'),
  );
  return {
    any: menus.length > 0,
    built: menus.filter((menu) => isBuiltSection(menu.route)).map((menu) => menu.menu),
    notBuilt: menus.filter((menu) => !isBuiltSection(menu.route)).map((menu) => menu.menu),
  };
}

const achFileViewerCard: ModuleCard = {
  id: ACH_FILE_VIEWER,
  name: 'ACH File Viewer',
  href: pathTo(paths.achViewFile, {}),
  sections: [],
  ...moduleVisual(ACH_FILE_VIEWER),
};

/**
 * The cards of spec §2 "Module cards": one per module the role may pick, opening its first permitted
 * page whose screens are built (so Contracts for the contract modules, Tape Builder's Downloads), plus
 * Setup (Users or Roles, the spec's `user` card) for administrators and the ACH file viewer (the spec's
 * NachaViewer) for roles that work in ACH. A module whose permitted sections are all still planned (ACH,
 * Vendor Invoice's Sessions, ...) gets a card that says "Not built yet" and leads nowhere, rather than to
 * a placeholder page (issue 22 item 10).
 */
function moduleCards(permissions: PermissionMap): ModuleCard[] {
  const cards = pickableModules(permissions).flatMap((module): ModuleCard[] => {
    const sections = viewable(permissions, module);
    if (!sections.any) return [];
    const href = moduleLandingPath(permissions, module.id, (entry) => isBuiltSection(entry.route)) ?? null;
    const card = {
      id: module.id,
      name: module.name,
      href,
      sections: sections.built,
      notBuilt: sections.notBuilt,
    };
    return module.id === 'ach'
      ? [{ ...card, ...moduleVisual(card.id) }, achFileViewerCard]
      : [{ ...card, ...moduleVisual(card.id) }];
  });
  const setup = ['Users', 'Roles'].filter((menu) => can(permissions, 'setupModule', menu, 'view'));
  if (setup.length > 0) {
    const list = setup[0] === 'Users' ? paths.user.list : paths.role.list;
    cards.push({
      id: 'setupModule',
      name: 'Setup Module',
      href: pathTo(list, { module: 'setupModule' }),
      sections: setup,
      ...moduleVisual('setupModule'),
    });
  }
  return cards;
}

function noModulesMessage(role: SessionRole | null): string {
  if (role?.state === 'expired') {
    return `${roleExpiration(role.expireIn, new Date()).message} Ask an administrator to renew it.`;
  }
  if (role?.state === 'inactive' || !role) {
    return 'Your role is not active, so no modules are open to you. Ask an administrator.';
  }
  return 'Your role does not open any module yet. Ask an administrator for access.';
}

function NoModules({ role }: { role: SessionRole | null }) {
  return (
    <Paper withBorder p="lg" radius="md" maw={560}>
      <Stack gap="xs" align="flex-start">
        <ThemeIcon variant="light" color={role?.state === 'active' ? 'gray' : 'red'} size={36} radius="md">
          <Icon name="lock" size={20} />
        </ThemeIcon>
        <Text fw={600}>No modules available</Text>
        <Text size="sm" c="dimmed">
          {noModulesMessage(role)}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Home: the modules the role may work in, as cards (spec §2), or why there are none (§4 role states). */
export function HomePage() {
  const { user, role, permissions } = useSession();
  const cards = moduleCards(permissions);

  return (
    <Container size="xl" px={0} py="xs">
      <Title order={1} fz="h3">
        Welcome{user?.name ? `, ${user.name}` : ''}
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        {cards.length > 0 ? 'Choose a module to work in.' : 'There is nothing to work on yet.'}
      </Text>
      {cards.length === 0 ? <NoModules role={role} /> : <ModuleCardGrid cards={cards} />}
    </Container>
  );
}
