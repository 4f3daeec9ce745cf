import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { apiError, invalidBody, json, type ApiHandlers } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { bodyOf, fakeVendorsApi, VENDOR_ADMIN, writes } from '../testing/fake-vendors-api.ts';
import { ISSUED_KEY } from '../testing/vendor-fixtures.ts';

afterEach(settleAndReset);

const KEYS = '/loanCalculator/vendors/list?vendor=1&tab=keys';

async function renderKeys(api: ApiHandlers = {}, url = KEYS) {
  const app = renderApp(url, { permissions: VENDOR_ADMIN, api: { ...fakeVendorsApi(), ...api } });
  const panel = await screen.findByRole('dialog', { name: /^Acme Paving|^Cobalt|^Birch/ });
  await within(panel).findByRole('table', { name: 'API keys' });
  return { ...app, panel };
}

const rowOf = (panel: HTMLElement, label: string) =>
  within(within(panel).getByRole('cell', { name: label }).closest('tr')!);

// Without layout in the test DOM the menu's positioner hides its items, so they count as hidden.
async function keyAction(label: string, action: string) {
  fireEvent.click(screen.getByRole('button', { name: `Actions for key ${label}` }));
  const menu = await screen.findByRole('menu', { hidden: true });
  fireEvent.click(within(menu).getByRole('menuitem', { name: action, hidden: true }));
}

const type = (within_: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(within_).getByRole('textbox', { name: label }), { target: { value } });

