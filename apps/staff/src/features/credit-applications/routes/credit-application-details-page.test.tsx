import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickOption } from '../../../components/data-table/testing/pick-option.ts';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { renderOverFake } from '../../../testing/list-page-support.ts';
import type { ApiCall } from '../../../testing/mock-api.ts';
import { APPLICATION_DETAIL } from '../testing/credit-application-fixtures.ts';
import {
  APPLICATIONS_ADMIN,
  APPLICATIONS_VIEW_ONLY,
  APPLICATIONS_WORKER,
  fakeCreditApplicationsApi,
} from '../testing/fake-credit-applications-api.ts';

afterEach(async () => {
  vi.useRealTimers();
  await settleAndReset();
});

const DETAILS = '/loanCalculator/enquiries/details?application=1';

const renderDetails = renderOverFake(fakeCreditApplicationsApi, {
  permissions: APPLICATIONS_ADMIN,
  url: DETAILS,
});

const revealCalls = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.path === '/api/credit-applications/1/reveal')
    .map((call) => JSON.parse(call.body));
const section = (name: string) => within(screen.getByRole('region', { name }));
const fact = (scope: ReturnType<typeof section>, label: string) =>
  scope.getAllByText(label)[0]!.nextElementSibling!;

async function openHistory() {
  fireEvent.click(await screen.findByRole('tab', { name: /History/ }));
  return screen.findByRole('list', { name: 'History' });
}

