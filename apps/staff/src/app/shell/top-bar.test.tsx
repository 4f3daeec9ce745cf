import '@testing-library/jest-dom/vitest';
import type { PermissionMap } from '@lendline/permissions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { renderApp, resetAfterTest } from '../../testing/render-app.tsx';

afterEach(resetAfterTest);

const view = { view: true };

async function openGear() {
  fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
  // The dropdown fades in; its items count once it is shown.
  await screen.findAllByRole('menuitem');
  return screen.getByRole('menu');
}

async function pick(label: string) {
  fireEvent.click(await screen.findByRole('combobox', { name: 'Module' }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

describe('gear menu', () => {
  it('is not shown to a role without Setup Users, Roles or Salesforce Sync', async () => {
    renderApp('/home', {
      permissions: { enquiry: { Contracts: view }, setupModule: { Impersonation: view } },
    });

    await screen.findByRole('heading', { name: /Welcome/ });
    expect(screen.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it.each<[string, PermissionMap, string[]]>([
    ['Users only', { setupModule: { Users: view } }, ['Setup']],
    ['Salesforce Sync only', { setupModule: { 'Salesforce Sync': view } }, ['Salesforce Sync']],
    [
      'everything',
      { setupModule: { Roles: view, 'Salesforce Sync': view, Impersonation: view } },
      ['Setup', 'Salesforce Sync', 'Login as'],
    ],
  ])('offers %s what the role may use', async (_, permissions, items) => {
    renderApp('/home', { permissions });

    const menu = await openGear();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(items);
  });

  it('leads Setup to the users list, or to roles when users are not viewable', async () => {
    const { router } = renderApp('/home', { permissions: { setupModule: { Roles: view } } });

    fireEvent.click(within(await openGear()).getByRole('menuitem', { name: 'Setup' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/setupModule/role/list'));
  });
});

describe('module picker', () => {
  const permissions = {
    ach: { ACH: view },
    extensions: { Reports: view, Process: view },
    enquiry: { Contracts: view },
  };

  it('offers Home and the modules the role may pick, in catalogue order', async () => {
    renderApp('/home', { permissions });

    fireEvent.click(await screen.findByRole('combobox', { name: 'Module' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Home',
      'Contract Inquiry',
      'Extensions',
      'ACH',
    ]);
  });

  it("goes to the chosen module's first permitted page and remembers the module", async () => {
    const { router } = renderApp('/home', { permissions });

    // Nothing of Extensions this role may view is built: its first permitted section says so.
    await pick('Extensions');
    await waitFor(() => expect(router.state.location.pathname).toBe('/extensions/report/list'));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.local.moduleName)).toBe('extensions'));

    await pick('ACH');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ach/ach/list'));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.local.moduleName)).toBe('ach'));
    // The picker shows the module once React commits the navigation, which a loaded machine may delay.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Module' })).toHaveValue('ACH'));

    await pick('Home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('does not navigate on its own when a home card chooses the module', async () => {
    // A card leads to a built section (issue 22 item 10): Extensions' contracts.
    const { router } = renderApp('/home', {
      permissions: { ...permissions, extensions: { ...permissions.extensions, Contracts: view } },
    });
    const card = await screen.findByRole('link', { name: /Extensions/ });
    // Every finished navigation gets a new location key; a second one would mean the picker moved on its own.
    const home = router.state.location.key;
    const arrivals = new Map<string, string>();
    router.subscribe(({ navigation, location }) => {
      if (navigation.state === 'idle' && location.key !== home) arrivals.set(location.key, location.pathname);
    });

    fireEvent.click(card);

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Module' })).toHaveValue('Extensions'));
    await waitFor(() => expect([...arrivals.values()]).toEqual(['/extensions/contract/list']));
  });

  it('opens a module on its first built section, as the home cards do', async () => {
    const { router } = renderApp('/home', {
      permissions: { ...permissions, dataTapes: { Tapes: view, Templates: view, Downloads: view } },
    });
    // Tapes and Templates come first but are not built yet: Downloads is.
    await pick('Tape Builder');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dataTapes/downloads/list'));
  });

  it('shows the placeholder where no module is chosen and stays on the page', async () => {
    const { router } = renderApp('/profile', { permissions });

    const picker = await screen.findByRole('combobox', { name: 'Module' });
    expect(picker).toHaveValue('');
    expect(picker).toHaveAttribute('placeholder', 'Select module');
    expect(router.state.location.pathname).toBe('/profile');
  });
});
