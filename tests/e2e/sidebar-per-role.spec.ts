import {
  MODULES,
  can,
  moduleLandingPath,
  parsePermissions,
  pickableModules,
  type PermissionMap,
} from '@lendline/permissions';
import { expect, test } from '@playwright/test';
import { openInApp } from './support/in-app.ts';
import { ADMIN, DEMO_PASSWORD, signInThroughPage } from './support/sign-in.ts';

// One demo account per working role (README): each must see exactly the sidebar its role allows.
const DEMO_ACCOUNTS = [
  ADMIN,
  'marcus.delgado@example.com',
  'priya.raman@example.com',
  'tomas.herrera@example.com',
  'grace.okafor@example.com',
  'daniel.whitfield@example.com',
  'mei.chen@example.com',
  'jordan.brooks@example.com',
  'siobhan.obrien@example.com',
  'elena.petrova@example.com',
  'kwame.mensah@example.com',
  'nora.castillo@example.com',
];

// Links the staff app shows under a section's entry, guarded by that entry's menu (the section's
// `sidebarLinks` in its pages.ts): ACH's Reports.
const SUB_LINKS: Record<string, string[]> = { 'ach › ACH': ['Reports'] };

test.describe.configure({ mode: 'serial' });

let permissionsByEmail: Map<string, PermissionMap>;

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/login', { data: { email: ADMIN, password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const filter = {
    where: { email: { inq: DEMO_ACCOUNTS } },
    fields: ['email', 'roleId'],
    include: [{ relation: 'permissions', scope: { fields: ['permissions'] } }],
  };
  const response = await request.get(
    `/api/rgnts-apps-users?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  const users = (await response.json()) as { email: string; permissions: { permissions: string } }[];
  permissionsByEmail = new Map(
    users.map((user) => [user.email, parsePermissions(user.permissions.permissions)]),
  );
});

for (const email of DEMO_ACCOUNTS) {
  test(`${email} sees exactly the modules and sidebar entries the role allows`, async ({ page }) => {
    // The administrator opens every module: 14 pages, well past the default 30 s on a busy 2-core machine.
    test.setTimeout(90_000);
    const permissions = permissionsByEmail.get(email)!;
    await signInThroughPage(page, email);
    for (const module of pickableModules(permissions)) {
      await openInApp(page, moduleLandingPath(permissions, module.id)!);
      const expected = module.menus
        .filter((menu) => menu.sidebar && can(permissions, module.id, menu.menu, 'view'))
        .flatMap((menu) => [menu.menu, ...(SUB_LINKS[`${module.id} › ${menu.menu}`] ?? [])]);
      const sidebar = page.getByRole('navigation', { name: `${module.name} navigation` });
      await expect(sidebar.getByRole('link')).toHaveText(expected);
    }
    // Modules the role may not pick are refused by the guard.
    const refused = MODULES.filter(
      (module) =>
        module.inPicker && module.menus.length > 0 && !pickableModules(permissions).includes(module),
    );
    for (const module of refused.slice(0, 2)) {
      const first = module.menus.find((menu) => menu.sidebar)!;
      await openInApp(
        page,
        `/${module.id}/${first.route}${first.landing === null ? '' : `/${first.landing}`}`,
      );
      await expect(page).toHaveURL(/access-denied$/);
    }
  });
}
