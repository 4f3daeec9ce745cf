import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pickOption } from '../../../components/data-table/testing/pick-option.ts';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { apiError, type ApiCall, type ApiHandlers } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { CONTRACTS_VIEW_ONLY, fakeContractsApi, PORTFOLIO_ADMIN } from '../testing/fake-contracts-api.ts';

afterEach(settleAndReset);
// The first render loads the section's page code, which takes a while under the test transform.

const URL = '/enquiry/contract/detail/4217';

function renderDetails(permissions = PORTFOLIO_ADMIN, overrides: ApiHandlers = {}) {
  return renderApp(URL, { permissions, api: { ...fakeContractsApi({ permissions }), ...overrides } });
}

const patches = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method === 'PATCH' && call.path === '/api/modules/enquiry/contracts/4217')
    .map((call) => JSON.parse(call.body) as Record<string, unknown>);

const actions = () => within(screen.getByRole('region', { name: 'Contract actions' }));

/** The actions live in a drawer opened from the header (issue 22 item 4). */
async function openActions() {
  await screen.findByRole('heading', { name: 'Contract EL-2024-004217' });
  fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
  await screen.findByRole('region', { name: 'Contract actions' });
}

/** The status options offered; the list stays open, so the test picks from it next. */
function openStatusOptions() {
  const input = actions().getByRole('combobox', { name: 'Change status to' });
  if (!input.getAttribute('aria-controls')) fireEvent.click(input);
  const listbox = within(document.getElementById(input.getAttribute('aria-controls') ?? '')!);
  return {
    labels: listbox.getAllByRole('option', { hidden: true }).map((option) => option.textContent),
    pick: (label: string) => fireEvent.click(listbox.getByRole('option', { name: label, hidden: true })),
  };
}

describe('contract actions', () => {
  it('offers only the statuses the state machine allows and moves to a running one at once', async () => {
    const { api } = renderDetails();
    await openActions();
    const options = openStatusOptions();
    expect(options.labels).toEqual(['Matured', 'Paid off', 'Early payoff', 'Charged off', 'Terminated']);
    options.pick('Matured');
    fireEvent.click(actions().getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Contract EL-2024-004217 was changed.')).toBeInTheDocument();
    expect(patches(api.calls)).toEqual([{ status: 'MATURED' }]);
    // The reloaded contract is MATURED: its next statuses are offered now.
    await waitFor(() => expect(openStatusOptions().labels).toContain('Extended'));
  });

  it('asks before closing a contract, and sends nothing when the user keeps the status', async () => {
    const { api } = renderDetails();
    await openActions();
    await pickOption('Change status to', 'Terminated');
    fireEvent.click(actions().getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the status to Terminated?' });
    expect(dialog).toHaveTextContent('Contract EL-2024-004217 will be closed as of today and terminated');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the status' }));
    // The confirmation closes; the actions' drawer stays open under it.
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Change the status to Terminated?' }),
      ).not.toBeInTheDocument(),
    );
    expect(patches(api.calls)).toEqual([]);

    fireEvent.click(actions().getByRole('button', { name: 'Change status' }));
    const again = await screen.findByRole('dialog', { name: 'Change the status to Terminated?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Close the contract' }));
    await waitFor(() => expect(patches(api.calls)).toEqual([{ status: 'TERMINATED' }]));
  });

  it('saves only the servicing fields that changed: sales rep, billing method, due day', async () => {
    const { api } = renderDetails();
    await openActions();
    const save = actions().getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await pickOption('Sales rep', 'Marcus Delgado');
    await pickOption('Billing method', 'Check');
    fireEvent.change(actions().getByRole('textbox', { name: 'Due day' }), { target: { value: '15' } });
    expect(actions().getByText('Payments not yet due move to this day.')).toBeInTheDocument();
    fireEvent.click(save);
    await waitFor(() =>
      expect(patches(api.calls)).toEqual([{ salesRepId: 12, billingMethod: 'CHECK', dueDay: 15 }]),
    );
    await waitFor(() => expect(actions().getByRole('button', { name: 'Save changes' })).toBeDisabled());
  });

  it("shows the server's refusal as it wrote it", async () => {
    renderDetails(PORTFOLIO_ADMIN, {
      'PATCH /api/modules/:module/contracts/:id': () =>
        apiError(
          409,
          'A contract cannot go from ACTIVE to MATURED (allowed: PAID_OFF)',
          'INVALID_TRANSITION',
        ),
    });
    await openActions();
    await pickOption('Change status to', 'Matured');
    fireEvent.click(actions().getByRole('button', { name: 'Change status' }));
    expect(
      await actions().findByText('A contract cannot go from ACTIVE to MATURED (allowed: PAID_OFF)'),
    ).toBeInTheDocument();
  });

  it('leaves the actions disabled for a role that may only view', async () => {
    const { api } = renderDetails(CONTRACTS_VIEW_ONLY);
    await openActions();
    expect(actions().getByRole('combobox', { name: 'Change status to' })).toBeDisabled();
    expect(actions().getByRole('textbox', { name: 'Due day' })).toBeDisabled();
    expect(patches(api.calls)).toEqual([]);
  });
});

