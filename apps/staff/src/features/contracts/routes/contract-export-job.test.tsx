import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import {
  FAILED_EXPORT,
  jobRun,
  RUNNING_EXPORT,
  SUCCEEDED_EXPORT,
} from '../../../components/progress/testing/job-run-fixtures.ts';
import { eventStreamResponse } from '../../../lib/live-events/testing/fake-event-stream.ts';
import { catchDownload } from '../../../testing/list-page-support.ts';
import { json, type ApiHandlers } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fakeContractsApi, PORTFOLIO_ADMIN } from '../testing/fake-contracts-api.ts';

afterEach(settleAndReset);

// The fake contracts API's own key, so this answer replaces its file.
const EXPORT = '/api/modules/:module/contracts/export.csv';

/** The contract list whose CSV export the server turns into a job, with the live events under the test's hand. */
async function renderLargeExport(api: ApiHandlers = {}) {
  const stream = eventStreamResponse();
  const app = renderApp('/enquiry/contract/list', {
    permissions: PORTFOLIO_ADMIN,
    api: {
      ...fakeContractsApi({ permissions: PORTFOLIO_ADMIN }),
      'GET /api/events': () => stream.response,
      [`GET ${EXPORT}`]: () => json({ jobRun: RUNNING_EXPORT }, 202),
      'GET /api/job-runs/:id': () => json(RUNNING_EXPORT),
      'POST /api/job-runs/:id/cancel': () => new Response(null, { status: 204 }),
      'GET /api/downloads/:id/file': () =>
        new Response('Contract\r\nEL-2024-004217\r\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="enquiry-contracts-2026-11-27.csv"',
          },
        }),
      ...api,
    },
  });
  await screen.findByRole('link', { name: 'EL-2024-004217' });
  fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Contracts export (CSV), 12,400 rows' });
  return { ...app, stream, dialog: within(dialog) };
}

describe('an export too large to answer at once', () => {
  it('opens the progress modal on its job, follows it, and offers the file when it is ready', async () => {
    const { api, stream, dialog } = await renderLargeExport();
    expect(dialog.getByText('3,100 of 12,400')).toBeInTheDocument();
    expect(dialog.getByText('Writing rows')).toBeInTheDocument();
    expect(screen.queryByText('Export ready')).not.toBeInTheDocument();

    stream.send('job', jobRun({ progressDone: 9_300 }), 1);
    expect(await dialog.findByText('9,300 of 12,400')).toBeInTheDocument();

    stream.send('job', SUCCEEDED_EXPORT, 2);
    expect(await screen.findByText('Contracts export is ready', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const saved = catchDownload('blob:export');
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved.createObjectURL).toHaveBeenCalled());
    const download = api.calls.find((call) => call.path === '/api/downloads/17/file')!;
    expect(download.headers.get('authorization')).toBe('Bearer test-token');
    expect(saved.link().download).toBe('enquiry-contracts-2026-11-27.csv');
  });

  it('cancels the job once the user confirms', async () => {
    const { api } = await renderLargeExport();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const confirmDialog = within(await screen.findByRole('dialog', { name: 'Cancel this job?' }));
    expect(confirmDialog.getByText(/Stop "Contracts export \(CSV\), 12,400 rows"\?/)).toBeInTheDocument();
    fireEvent.click(confirmDialog.getByRole('button', { name: 'Cancel job' }));

    await waitFor(() =>
      expect(
        api.calls.some((call) => call.method === 'POST' && call.path === '/api/job-runs/31/cancel'),
      ).toBe(true),
    );
  });

  it("shows the server's plain reason when the job fails", async () => {
    const { stream, dialog } = await renderLargeExport();

    stream.send('job', FAILED_EXPORT, 3);
    expect(await dialog.findByText(FAILED_EXPORT.failureReason!)).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('runs in the background when the modal is closed', async () => {
    await renderLargeExport();

    fireEvent.click(screen.getByRole('button', { name: 'Run in background' }));
    expect(await screen.findByText('Running in the background')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for the run every 2 s while the live events are down', async () => {
    let asked = 0;
    await renderLargeExport({
      'GET /api/events': () => new Response('Service Unavailable', { status: 503 }),
      'GET /api/job-runs/:id': () => json(++asked < 2 ? RUNNING_EXPORT : SUCCEEDED_EXPORT),
    });

    expect(await screen.findByText('Contracts export is ready', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(asked).toBeGreaterThanOrEqual(2);
  });
});
