import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetAfterTest } from '../../testing/render-app.tsx';

afterEach(resetAfterTest);

const view = { view: true };

const cards = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => [
      within(item).getByRole('link').querySelector('p')?.textContent,
      within(item).getByRole('link').getAttribute('href'),
    ]);

describe('home page', () => {
  it('shows a card per module the role may pick, opening its first permitted page, grouped', async () => {
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
    expect(cards()).toEqual([
      ['Contract Inquiry', '/enquiry/contract/list'],
      ['Extensions', '/extensions/report/list'],
      ['ACH', '/ach/ach/list'],
      ['ACH File Viewer', '/ach-view-file'],
      ['Vendor Invoice', '/vendorInvoice/session/list'],
      ['Tape Builder', '/dataTapes/downloads/list'],
      ['Setup Module', '/setupModule/role/list'],
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Contracts & invoicing',
      'Payments',
      'Funding & assets',
      'Administration',
    ]);
  });

  it('tells an inactive role that no module is open to it', async () => {
    renderApp('/home', { role: { status: false, permissions: { ach: { ACH: view } } } });

    expect(await screen.findByText(/Your role is not active/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /ACH/ })).not.toBeInTheDocument();
  });
});