describe('credit application details', () => {
  it('shows the business, owners, equipment, consents and signature, every personal number masked', async () => {
    renderDetails();

    expect(
      await screen.findByRole('heading', { name: 'Credit application CA-2611-01Q4KM' }),
    ).toBeInTheDocument();
    const summary = section('Summary');
    expect(fact(summary, 'Amount requested')).toHaveTextContent('$85,000.00 over 36 months');
    expect(fact(summary, 'Sent to')).toHaveTextContent('Jordan Reyes');

    const business = section('Business');
    expect(fact(business, 'Entity type')).toHaveTextContent('LLC');
    expect(fact(business, 'FEIN')).toHaveTextContent('••-•••6789');
    expect(fact(business, 'Bank account')).toHaveTextContent('••••4321');
    expect(fact(business, 'Annual revenue')).toHaveTextContent('$1,250,000.00');

    const owners = section('Owners & guarantors');
    expect(owners.getByRole('heading', { name: 'Marco Bellini' })).toBeInTheDocument();
    expect(owners.getByText('Managing member · 60% owner')).toBeInTheDocument();
    expect(owners.getByText('•••-••-6789')).toBeInTheDocument();
    expect(owners.getByText('••/••/1975')).toBeInTheDocument();
    expect(owners.getByText('•••-••-1234')).toBeInTheDocument();
    expect(owners.getAllByText('Guarantor')).toHaveLength(1);

    const equipment = section('Equipment');
    expect(fact(equipment, 'Structure')).toHaveTextContent('Equipment finance agreement');
    expect(fact(equipment, 'Condition')).toHaveTextContent('Used');
    const consents = section('Consents & signature');
    expect(consents.getByText(/credit checks/)).toHaveTextContent('Yes');
    expect(consents.getByText(/contacted by phone/)).toHaveTextContent('No');
    expect(consents.getByText(/Signed electronically as/)).toHaveTextContent('Marco Bellini');
    // Nothing in plain on the page.
    expect(document.body.textContent).not.toMatch(/123-45-6789|\b123456789\b|1975-04-30/);
  });

  it('reveals an SSN for 30 seconds on request, announcing it, then masks it again', async () => {
    const { api } = renderDetails();
    const owners = await screen.findByRole('region', { name: 'Owners & guarantors' });
    vi.useFakeTimers({ shouldAdvanceTime: true });

    fireEvent.click(within(owners).getByRole('button', { name: 'Reveal SSN of Marco Bellini' }));

    expect(await within(owners).findByText('123-45-6789')).toBeInTheDocument();
    expect(revealCalls(api.calls)).toEqual([{ field: 'ssn', owner: 0 }]);
    expect(within(owners).getByText('SSN of Marco Bellini shown for 30 seconds.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(within(owners).getByText('123-45-6789')).toBeInTheDocument();

    // React may run the effect that starts the 30 s a moment after the value shows, so allow a little.
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(within(owners).queryByText('123-45-6789')).not.toBeInTheDocument();
    expect(within(owners).getByText('•••-••-6789')).toBeInTheDocument();
    expect(within(owners).getByText('SSN of Marco Bellini is masked again.')).toBeInTheDocument();
  });

  it('reveals the FEIN and a date of birth, and Hide masks at once', async () => {
    const { api } = renderDetails();
    const business = await screen.findByRole('region', { name: 'Business' });

    const toggle = within(business).getByRole('button', { name: 'Reveal FEIN' });
    toggle.focus();
    fireEvent.click(toggle);
    expect(await within(business).findByText('12-3456789')).toBeInTheDocument();
    // The same button, still focused, now hides it.
    expect(within(business).getByRole('button', { name: 'Hide FEIN' })).toBe(toggle);
    expect(toggle).toHaveFocus();
    fireEvent.click(toggle);
    expect(within(business).queryByText('12-3456789')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reveal date of birth of Lucia Bellini' }));
    expect(await screen.findByText('1978-09-12')).toBeInTheDocument();
    expect(revealCalls(api.calls)).toEqual([{ field: 'fein' }, { field: 'dateOfBirth', owner: 1 }]);
  });

  it('shows no Reveal button to a role without download, and never asks for a plain number', async () => {
    const { api } = renderDetails({ permissions: APPLICATIONS_WORKER });
    await screen.findByRole('region', { name: 'Owners & guarantors' });

    expect(screen.queryByRole('button', { name: /^Reveal/ })).not.toBeInTheDocument();
    expect(screen.getByText('•••-••-6789')).toBeInTheDocument();
    expect(revealCalls(api.calls)).toEqual([]);
  });

  it('offers only the next statuses and records the change in the history', async () => {
    const { api } = renderDetails();
    await screen.findByRole('region', { name: 'Summary' });

    const select = screen.getByRole('combobox', { name: 'New status' });
    fireEvent.click(select);
    const listbox = within(document.getElementById(select.getAttribute('aria-controls') ?? '')!);
    const options = await listbox.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['In review', 'Withdrawn']);
    fireEvent.click(select);
    await pickOption('New status', 'In review');
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));

    expect(
      await screen.findByText('Credit application CA-2611-01Q4KM is now In review.'),
    ).toBeInTheDocument();
    const patch = api.calls.find((call) => call.method === 'PATCH')!;
    expect(patch.path).toBe('/api/credit-applications/1');
    expect(JSON.parse(patch.body)).toEqual({ status: 'in_review' });
    const history = within(await openHistory());
    expect(history.getAllByRole('listitem')[0]).toHaveTextContent(
      /Status changed from Received to In review.*Avery Collins/,
    );
  });

  it('asks before a final status, and says so once there is nothing left to change', async () => {
    renderDetails({ detail: { ...APPLICATION_DETAIL, status: 'in_review' } });
    await screen.findByRole('region', { name: 'Summary' });

    await pickOption('New status', 'Declined');
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/This is final/)).toHaveTextContent('Bellini Excavation LLC for $85,000.00');
    fireEvent.click(dialog.getByRole('button', { name: 'Mark as Declined' }));

    expect(
      await screen.findByText('Declined is final: the status can no longer change.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument();
  });

  it('lists the history newest first with authors, and adds a note', async () => {
    const { api } = renderDetails();

    const history = within(await openHistory());
    expect(history.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Asked for two years of tax returns\.Priya Raman · 11\/20\/2026 04:30 PM UTC/),
      expect.stringMatching(/Status changed from Submitted to Received.*Avery Collins/),
      expect.stringMatching(
        /^Application submittedSent in with the status SubmittedThe applicant · 11\/20\/2026 02:05 PM UTC$/,
      ),
    ]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Add a note' }), {
      target: { value: 'Bank statements received.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));

    await waitFor(() =>
      expect(history.getAllByRole('listitem')[0]).toHaveTextContent(
        /Bank statements received\..*Avery Collins/,
      ),
    );
    const post = api.calls.find((call) => call.method === 'POST' && call.path.endsWith('/events'))!;
    expect(JSON.parse(post.body)).toEqual({ note: 'Bank statements received.' });
  });

  it('leaves the status and the note form disabled for a role that may only view', async () => {
    renderDetails({ permissions: APPLICATIONS_VIEW_ONLY });
    await screen.findByRole('region', { name: 'Summary' });

    expect(screen.getByRole('button', { name: 'Change status' }).closest('[data-access]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await openHistory();
    expect(screen.getByRole('textbox', { name: 'Add a note' })).toBeDisabled();
  });

  it('says when the application does not exist', async () => {
    renderDetails({}, {}, '/loanCalculator/enquiries/details?application=999');

    expect(await screen.findByRole('heading', { name: 'Credit application not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to credit applications' })).toHaveAttribute(
      'href',
      '/loanCalculator/enquiries/list?kind=applications',
    );
  });
});