describe('vendor API keys', () => {
  it('lists every key with its visible start, origins, limit, state and use', async () => {
    const { panel, api } = await renderKeys();

    const website = rowOf(panel, 'Website');
    expect(website.getByText('llk_a1b2c3d4…')).toBeInTheDocument();
    expect(website.getByText('https://www.acmepaving.example.com')).toBeInTheDocument();
    expect(website.getByText('https://shop.acmepaving.example.com')).toBeInTheDocument();
    expect(website.getByText('120/min')).toBeInTheDocument();
    expect(website.getByText('Active')).toBeInTheDocument();
    expect(website.getByTitle('10/02/2026 02:05 PM UTC')).toHaveTextContent('10/02/2026');
    expect(website.getByText('11/20/2026 09:41 AM')).toBeInTheDocument();

    const old = rowOf(panel, 'Website (2025)');
    expect(old.getByText('Rotated')).toBeInTheDocument();
    expect(old.getByText(/^until \d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M UTC$/)).toBeInTheDocument();
    expect(rowOf(panel, 'Trade show kiosk').getByText('Expired')).toBeInTheDocument();
    expect(rowOf(panel, 'Trade show kiosk').getByText('Never')).toBeInTheDocument();
    expect(rowOf(panel, 'No label').getByText('Revoked')).toBeInTheDocument();
    // Keys that no longer work offer nothing to do.
    expect(
      screen.queryByRole('button', { name: 'Actions for key Trade show kiosk' }),
    ).not.toBeInTheDocument();

    const call = api.calls.find((candidate) => candidate.path === '/api/vendor-api-keys')!;
    expect(JSON.parse(call.url.searchParams.get('filter')!)).toMatchObject({
      where: { vendorId: 1 },
      order: ['createdAt DESC'],
    });
  });

  it('creates a key with checked origins and shows it once, with the embed snippet and the page link', async () => {
    const { panel, api } = await renderKeys();

    fireEvent.click(within(panel).getByRole('button', { name: 'Create key' }));
    const form = await screen.findByRole('dialog', { name: 'Create API key for Acme Paving' });
    type(form, 'Label', 'Quote PDF');
    type(form, 'Allowed origin 1', 'http://www.acmepaving.example.com');
    fireEvent.click(within(form).getByRole('button', { name: 'Add origin' }));
    type(form, 'Allowed origin 2', 'https://www.acmepaving.example.com/quotes');
    fireEvent.click(within(form).getByRole('button', { name: 'Add origin' }));
    type(form, 'Allowed origin 3', 'not a url');
    fireEvent.change(within(form).getByRole('textbox', { name: /^Rate limit/ }), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }));

    expect(await within(form).findByText('Use https:// (http:// only for localhost)')).toBeInTheDocument();
    expect(
      within(form).getByText('Enter the origin only, without a path: https://www.example.com'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid URL')).toBeInTheDocument();
    expect(within(form).getByText('Enter 10 to 6000 requests a minute')).toBeInTheDocument();
    expect(writes(api.calls)).toHaveLength(0);

    type(form, 'Allowed origin 1', 'https://WWW.acmepaving.example.com/');
    type(form, 'Allowed origin 2', 'http://localhost:5173');
    fireEvent.click(within(form).getByRole('button', { name: 'Remove origin 3' }));
    fireEvent.change(within(form).getByRole('textbox', { name: /^Rate limit/ }), {
      target: { value: '300' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }));

    const created = await screen.findByRole('dialog', { name: 'API key created' });
    const post = writes(api.calls).find((call) => call.path === '/api/vendors/1/api-keys')!;
    expect(bodyOf(post)).toEqual({
      label: 'Quote PDF',
      allowedOrigins: ['https://www.acmepaving.example.com', 'http://localhost:5173'],
      rateLimitPerMinute: 300,
    });

    expect(within(created).getByText(/you won't see it again/)).toBeInTheDocument();
    expect(within(created).getByLabelText('The new API key')).toHaveTextContent(ISSUED_KEY);
    const origin = window.location.origin;
    expect(within(created).getByLabelText('Embed snippet').textContent).toBe(
      `<script src="${origin}/widgets/loan-calculator.js" defer></script>\n` +
        `<loan-calculator api-key="${ISSUED_KEY}"></loan-calculator>`,
    );
    expect(within(created).getByRole('link', { name: 'Open the calculator page' })).toHaveAttribute(
      'href',
      `${origin}/loan-calculator/${ISSUED_KEY}`,
    );
    expect(within(created).getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    expect(within(created).getByRole('button', { name: 'Copy snippet' })).toBeInTheDocument();

    // Escape loses neither the key nor the drawer; the button closes it, and then the key is gone for good.
    fireEvent.keyDown(within(created).getByRole('button', { name: 'Copy key' }), { key: 'Escape' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('dialog', { name: 'API key created' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Acme Paving' })).toBeInTheDocument();
    fireEvent.click(within(created).getByRole('button', { name: 'I have copied the key' }));
    await waitFor(() => expect(screen.queryByText(ISSUED_KEY, { exact: false })).not.toBeInTheDocument());
  });

  it("shows the server's refusal in the create dialog", async () => {
    const { panel } = await renderKeys({
      'POST /api/vendors/:id/api-keys': () =>
        invalidBody([{ path: '/allowedOrigins/0', message: 'Origin must not have a path' }]),
    });

    fireEvent.click(within(panel).getByRole('button', { name: 'Create key' }));
    const form = await screen.findByRole('dialog', { name: 'Create API key for Acme Paving' });
    type(form, 'Allowed origin 1', 'https://acme.example.com');
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }));

    expect(await within(form).findByText('Origin 1: Origin must not have a path')).toBeInTheDocument();
  });

  it('rotates with a grace period of 0 to 30 days and shows the new key once', async () => {
    const { api } = await renderKeys();

    await keyAction('Website', 'Rotate');
    const dialog = await screen.findByRole('dialog', { name: 'Rotate API key' });
    const grace = within(dialog).getByRole('textbox', { name: 'Grace period (days)' });
    expect(grace).toHaveValue('7');
    fireEvent.change(grace, { target: { value: '31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate key' }));
    expect(await within(dialog).findByText('Enter 0 to 30 days')).toBeInTheDocument();

    fireEvent.change(grace, { target: { value: '14' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate key' }));

    const rotated = await screen.findByRole('dialog', { name: 'Key rotated' });
    const post = writes(api.calls).find((call) => call.path === '/api/vendor-api-keys/11/rotate')!;
    expect(bodyOf(post)).toEqual({ graceDays: 14 });
    expect(within(rotated).getByLabelText('The new API key')).toHaveTextContent(ISSUED_KEY);
    expect(rotated).toHaveTextContent(
      /The previous key "Website" \(llk_a1b2c3d4…\) keeps working until \d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M UTC\./,
    );
  });

  it('revokes after a confirmation that names the key and what stops', async () => {
    const { api } = await renderKeys();

    await keyAction('Website (2025)', 'Revoke now');
    const confirmation = await screen.findByRole('dialog', { name: 'Revoke API key' });
    expect(confirmation).toHaveTextContent(
      'Revoke "Website (2025)" (llk_9f8e7d6c…) of Acme Paving? Every page that embeds it shows "This calculator is not available." at once, and the key can never be used again. Its grace period ends now.',
    );
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Revoke key' }));

    expect(await screen.findByText('Key revoked')).toBeInTheDocument();
    expect(writes(api.calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/vendor-api-keys/10/revoke',
    ]);
  });

  it('changes the origins and limit of a key, sending only what changed', async () => {
    const { api } = await renderKeys();

    await keyAction('Website', 'Edit');
    const form = await screen.findByRole('dialog', { name: 'Edit key "Website" (llk_a1b2c3d4…)' });
    expect(within(form).getByRole('textbox', { name: 'Allowed origin 2' })).toHaveValue(
      'https://shop.acmepaving.example.com',
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Remove origin 2' }));
    fireEvent.change(within(form).getByRole('textbox', { name: /^Rate limit/ }), {
      target: { value: '240' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Key updated')).toBeInTheDocument();
    const patch = writes(api.calls).find((call) => call.path === '/api/vendor-api-keys/11')!;
    expect(patch.method).toBe('PATCH');
    expect(bodyOf(patch)).toEqual({
      allowedOrigins: ['https://www.acmepaving.example.com'],
      rateLimitPerMinute: 240,
    });
  });

  it('explains why an inactive vendor gets no new key', async () => {
    const { panel } = await renderKeys({}, '/loanCalculator/vendors/list?vendor=3&tab=keys');

    expect(within(panel).getByRole('button', { name: 'Create key' })).toBeDisabled();
    expect(
      within(panel).getByText(/Cobalt Freight Trailers is inactive, so its keys do not work/),
    ).toBeInTheDocument();
  });

  it('explains an empty key list and shows a failed one with a retry', async () => {
    let fail = true;
    const { panel } = await renderKeys({
      'GET /api/vendor-api-keys': () => (fail ? apiError(500, 'Keys are unavailable.') : json([])),
    });

    expect(
      await within(panel).findByRole('heading', { name: 'The API keys could not be loaded' }),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Keys are unavailable.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText('No API keys yet')).toBeInTheDocument();
    expect(within(panel).getAllByRole('button', { name: 'Create key' })).toHaveLength(2);
  });
});
