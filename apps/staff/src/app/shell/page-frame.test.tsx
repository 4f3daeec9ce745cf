import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetAfterTest } from '../../testing/render-app.tsx';

afterEach(resetAfterTest);

const view = { view: true };

// Issue 22 item 8: status pages sat in a centred column (x≈455 at 1366 px) while every other page starts
// at the main area's top left under the same header.
describe('status pages in the shell', () => {
  it.each([
    ['a section access-denied page', '/ach/ach/access-denied', 'Access denied'],
    ['Access Revoked', '/access-denied', 'Access Revoked'],
    ['a not-built page', '/dataTapes/datatapes/list', 'Tapes'],
  ])('%s uses the page frame of the rest of the shell', async (_, url, title) => {
    renderApp(url, { permissions: { dataTapes: { Tapes: view } } });

    const heading = await screen.findByRole('heading', { level: 1, name: title });
    const main = screen.getByRole('main');
    // No centred column of its own: the page starts where lists and forms start.
    expect(main.querySelector('.mantine-Container-root')).toBeNull();
    expect(main).toContainElement(heading);
  });
});

describe('module picker', () => {
  const picker = async () => screen.findByRole('combobox', { name: 'Module' });

  it('shows Setup on the Setup module pages, which the picker does not offer', async () => {
    renderApp('/setupModule/role/list', { permissions: { setupModule: { Roles: view } } });

    expect(await picker()).toHaveValue('Setup');
  });

  it("shows the page's module even when the role may not open it", async () => {
    renderApp('/ach/ach/access-denied', { permissions: { enquiry: { Contracts: view } } });

    await screen.findByRole('heading', { name: 'Access denied' });
    expect(await picker()).toHaveValue('ACH');
  });

  it('reads "Select module" only on pages without a module', async () => {
    renderApp('/access-denied', { permissions: { enquiry: { Contracts: view } } });

    await screen.findByRole('heading', { name: 'Access Revoked' });
    expect(await picker()).toHaveValue('');
    expect(await picker()).toHaveAttribute('placeholder', 'Select module');
  });
});
