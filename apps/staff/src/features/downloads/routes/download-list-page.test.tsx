import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pickOption } from '../../../components/data-table/testing/pick-option.ts';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { SUCCEEDED_EXPORT } from '../../../components/progress/testing/job-run-fixtures.ts';
import { eventStreamResponse } from '../../../lib/live-events/testing/fake-event-stream.ts';
import { filterOf, whereOf } from '../../../testing/fake-api-handlers.ts';
import {
  catchDownload,
  checkRetryAfterFailure,
  savedPageConfig,
} from '../../../testing/list-page-support.ts';
import type { ApiCall, ApiHandlers } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { MANY_DOWNLOADS } from '../testing/download-fixtures.ts';
import {
  downloadListCalls,
  DOWNLOADS_FULL,
  DOWNLOADS_VIEW_ONLY,
  fakeDownloadsApi,
  type FakeDownloadsApiOptions,
} from '../testing/fake-downloads-api.ts';

afterEach(settleAndReset);

const LIST = '/dataTapes/downloads/list';

function renderList(options: FakeDownloadsApiOptions = {}, api: ApiHandlers = {}, url = LIST) {
  const permissions = options.permissions ?? DOWNLOADS_FULL;
  return renderApp(url, { permissions, api: { ...fakeDownloadsApi({ ...options, permissions }), ...api } });
}

const lastFilter = (calls: ApiCall[]) => filterOf(downloadListCalls(calls).at(-1)!);
const rowOf = (name: string) => within(screen.getByText(name).closest('tr')!);