describe('contract documents upload and prefunds', () => {
  const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

  it('uploads a file as multipart with its kind, and lists it', async () => {
    const { api } = renderDetails();
    await screen.findByRole('heading', { name: 'Contract EL-2024-004217' });
    fireEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    await screen.findByText('DOC-4217-LEASE');
    const upload = within(screen.getByRole('region', { name: 'Upload a document' }));
    expect(upload.getByRole('button', { name: 'Upload' })).toBeDisabled();
    const file = new File(['%PDF'], 'D&A signed.pdf', { type: 'application/pdf' });
    fireEvent.change(fileInput(), { target: { files: [file] } });
    await pickOption('Kind', 'Delivery acceptance');
    fireEvent.click(upload.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('D&A signed.pdf was uploaded.')).toBeInTheDocument();
    const post = api.calls.find(
      (call) => call.method === 'POST' && call.path === '/api/modules/enquiry/contract-documents',
    )!;
    expect(post.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(post.body).toContain('DELIVERY_ACCEPTANCE');
    expect(post.body).toContain('filename="D&A signed.pdf"');
    expect(
      await within(screen.getByRole('table', { name: 'Documents' })).findByText('D&A signed.pdf'),
    ).toBeInTheDocument();
  });

  it("shows how much of the file is sent, and a failed upload in the server's words", async () => {
    let answer: (response: Response) => void = () => undefined;
    renderDetails(PORTFOLIO_ADMIN, {
      'POST /api/modules/:module/contract-documents': () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    await screen.findByRole('heading', { name: 'Contract EL-2024-004217' });
    fireEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    const upload = within(await screen.findByRole('region', { name: 'Upload a document' }));
    fireEvent.change(fileInput(), {
      target: { files: [new File(['%PDF'], 'lease.pdf', { type: 'application/pdf' })] },
    });
    await pickOption('Kind', 'Other');
    fireEvent.click(upload.getByRole('button', { name: 'Upload' }));
    // The test's XMLHttpRequest reports half the body sent, then the rest once the server answers.
    expect(await upload.findByText('Uploading lease.pdf: 50% of 0.0 MB')).toBeInTheDocument();
    expect(upload.getByRole('progressbar', { name: 'Uploading lease.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    answer(
      Response.json({ error: { statusCode: 500, name: 'Error', message: 'Disk full' } }, { status: 500 }),
    );
    expect(await upload.findByText(/Disk full/)).toBeInTheDocument();
    expect(upload.queryByRole('status', { name: 'Upload progress' })).not.toBeInTheDocument();
  });

  it("does not call an upload done when the answer is not the wire's document (a field renamed on the server)", async () => {
    renderDetails(PORTFOLIO_ADMIN, {
      'POST /api/modules/:module/contract-documents': () =>
        Response.json({
          id: 90,
          documentId: 'DOC-90',
          contractId: 4217,
          fileName: 'lease.pdf',
          kind: 'OTHER',
          contentType: 'application/pdf',
          sizeBytes: 4,
          isValid: true,
          uploadedBy: 7,
          uploadedAt: '2026-11-21T09:30:00.000Z',
        }),
    });
    await screen.findByRole('heading', { name: 'Contract EL-2024-004217' });
    fireEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    const upload = within(await screen.findByRole('region', { name: 'Upload a document' }));
    fireEvent.change(fileInput(), {
      target: { files: [new File(['%PDF'], 'lease.pdf', { type: 'application/pdf' })] },
    });
    await pickOption('Kind', 'Other');
    fireEvent.click(upload.getByRole('button', { name: 'Upload' }));
    expect(await upload.findByText(/does not match this screen \(name\)/)).toBeInTheDocument();
    expect(screen.queryByText('lease.pdf was uploaded.')).not.toBeInTheDocument();
  });

  it("refuses a file over 10 MB before sending, and shows the server's field message", async () => {
    const { api } = renderDetails();
    await screen.findByRole('heading', { name: 'Contract EL-2024-004217' });
    fireEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    const upload = within(await screen.findByRole('region', { name: 'Upload a document' }));
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    fireEvent.change(fileInput(), { target: { files: [big] } });
    await pickOption('Kind', 'Other');
    expect(upload.getByText(/at most 10\.0 MB/)).toBeInTheDocument();
    expect(upload.getByRole('button', { name: 'Upload' })).toBeDisabled();

    fireEvent.change(fileInput(), {
      target: { files: [new File(['<p>'], 'page.html', { type: 'text/html' })] },
    });
    fireEvent.click(upload.getByRole('button', { name: 'Upload' }));
    expect(
      await upload.findByText('The request body is invalid.: Content type must be one of application/pdf, …'),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('lists the prefunds of the contract', async () => {
    renderDetails();
    await screen.findByRole('heading', { name: 'Contract EL-2024-004217' });
    fireEvent.click(screen.getByRole('tab', { name: 'Prefunds' }));
    const table = await screen.findByRole('table', { name: 'Prefunds' });
    const row = within(within(table).getByText('$24,250.00').closest('tr')!);
    expect(row.getByText('Converted')).toBeInTheDocument();
    expect(row.getByText('8.99%')).toBeInTheDocument();
    expect(row.getByText('01/15/2026')).toBeInTheDocument();
  });
});
