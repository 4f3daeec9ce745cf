import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pickOption } from '../../../components/data-table/testing/pick-option.ts';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { renderOverFake } from '../../../testing/list-page-support.ts';
import { apiError, type ApiCall } from '../../../testing/mock-api.ts';
import { INQUIRY_DETAIL, PROMO_QUOTE_FIXTURE } from '../testing/inquiry-fixtures.ts';
import { fakeInquiriesApi, INQUIRY_ADMIN, INQUIRY_VIEW_ONLY } from '../testing/fake-inquiries-api.ts';

afterEach(settleAndReset);

const DETAILS = '/loanCalculator/enquiries/details?id=1';

const renderDetails = renderOverFake(fakeInquiriesApi, { permissions: INQUIRY_ADMIN, url: DETAILS });

const writes = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path).map((call) => JSON.parse(call.body));

async function openHistory() {
  fireEvent.click(await screen.findByRole('tab', { name: /History/ }));
  return screen.findByRole('list', { name: 'History' });
}

describe('inquiry details', () => {
  it('shows the quote the buyer saw, the contact block, vendor, program and message', async () => {
    renderDetails();

    expect(await screen.findByRole('heading', { name: 'Inquiry #1' })).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(summary.getByRole('link', { name: 'dana0@example.com' })).toHaveAttribute(
      'href',
      'mailto:dana0@example.com',
    );
    expect(summary.getByRole('link', { name: '(555) 010-1000' })).toHaveAttribute('href', 'tel:5550101000');
    expect(summary.getByText('Summit Dental Supply')).toBeInTheDocument();
    expect(summary.getByText('Priya Raman')).toBeInTheDocument();
    expect(summary.getByText(/replacing our 2009 unit/)).toBeInTheDocument();

    const quote = within(screen.getByRole('tabpanel', { name: 'Quote' }));
    expect(quote.getByText('36 months · $1 Buyout · $50,000.00 of equipment')).toBeInTheDocument();
    const fact = (label: string) => quote.getByText(label).nextElementSibling;
    expect(fact('Payment')).toHaveTextContent('$1,589.07');
    expect(fact('Amount financed')).toHaveTextContent('$50,000.00');
    expect(fact('Rate factor')).toHaveTextContent('0.03178');
    expect(fact('Annual rate')).toHaveTextContent('9.5%');
    expect(fact('Advance payments')).toHaveTextContent('1 collected at signing');
    expect(fact('Residual')).toHaveTextContent('$0.00');
    expect(fact('Due at signing')).toHaveTextContent('$1,884.07');
    expect(await quote.findByText('$1 Out Standard')).toBeInTheDocument();
    expect(quote.getByText('No promo applied to this quote.')).toBeInTheDocument();
  });

  it('shows the promo and what it did to the payment', async () => {
    renderDetails({ detail: { ...INQUIRY_DETAIL, quote: PROMO_QUOTE_FIXTURE, quotedPayment: 1388.89 } });

    const quote = within(await screen.findByRole('tabpanel', { name: 'Quote' }));
    expect(quote.getByText('Promo: 0% for 36 months')).toBeInTheDocument();
    expect(
      quote.getByText('0% to the customer: $1,388.89 a month instead of $1,589.07.'),
    ).toBeInTheDocument();
  });

  it('lists the history newest first with who did what', async () => {
    renderDetails();

    const history = within(await openHistory());
    const items = history.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Left a voicemail'),
      expect.stringContaining('Status changed from New to Contacted'),
      expect.stringContaining('Inquiry received'),
    ]);
    expect(items[0]).toHaveTextContent('Priya Raman · 11/20/2026 04:30 PM UTC');
    expect(items[2]).toHaveTextContent("Sent from the vendor's website calculator.");
  });

  it('changes the status, and the new entry appears in the history', async () => {
    const { api } = renderDetails();
    await screen.findByRole('heading', { name: 'Inquiry #1' });

    await pickOption('New status', 'Application submitted');
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));

    expect(await screen.findByText('Status changed')).toBeInTheDocument();
    expect(writes(api.calls, 'PATCH', '/api/inquiries/1')).toEqual([{ status: 'Application submitted' }]);
    const history = within(await openHistory());
    await waitFor(() =>
      expect(history.getAllByRole('listitem')[0]).toHaveTextContent(
        'Status changed from Contacted to Application submitted',
      ),
    );
    expect(history.getAllByRole('listitem')[0]).toHaveTextContent('Avery Collins');
    expect(screen.getByRole('tab', { name: 'History (3)' })).toBeInTheDocument();
  });

  it('asks before marking an inquiry Lost, naming it and the amount', async () => {
    const { api } = renderDetails();
    await screen.findByRole('heading', { name: 'Inquiry #1' });

    await pickOption('New status', 'Lost');
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    let dialog = await screen.findByRole('dialog', { name: 'Mark as Lost' });
    expect(dialog).toHaveTextContent(
      'Mark inquiry #1 from Dana Whitfield (Whitfield Family Dental) for $50,000.00 of equipment as Lost?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(api.calls, 'PATCH', '/api/inquiries/1')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    dialog = await screen.findByRole('dialog', { name: 'Mark as Lost' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as Lost' }));
    expect(await screen.findByText('Inquiry #1 is now Lost.')).toBeInTheDocument();
    expect(writes(api.calls, 'PATCH', '/api/inquiries/1')).toEqual([{ status: 'Lost' }]);
  });

  it('adds a note and shows it at the top of the history', async () => {
    const { api } = renderDetails();
    await openHistory();

    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByText('Write the note first.')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Add a note' }), {
      target: { value: '  Sent the credit application by e-mail.  ' },
    });
    expect(screen.getByText('42 / 2,000')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));

    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(writes(api.calls, 'POST', '/api/inquiry-events')).toEqual([
      { inquiryId: 1, note: 'Sent the credit application by e-mail.' },
    ]);
    const history = within(screen.getByRole('list', { name: 'History' }));
    await waitFor(() =>
      expect(history.getAllByRole('listitem')[0]).toHaveTextContent('Sent the credit application by e-mail.'),
    );
    expect(screen.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
  });

  it("keeps the note and shows the server's refusal", async () => {
    renderDetails(
      {},
      { 'POST /api/inquiry-events': () => apiError(422, 'Note must be at most 2000 characters') },
    );
    await openHistory();

    fireEvent.change(screen.getByRole('textbox', { name: 'Add a note' }), { target: { value: 'Called.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Note must be at most 2000 characters');
    expect(screen.getByRole('textbox', { name: 'Add a note' })).toHaveValue('Called.');
  });

  it('shows everything but lets a role that may only view change nothing', async () => {
    const { api } = renderDetails({ permissions: INQUIRY_VIEW_ONLY });
    await screen.findByRole('heading', { name: 'Inquiry #1' });

    expect(screen.getByRole('button', { name: 'Change status' }).closest('[data-access]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Reassign' }).closest('[data-access]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(await screen.findByText('Summit Dental Supply')).toBeInTheDocument();
    expect(screen.getByText('$1 Out Standard')).toBeInTheDocument();
    await openHistory();
    expect(screen.getByRole('textbox', { name: 'Add a note' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add note' }).closest('[data-access]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Names behind other menus come from the inquiries' lookup: a refusal elsewhere would end the session.
    expect(screen.getAllByText(/Priya Raman/).length).toBeGreaterThan(0);
    const otherMenus = /^\/api\/((vendors|rate-programs|promos)(\/|$)|rgnts-apps-users$)/;
    expect(api.calls.some((call) => otherMenus.test(call.path))).toBe(false);
    expect(api.calls.some((call) => call.path === '/api/inquiries/sales-reps')).toBe(false);
  });

  it('reassigns the inquiry to a sales rep, and the history says to whom', async () => {
    const { api } = renderDetails();
    await screen.findByRole('heading', { name: 'Inquiry #1' });
    expect(screen.getByRole('button', { name: 'Reassign' })).toBeDisabled();

    // The active reps but the one assigned, asked for once the picker opens.
    expect(api.calls.some((call) => call.path === '/api/inquiries/sales-reps')).toBe(false);
    const picker = screen.getByRole('combobox', { name: 'Assign to' });
    fireEvent.click(picker);
    const listbox = within(document.getElementById(picker.getAttribute('aria-controls')!)!);
    await listbox.findByRole('option', { name: 'Kwame Mensah', hidden: true });
    expect(listbox.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
      'Avery Collins',
      'Kwame Mensah',
    ]);
    fireEvent.click(listbox.getByRole('option', { name: 'Kwame Mensah', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Reassign' }));

    expect(await screen.findByText('Inquiry #1 is now assigned to Kwame Mensah.')).toBeInTheDocument();
    expect(writes(api.calls, 'PATCH', '/api/inquiries/1')).toEqual([{ assignedRepId: 12 }]);
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    await waitFor(() =>
      expect(summary.getByText('Assigned to').nextElementSibling).toHaveTextContent('Kwame Mensah'),
    );
    const history = within(await openHistory());
    await waitFor(() =>
      expect(history.getAllByRole('listitem')[0]).toHaveTextContent('Reassigned to Kwame Mensah'),
    );
    expect(history.getAllByRole('listitem')[0]).toHaveTextContent('Avery Collins');
  });

  it("shows the server's refusal of a reassignment and keeps the rep", async () => {
    renderDetails(
      {},
      { 'PATCH /api/inquiries/:id': () => apiError(422, 'Assigned rep must be an active staff user') },
    );
    await screen.findByRole('heading', { name: 'Inquiry #1' });

    await pickOption('Assign to', 'Kwame Mensah');
    fireEvent.click(screen.getByRole('button', { name: 'Reassign' }));

    expect(await screen.findByText('Assigned rep must be an active staff user')).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(summary.getByText('Assigned to').nextElementSibling).toHaveTextContent('Priya Raman');
  });

  it.each([
    ['/loanCalculator/enquiries/details?id=999'],
    ['/loanCalculator/enquiries/details'],
    ['/loanCalculator/enquiries/details?id=abc'],
  ])('says the inquiry was not found at %s', async (url) => {
    renderDetails({}, {}, url);

    expect(await screen.findByRole('heading', { name: 'Inquiry not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to inquiries' })).toHaveAttribute(
      'href',
      '/loanCalculator/enquiries/list',
    );
  });
});