describe('downloads list', () => {
  it('lists the files newest first with type, size, who asked, dates and download count', async () => {
    const { api } = renderList();

    expect(await screen.findByText('informationalInvoices-contracts-2026-11-27.csv')).toBeInTheDocument();
    const csv = rowOf('informationalInvoices-contracts-2026-11-27.csv');
    expect(csv.getByText('CSV')).toBeInTheDocument();
    expect(csv.getByText('2.5 MB')).toBeInTheDocument();
    expect(csv.getByText('Avery Collins')).toBeInTheDocument();
    expect(csv.getByTitle('11/27/2026 10:02 AM UTC')).toHaveTextContent('11/27/2026');
    expect(csv.getByText('12/04/2026')).toBeInTheDocument();
    const tape = rowOf('Q4 funding tape - Harbor Capital.xlsx');
    expect(tape.getByText('XLSX')).toBeInTheDocument();
    expect(tape.getByText('13.6 MB')).toBeInTheDocument();
    expect(tape.getByText('Marcus Delgado')).toBeInTheDocument();
    expect(tape.getByText('5')).toBeInTheDocument();
    expect(rowOf('ACH-2026-11-26-A.ach').getByText('NACHA')).toBeInTheDocument();
    expect(rowOf('ACH-2026-11-26-A.ach').getByText('94 KB')).toBeInTheDocument();
    expect(rowOf('Borrowing base certificate November 2026.pdf').getByText('PDF')).toBeInTheDocument();
    expect(rowOf('Tape documents 2026-11.zip').getByText('ZIP')).toBeInTheDocument();
    expect(await screen.findByText('1–6 of 6 files')).toBeInTheDocument();

    expect(lastFilter(api.calls)).toEqual({ order: ['createdAt DESC'], limit: 10, skip: 0 });
    expect(screen.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('searches the name and filters by type and by mine, in the list and the count', async () => {
    const { api } = renderList();
    await screen.findByText('informationalInvoices-contracts-2026-11-27.csv');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'tape' } });
    await waitFor(() =>
      expect(lastFilter(api.calls).where).toEqual({ and: [{ name: { ilike: '%tape%' } }] }),
    );

    await pickOption('Type', 'XLSX');
    await pickOption('Requested by', 'Mine');
    const where = {
      and: [
        { name: { ilike: '%tape%' } },
        {
          or: [
            { contentType: { inq: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] } },
            { name: { ilike: '%.xlsx' } },
          ],
        },
        { requestedBy: 7 },
      ],
    };
    await waitFor(() => expect(lastFilter(api.calls).where).toEqual(where));
    const count = api.calls.findLast((call) => call.path === '/api/downloads/count')!;
    expect(whereOf(count)).toEqual(where);
    // Kept like every list's settings.
    expect((await savedPageConfig(api.calls)).downloadList).toMatchObject({
      filters: { search: 'tape', type: 'XLSX', scope: 'mine' },
    });
  });

  it('sorts by a column and pages with skip and limit', async () => {
    const { api } = renderList({ files: MANY_DOWNLOADS });
    await screen.findByText('export-01.csv');

    fireEvent.click(screen.getByRole('button', { name: 'Size' }));
    await waitFor(() => expect(lastFilter(api.calls).order).toEqual(['size ASC']));
    fireEvent.click(screen.getByRole('button', { name: 'Requested by' }));
    await waitFor(() => expect(lastFilter(api.calls).order).toEqual(['requestedByName ASC']));

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('21–24 of 24 files')).toBeInTheDocument();
    expect(lastFilter(api.calls)).toMatchObject({ limit: 10, skip: 20 });
  });

  it('downloads a file through the API with the token, then shows its new count', async () => {
    const { api } = renderList();
    await screen.findByText('Tape documents 2026-11.zip');
    const saved = catchDownload('blob:zip');
    const listsBefore = downloadListCalls(api.calls).length;

    fireEvent.click(screen.getByRole('button', { name: 'Download Tape documents 2026-11.zip' }));

    await waitFor(() => expect(saved.createObjectURL).toHaveBeenCalled());
    const request = api.calls.find((call) => call.path === '/api/downloads/12/file')!;
    expect(request.headers.get('authorization')).toBe('Bearer test-token');
    expect(saved.link().download).toBe('Tape documents 2026-11.zip');
    await waitFor(() => expect(downloadListCalls(api.calls).length).toBeGreaterThan(listsBefore));
  });

  it('reloads when a job of the user produces a file', async () => {
    const stream = eventStreamResponse();
    const { api } = renderList({}, { 'GET /api/events': () => stream.response });
    await screen.findByText('Tape documents 2026-11.zip');
    const listsBefore = downloadListCalls(api.calls).length;

    stream.send('job', SUCCEEDED_EXPORT, 9);

    await waitFor(() => expect(downloadListCalls(api.calls).length).toBeGreaterThan(listsBefore));
  });

  it('shows Download disabled to a role that may only view', async () => {
    renderList({ permissions: DOWNLOADS_VIEW_ONLY });
    await screen.findByText('Tape documents 2026-11.zip');

    const button = screen.getByRole('button', { name: 'Download Tape documents 2026-11.zip' });
    expect(button.closest('[data-access]')).toHaveAttribute('aria-disabled', 'true');
  });

  it('explains an empty list, and an empty search', async () => {
    renderList({ files: [] });
    expect(await screen.findByText('No files yet')).toBeInTheDocument();
    await settleAndReset();

    renderList({ files: [], config: { downloadList: { filters: { type: 'PDF' } } } });
    expect(await screen.findByText('No files match these filters')).toBeInTheDocument();
  });

  it("shows a failed list with the server's message and retries", async () => {
    await checkRetryAfterFailure((list) => renderList({ files: [] }, { 'GET /api/downloads': list }), {
      failed: 'Failed to fetch downloads',
      empty: 'No files yet',
    });
  });

  it('sends a role without Downloads to the section access-denied page', async () => {
    const { router, api } = renderList({ permissions: { dataTapes: { Tapes: { view: true } } } });

    await waitFor(() => expect(router.state.location.pathname).toBe('/dataTapes/downloads/access-denied'));
    expect(downloadListCalls(api.calls)).toHaveLength(0);
  });
});
