import '@testing-library/jest-dom/vitest';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pickOption } from '../../../components/data-table/testing/pick-option.ts';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { utcDayFromToday } from '../../../components/data-table/utc-dates.ts';
import { invalidBody, type ApiCall, type ApiHandlers } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { filterOf } from '../../../testing/fake-api-handlers.ts';
import {
  bodiesOf,
  fakeSetupApi,
  SETUP_ADMIN,
  SETUP_VIEW_ONLY,
  type FakeSetupApiOptions,
} from '../testing/fake-setup-api.ts';

dayjs.extend(utc);
afterEach(settleAndReset);

const PAGE = '/loanCalculator/setup/create-promo';

function renderPage(url = PAGE, options: FakeSetupApiOptions = {}, api: ApiHandlers = {}) {
  const permissions = options.permissions ?? SETUP_ADMIN;
  return renderApp(url, { permissions, api: { ...fakeSetupApi({ ...options, permissions }), ...api } });
}

const promoForm = () => within(screen.getByRole('form', { name: 'Promo' }));
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const listCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/promos');

describe('create promo', () => {
  it('lists the promos with their offer, reach and state today', async () => {
    const { api } = renderPage();

    await screen.findByRole('link', { name: '90 days to first payment' });
    const deferred = within(rowOf('90 days to first payment'));
    expect(deferred.getByText('Deferred first payment')).toBeInTheDocument();
    expect(deferred.getByText('90 days')).toBeInTheDocument();
    expect(deferred.getByText('36, 48, 60 mo')).toBeInTheDocument();
    expect(deferred.getByText('In force')).toBeInTheDocument();
    const low = within(rowOf('3 payments of $99'));
    expect(low.getByText('3 × $99.00')).toBeInTheDocument();
    expect(await low.findByText('$1 Out Standard, FMV Technology Lease')).toBeInTheDocument();
    const buydown = within(rowOf('2% dealer buy-down'));
    expect(buydown.getByText('2 points off')).toBeInTheDocument();
    expect(buydown.getByText('2 vendors')).toBeInTheDocument();
    expect(buydown.getByText('Scheduled')).toBeInTheDocument();
    expect(within(rowOf('Spring 2.9% special')).getByText('2.9%')).toBeInTheDocument();
    expect(within(rowOf('Spring 2.9% special')).getByText('Expired')).toBeInTheDocument();
    expect(within(rowOf('0% for 12 months')).getByText('Inactive')).toBeInTheDocument();

    expect(filterOf(listCalls(api.calls).at(-1)!)).toEqual({ order: 'startDate DESC', limit: 10, skip: 0 });
    await pickOption('State', 'Expired');
    await waitFor(() =>
      expect(filterOf(listCalls(api.calls).at(-1)!).where).toEqual({
        and: [{ status: 'active', endDate: { lt: utcDayFromToday() } }],
      }),
    );
  });

  it.each<[string, string[], string | null]>([
    ['0% financing', [], 'No parameters: the customer pays 0%'],
    ['Reduced rate', ['Customer rate'], null],
    ['Deferred first payment', ['Days to first payment'], null],
    ['Low first payments', ['Low payments', 'Low payment amount'], null],
    ['Dealer buy-down', ['Buy-down'], null],
  ])('asks a %s promo for its own terms only', async (label, fields, text) => {
    renderPage();
    await screen.findByRole('link', { name: '90 days to first payment' });

    await pickOption('Promo type', label);
    const all = ['Customer rate', 'Days to first payment', 'Low payments', 'Low payment amount', 'Buy-down'];
    for (const field of all) {
      if (fields.includes(field))
        expect(promoForm().getByRole('textbox', { name: field })).toBeInTheDocument();
      else expect(promoForm().queryByRole('textbox', { name: field })).not.toBeInTheDocument();
    }
    if (text) expect(promoForm().getByText(new RegExp(text))).toBeInTheDocument();
  });

  it("adds a low-payments promo with the contract's params, after checking them", async () => {
    const { api } = renderPage();
    await screen.findByRole('link', { name: '90 days to first payment' });

    type(promoForm().getByRole('textbox', { name: 'Name' }), 'Three for $99');
    await pickOption('Promo type', 'Low first payments');
    type(promoForm().getByRole('textbox', { name: 'Low payments' }), '24');
    fireEvent.click(promoForm().getByRole('checkbox', { name: '24 mo' }));
    fireEvent.click(promoForm().getByRole('checkbox', { name: '36 mo' }));
    fireEvent.click(promoForm().getByRole('button', { name: 'Add promo' }));

    expect(promoForm().getByText('Low payments must be a whole number from 1 to 12')).toBeInTheDocument();
    expect(promoForm().getAllByText('Field is required')).toHaveLength(2);
    type(promoForm().getByRole('textbox', { name: 'Low payments' }), '3');
    type(promoForm().getByRole('textbox', { name: 'Low payment amount' }), '99');
    await pickOption('Rate programs', '$1 Out Standard');
    fireEvent.click(promoForm().getByRole('button', { name: 'Add promo' }));
    expect(promoForm().getByText('Field is required')).toBeInTheDocument();
    expect(bodiesOf(api.calls, 'POST', '/api/promos')).toEqual([]);

    // The end date, picked in the calendar (days are named "19 February 2027").
    const end = utcDayFromToday(90);
    fireEvent.click(promoForm().getByRole('button', { name: 'End date' }));
    const day = dayjs.utc(end).format('D MMMM YYYY');
    const next = await screen.findByRole('button', { name: 'Next month', hidden: true });
    for (let step = 0; step < 4 && !screen.queryByRole('button', { name: day, hidden: true }); step += 1) {
      fireEvent.click(next);
    }
    fireEvent.click(screen.getByRole('button', { name: day, hidden: true }));
    fireEvent.click(promoForm().getByRole('button', { name: 'Add promo' }));

    expect(await screen.findByText('Promo added')).toBeInTheDocument();
    expect(bodiesOf(api.calls, 'POST', '/api/promos')).toEqual([
      {
        name: 'Three for $99',
        type: 'FIXED_LOW_PAYMENTS',
        params: { payments: 3, amount: 99 },
        eligibleTerms: [24, 36],
        eligibleVendorIds: [],
        programIds: [1],
        startDate: utcDayFromToday(),
        endDate: end,
        status: 'active',
      },
    ]);
    await waitFor(() => expect(promoForm().getByRole('textbox', { name: 'Name' })).toHaveValue(''));
  });

  it('edits a promo in place from the list, sends only what changed, and goes back to a new one', async () => {
    const { api, router } = renderPage();
    fireEvent.click(await screen.findByRole('link', { name: 'Spring 2.9% special' }));

    expect(
      await screen.findByRole('heading', { name: 'Edit promo: Spring 2.9% special' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?promo=4');
    const rate = promoForm().getByRole('textbox', { name: 'Customer rate' });
    expect(rate).toHaveValue('2.9%');
    type(rate, '1.9');
    fireEvent.click(promoForm().getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Promo updated')).toBeInTheDocument();
    expect(bodiesOf(api.calls, 'PATCH', '/api/promos/4')).toEqual([{ params: { rate: 0.019 } }]);
    expect(await screen.findByRole('heading', { name: 'New promo' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it("shows the server's refusal on the params it names", async () => {
    renderPage(
      `${PAGE}?promo=1`,
      {},
      {
        'PATCH /api/promos/:id': () =>
          invalidBody([
            {
              path: '/params/deferralDays',
              code: 'maxValue',
              message: 'Deferral days must be at most 180',
            },
          ]),
      },
    );
    type(await screen.findByRole('textbox', { name: 'Name' }), '90 days, then pay');
    fireEvent.click(promoForm().getByRole('button', { name: 'Save changes' }));

    expect(await promoForm().findByText('Deferral days must be at most 180')).toBeInTheDocument();
  });

  it('lets a role that may only view see the form and the list but change nothing', async () => {
    renderPage(PAGE, { permissions: SETUP_VIEW_ONLY });
    await screen.findByRole('link', { name: '90 days to first payment' });

    expect(promoForm().getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(promoForm().getByRole('button', { name: 'Add promo' }).closest('[data-access]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(
      screen.getByRole('button', { name: 'Actions for 90 days to first payment' }).closest('[data-access]'),
    ).toHaveAttribute('aria-disabled', 'true');
  });
});
