import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetAfterTest } from '../../testing/render-app.tsx';

afterEach(resetAfterTest);

const view = { view: true };

/** Each card's name and where it leads; null for a card of a module whose screens are not built yet. */
const cards = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => [
      item.querySelector('p')?.textContent,
      within(item).queryByRole('link')?.getAttribute('href') ?? null,
    ]);

const cardOf = (name: string) =>
  within(screen.getAllByRole('listitem').find((item) => item.querySelector('p')?.textContent === name)!);

describe('home page', () => {
  it('shows a card per module the role may pick, opening its first permitted built page, grouped', async () => {
    renderApp('/home', {
      permissions: {
        enquiry: { Contracts: view },
        extensions: { Reports: view },
        ach: { ACH: view },
        vendorInvoice: { Sessions: view },
        dataTapes: { Downloads: view },
        setupModule: { Roles: view },
      },
    });

    await screen.findByRole('heading', { name: /Welcome, Avery Collins/ });
    // Issue 22 item 10: modules whose screens are all still planned lead nowhere and say so.
    expect(cards()).toEqual([
      ['Contract Inquiry', '/enquiry/contract/list'],
      ['Extensions', '/extensions/report/list'],
      ['ACH', '/ach/ach/list'],
      ['ACH File Viewer', '/ach-view-file'],
      ['Vendor Invoice', null],
      ['Tape Builder', '/dataTapes/downloads/list'],
      ['Setup Module', '/setupModule/role/list'],
    ]);
    expect(cardOf('ACH').queryByText('Not built yet')).not.toBeInTheDocument();
    expect(cardOf('Vendor Invoice').getByText('Not built yet')).toBeInTheDocument();
    expect(cardOf('Vendor Invoice').getByText('Sessions: coming in a later release')).toBeInTheDocument();
    expect(cardOf('Contract Inquiry').queryByText('Not built yet')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Contracts & invoicing',
      'Payments',
      'Funding & assets',
      'Administration',
    ]);
  });

  it('opens a module on its first built section and names the sections that are not built yet', async () => {
    renderApp('/home', {
      permissions: {
        extensions: { Contracts: view, Reports: view, Process: view },
        dataTapes: { Tapes: view, Templates: view, Downloads: view },
      },
    });

    await screen.findByRole('heading', { name: /Welcome, Avery Collins/ });
    expect(cards()).toEqual([
      ['Extensions', '/extensions/contract/list'],
      ['Tape Builder', '/dataTapes/downloads/list'],
    ]);
    expect(cardOf('Extensions').queryByText(/Not built yet/)).not.toBeInTheDocument();
    expect(cardOf('Tape Builder').getByText('Downloads')).toBeInTheDocument();
    expect(cardOf('Tape Builder').getByText('Not built yet: Tapes · Templates')).toBeInTheDocument();
  });

  it('tells an inactive role that no module is open to it', async () => {
    renderApp('/home', { role: { status: false, permissions: { ach: { ACH: view } } } });

    expect(await screen.findByText(/Your role is not active/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /ACH/ })).not.toBeInTheDocument();
  });
});
