import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { filterOf } from '../../../testing/fake-api-handlers.ts';
import { renderApp, TEST_USER } from '../../../testing/render-app.tsx';
import { MAKER_REFUSAL } from '../batch-actions.ts';
import { BATCH_BY_STATUS, BATCH_LIST, reopenFixture } from '../testing/ach-fixtures.ts';
import {
  ACH_APPROVER,
  ACH_OPERATOR,
  ACH_VIEW_ONLY,
  batchListCalls,
  fakeAchApi,
  writes,
  type FakeAchApiOptions,
} from '../testing/fake-ach-api.ts';
import { jobRun } from '../../../components/progress/testing/job-run-fixtures.ts';
import { json } from '../../../testing/mock-api.ts';
import { OWN_REQUEST_REFUSAL } from './ach-approve-page.tsx';
import { FILE_POLL_MS } from './ach-manage-page.tsx';

afterEach(settleAndReset);

const ME = { id: TEST_USER.id, name: TEST_USER.userName };
const open = (url: string, options: FakeAchApiOptions = {}) =>
  renderApp(url, { permissions: options.permissions ?? ACH_OPERATOR, api: fakeAchApi(options) });
const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));

describe('ACH batch list', () => {
  it('shows the batches with status, purpose, effective date, entries, totals, maker and approver', async () => {
    const { api } = open('/ach/ach/list');

    const link = await screen.findByRole('link', { name: 'ACH-20261114-01' });
    const row = within(link.closest('tr')!);
    expect(row.getByText('File generated')).toBeInTheDocument();
    expect(row.getByText('11/14/2026')).toBeInTheDocument();
    expect(row.getByText('$56,938.24')).toBeInTheDocument();
    expect(row.getByText('Tomas Herrera')).toBeInTheDocument();
    expect(row.getByText('Grace Okafor')).toBeInTheDocument();
    expect(link).toHaveAttribute('href', '/ach/ach/manage/104/file_generated');
    expect(await screen.findByText(`1–9 of ${BATCH_LIST.length} batches`)).toBeInTheDocument();
    expect(filterOf(batchListCalls(api.calls).at(-1)!)).toMatchObject({
      order: ['effectiveDate DESC'],
      limit: 10,
    });
  });

  it('builds batches for the chosen effective date and follows the job', async () => {
    const { api } = open('/ach/ach/list');
    fireEvent.click(await screen.findByRole('button', { name: 'Build batch' }));
    const build = await dialog('Build ACH batch');
    const effective = build.getByRole('textbox', { name: /Effective date/ });
    fireEvent.change(effective, { target: { value: '12/01/2027' } });
    fireEvent.blur(effective);
    fireEvent.click(build.getByRole('button', { name: 'Build' }));
    await waitFor(() =>
      expect(writes(api.calls).map((call) => call.path)).toEqual(['/api/ach-batches/build']),
    );
    expect(JSON.parse(writes(api.calls)[0]!.body)).toEqual({ effectiveDate: '2027-12-01' });
    expect(await screen.findByText('Build ACH batches')).toBeInTheDocument();
  });

  it('says what the build made when it ends, not that a file waits in Downloads', async () => {
    const built = jobRun({
      id: 77,
      type: 'ach-build',
      module: 'ach',
      title: 'Build ACH batches effective 2027-12-01 (due through 2027-12-01)',
      status: 'succeeded',
      progressDone: 3,
      progressTotal: 3,
      phase: 'Done',
      fileId: null,
      counts: { batches: 3, entries: 224, prenotes: 6 },
      amountTotal: '249006.34',
    });
    renderApp('/ach/ach/list', {
      permissions: ACH_OPERATOR,
      api: { ...fakeAchApi(), 'GET /api/job-runs/:id': () => json(built) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Build batch' }));
    fireEvent.click((await dialog('Build ACH batch')).getByRole('button', { name: 'Build' }));
    expect(
      await screen.findByText('Build ACH batches effective 2027-12-01 is done', {}, { timeout: 3_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 batches, 224 entries, 6 prenotes · $249,006.34')).toBeInTheDocument();
    expect(screen.queryByText('The file is in Downloads.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('shows Build batch disabled to a role that may only view', async () => {
    open('/ach/ach/list', { permissions: ACH_VIEW_ONLY });
    const button = await screen.findByRole('button', { name: 'Build batch' });
    expect(button.closest('[aria-disabled="true"]')).not.toBeNull();
  });
});

describe('Manage ACH batch', () => {
  it('asks to approve naming the batch, count and amount, then approves', async () => {
    const { api } = open('/ach/ach/manage/7/pending_approval', {
      permissions: ACH_APPROVER,
      batches: [{ ...BATCH_BY_STATUS.PENDING_APPROVAL }],
    });
    expect(await screen.findByRole('heading', { name: 'ACH-20261123-01' })).toBeInTheDocument();
    expect(await screen.findByText('Totals match the control record')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download file' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const confirm = await dialog('Approve ACH batch');
    expect(
      confirm.getByText(
        'Approve ACH batch ACH-20261123-01: 412 debits, $1,284,331.20? The bank file is generated at once.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(confirm.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(writes(api.calls).map((call) => call.path)).toEqual(['/api/ach-batches/7/approve']),
    );
  });

  it('shows the maker approval disabled, and why', async () => {
    open('/ach/ach/manage/7/pending_approval', {
      batches: [{ ...BATCH_BY_STATUS.PENDING_APPROVAL, createdBy: ME, submittedBy: ME }],
    });
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(screen.getByText(MAKER_REFUSAL)).toBeInTheDocument();
  });

  it('holds an entry of a draft with a reason, and puts the status in the address', async () => {
    const { api, router } = open('/ach/ach/manage/7', { batches: [BATCH_BY_STATUS.DRAFT] });
    await screen.findByRole('heading', { name: 'ACH-20261123-01' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ach/ach/manage/7/draft'));
    expect(await screen.findByText('••••1234')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for LL-2026-1000' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Hold out of the file' }));
    const hold = await dialog('Hold entry');
    fireEvent.change(hold.getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Paid by wire this morning' },
    });
    fireEvent.click(hold.getByRole('button', { name: 'Hold entry' }));
    await waitFor(() => expect(writes(api.calls).map((call) => call.path)).toEqual(['/api/ach-entries/500']));
    expect(JSON.parse(writes(api.calls)[0]!.body)).toEqual({
      status: 'HELD',
      holdReason: 'Paid by wire this morning',
    });
  });

  it('searches the entries by receiver, contract, invoice or trace and sorts them by a header', async () => {
    const { api } = open('/ach/ach/manage/7/draft', { batches: [BATCH_BY_STATUS.DRAFT] });
    await screen.findByText('••••1234');
    const entryCalls = () =>
      api.calls.filter((call) => call.method === 'GET' && call.path === '/api/ach-batches/7/entries');
    const lastFilter = () => JSON.parse(entryCalls().at(-1)!.url.searchParams.get('filter')!);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search entries' }), {
      target: { value: '0910000' },
    });
    await waitFor(() => expect(lastFilter().where).toBeDefined(), { timeout: 2_000 });
    expect(lastFilter().where).toEqual({
      and: [
        {
          or: [
            { receiverName: { ilike: '%0910000%' } },
            { contractNumber: { ilike: '%0910000%' } },
            { invoiceNumber: { ilike: '%0910000%' } },
            { traceNumber: { ilike: '%0910000%' } },
          ],
        },
      ],
    });
    const count = api.calls.filter((call) => call.path === '/api/ach-batches/7/entries/count').at(-1)!;
    expect(JSON.parse(count.url.searchParams.get('where')!)).toEqual(lastFilter().where);
    fireEvent.click(screen.getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(lastFilter().order).toEqual(['amount ASC', 'contractNumber ASC', 'id ASC']));
    expect(lastFilter().skip).toBe(0);
  });

  it('offers no entry changes after approval, and the file to ACH download holders', async () => {
    open('/ach/ach/manage/7/file_generated', { batches: [BATCH_BY_STATUS.FILE_GENERATED] });
    expect(await screen.findByRole('button', { name: 'Download file' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in ACH View' })).toHaveAttribute(
      'href',
      '/ach-view-file/ACH-20261123-01',
    );
    await screen.findByText('••••1234');
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
  });

  it('follows an approved batch until its file is written, without a reload', async () => {
    const approved = {
      ...BATCH_BY_STATUS.FILE_GENERATED,
      status: 'APPROVED' as const,
      fileName: null,
      fileId: null,
    };
    let asked = 0;
    const api = fakeAchApi({ batches: [approved] });
    renderApp('/ach/ach/manage/7/approved', {
      permissions: ACH_APPROVER,
      api: {
        ...api,
        // The file job ends between the first answer and the next one.
        'GET /api/ach-batches/:id': () => {
          asked += 1;
          return json(asked === 1 ? approved : BATCH_BY_STATUS.FILE_GENERATED);
        },
      },
    });
    expect(await screen.findByText('Generating the file')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Generating the file')).not.toBeInTheDocument(), {
      timeout: FILE_POLL_MS + 2_000,
    });
    expect(screen.getByText(/^ACH-20261123-01\.ach \(File ID modifier/)).toBeInTheDocument();
    expect(asked).toBe(2);
  });

  it('says a batch does not exist for an address that names none', async () => {
    open('/ach/ach/manage/B-7');
    expect(await screen.findByRole('heading', { name: 'ACH batch not found' })).toBeInTheDocument();
  });
});

describe('ACH re-open approval', () => {
  it('shows the request and approves it after a confirmation naming the batch and amount', async () => {
    const { api } = open('/ach/approve?requestId=12', { permissions: ACH_APPROVER });
    expect(
      await screen.findByText('Two customers paid by wire this morning; their debits must come out'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Approve re-open' }));
    const confirm = await dialog('Approve re-open');
    expect(
      confirm.getByText(/Re-open ACH batch ACH-20261123-01: 412 debits, \$1,284,331.20\?/),
    ).toBeInTheDocument();
    fireEvent.click(confirm.getByRole('button', { name: 'Approve re-open' }));
    await waitFor(() =>
      expect(writes(api.calls).map((call) => call.path)).toEqual(['/api/ach-reopen-requests/12/approve']),
    );
  });

  it('tells the requester why they cannot decide their own request', async () => {
    open('/ach/approve?requestId=12', { requests: [reopenFixture({ requestedBy: ME })] });
    expect(await screen.findByText(OWN_REQUEST_REFUSAL)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve re-open' })).toBeDisabled();
  });

  it('lists the pending requests without a requestId', async () => {
    open('/ach/approve');
    const link = await screen.findByRole('link', { name: 'ACH-20261123-01' });
    expect(link).toHaveAttribute('href', '/ach/approve?requestId=12');
  });
});
