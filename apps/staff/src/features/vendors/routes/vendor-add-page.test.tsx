import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pickOption } from '../../../components/data-table/testing/pick-option.ts';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { apiError, invalidBody, json, type ApiHandlers } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  createdVendor,
  bodyOf,
  fakeVendorsApi,
  salesRepCalls,
  userListCalls,
  VENDOR_ADMIN,
  writes,
} from '../testing/fake-vendors-api.ts';

afterEach(settleAndReset);

const ADD = '/loanCalculator/vendors/add';

const renderAdd = (api: ApiHandlers = {}, permissions = VENDOR_ADMIN) =>
  renderApp(ADD, { permissions, api: { ...fakeVendorsApi({ permissions }), ...api } });

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

describe('add vendor', () => {
  it("checks the fields with the spec's messages before sending anything", async () => {
    const { api } = renderAdd();
    fireEvent.click(await screen.findByRole('button', { name: 'Add vendor' }));

    expect(await screen.findByText('Field is required')).toBeInTheDocument();

    type('Website', 'acmepaving.com');
    type('Contact name', 'Dana W1');
    type('Contact e-mail', 'dana@acme');
    type('Contact phone', '555 0100');
    type('City', 'Dallas 9');
    expect(screen.getByText('Please enter a valid URL')).toBeInTheDocument();
    expect(screen.getByText('Please enter valid contact name')).toBeInTheDocument();
    expect(screen.getByText('Please enter valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter valid city')).toBeInTheDocument();
    expect(writes(api.calls).filter((call) => call.path === '/api/vendors')).toHaveLength(0);
  });

  it('creates the vendor with a sales rep picked by name, then opens it on its API keys', async () => {
    const { api, router } = renderAdd();
    await screen.findByRole('button', { name: 'Add vendor' });

    type('Name', ' Acme Paving ');
    type('Website', 'https://www.acmepaving.example.com');
    type('Contact name', 'Dana Whitaker');
    type('Contact e-mail', 'dana@acmepaving.example.com');
    type('Contact phone', '(555) 010-0199');
    type('City', 'St. Louis');
    await pickOption('State', 'MO – Missouri');
    // The reps are asked for once the picker opens, and typing narrows them by name.
    expect(salesRepCalls(api.calls)).toHaveLength(0);
    const rep = screen.getByRole('combobox', { name: 'Sales rep' });
    fireEvent.click(rep);
    const listbox = within(document.getElementById(rep.getAttribute('aria-controls')!)!);
    await listbox.findByRole('option', { name: 'Priya Raman', hidden: true });
    // Mantine takes a change to an unfocused input for autofill, not typing.
    rep.focus();
    fireEvent.change(rep, { target: { value: 'pri' } });
    await waitFor(() =>
      expect(listbox.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
        'Priya Raman',
      ]),
    );
    fireEvent.click(listbox.getByRole('option', { name: 'Priya Raman', hidden: true }));
    fireEvent.click(screen.getByRole('switch', { name: /^Enrolled in Vendor Quote/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add vendor' }));

    expect(await screen.findByText('Vendor added')).toBeInTheDocument();
    const post = writes(api.calls).find((call) => call.path === '/api/vendors')!;
    expect(bodyOf(post)).toEqual({
      name: 'Acme Paving',
      website: 'https://www.acmepaving.example.com',
      contactName: 'Dana Whitaker',
      contactEmail: 'dana@acmepaving.example.com',
      contactPhone: '(555) 010-0199',
      city: 'St. Louis',
      state: 'MO',
      salesRepId: 3,
      quoteEnabled: true,
    });
    await waitFor(() => expect(router.state.location.search).toBe('?vendor=99&tab=keys'));
    expect(router.state.location.pathname).toBe('/loanCalculator/vendors/list');
    // Without any right on Setup › Users: the reps came from the vendors' own lookup.
    expect(salesRepCalls(api.calls)).toHaveLength(1);
    expect(userListCalls(api.calls)).toHaveLength(0);
  });

  it('sends only the name when nothing else is filled in', async () => {
    const { api } = renderAdd({
      'POST /api/vendors': (call) => json(createdVendor({ id: 50, ...(bodyOf(call) as object) })),
    });
    await screen.findByRole('button', { name: 'Add vendor' });

    type('Name', 'Harbor Forklift');
    fireEvent.click(screen.getByRole('button', { name: 'Add vendor' }));

    expect(await screen.findByText('Vendor added')).toBeInTheDocument();
    const post = writes(api.calls).find((call) => call.path === '/api/vendors')!;
    expect(bodyOf(post)).toEqual({ name: 'Harbor Forklift', quoteEnabled: false });
  });

  it('puts a taken name on the name field and field details on their fields', async () => {
    let answer = apiError(409, 'A record with the same unique value already exists.', 'DUPLICATE_ENTRY');
    renderAdd({ 'POST /api/vendors': () => answer });
    await screen.findByRole('button', { name: 'Add vendor' });

    type('Name', 'Acme Paving');
    fireEvent.click(screen.getByRole('button', { name: 'Add vendor' }));
    expect(await screen.findByText('A vendor with this name already exists.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');

    answer = invalidBody([{ path: '/state', message: 'Must be a two-letter state' }]);
    type('Name', 'Acme Paving 2');
    fireEvent.click(screen.getByRole('button', { name: 'Add vendor' }));
    expect(await screen.findByText('Must be a two-letter state')).toBeInTheDocument();
  });
});
