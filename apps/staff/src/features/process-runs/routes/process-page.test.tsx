import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { filterOf } from '../../../testing/fake-api-handlers.ts';
import type { ApiCall } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { PROCESS_ADMIN, PROCESS_VIEW_ONLY } from '../testing/fake-process-api.ts';
import { fakeProcessHandlers } from '../testing/fake-process-handlers.ts';
import { EXTENSION_RUNS, GP_DOCUMENTS, MISC_RUNS } from '../testing/process-fixtures.ts';

afterEach(settleAndReset);

const calls = (all: ApiCall[], method: string, path: string) =>
  all.filter((call) => call.method === method && call.path === path);

describe('Extensions › Process', () => {
  it('lists every run with who, parameters, live progress, counts, total and the file', async () => {
    const { api } = renderApp('/extensions/process/list', {
      permissions: PROCESS_ADMIN,
      api: fakeProcessHandlers({ runs: EXTENSION_RUNS, journal: GP_DOCUMENTS }),
    });
    const table = await screen.findByRole('table', { name: 'Runs' });
    const rows = await within(table).findAllByRole('row');
    // The header, then the four runs newest first.
    expect(rows).toHaveLength(5);
    const running = within(rows[1]!);
    expect(running.getByText('Bill extensions')).toBeInTheDocument();
    expect(
      running.getByText('Billing source All · Through 12/31/2026 · Payment method All'),
    ).toBeInTheDocument();
    expect(running.getByText('Running')).toBeInTheDocument();
    expect(running.getByText('120 of 310')).toBeInTheDocument();
    const done = within(rows[2]!);
    expect(done.getByText('Marcus Delgado')).toBeInTheDocument();
    expect(done.getByText('14 started')).toBeInTheDocument();
    expect(done.getByText('$18,240.50 · of 14 previewed')).toBeInTheDocument();
    expect(
      done.getByRole('button', { name: 'extensions-started-funder-2026-12-31.csv' }),
    ).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Failed')).toBeInTheDocument();
    expect(
      within(rows[3]!).getByText('You no longer hold Extensions › Invoices › create.'),
    ).toBeInTheDocument();
    const first = filterOf(calls(api.calls, 'GET', '/api/extension-process-runs')[0]!);
    expect(first).toEqual({ order: ['createdAt DESC', 'id DESC'], limit: 10, skip: 0 });
    expect(await screen.findByText('1–4 of 4 runs')).toBeInTheDocument();
  });

  it("says why a colleague's file cannot be downloaded (Downloads answers 404)", async () => {
    const { api } = renderApp('/extensions/process/list', {
      permissions: PROCESS_ADMIN,
      api: {
        ...fakeProcessHandlers({ runs: EXTENSION_RUNS }),
        'GET /api/downloads/:id/file': () =>
          new Response(
            JSON.stringify({
              error: {
                statusCode: 404,
                name: 'Error',
                message: 'Entity not found: StoredFile with id 77',
                code: 'ENTITY_NOT_FOUND',
              },
            }),
            {
              status: 404,
              headers: { 'content-type': 'application/json' },
            },
          ),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'extensions-started-funder-2026-12-31.csv' }));
    expect(await screen.findByText(/This file is not available to you/)).toBeInTheDocument();
    expect(calls(api.calls, 'GET', '/api/downloads/77/file')).toHaveLength(1);
  });

  it('shows the GP journal to whoever may view Extensions › Invoices, and neither it nor New run to view-only', async () => {
    renderApp('/extensions/process/list', {
      permissions: PROCESS_ADMIN,
      api: fakeProcessHandlers({ runs: EXTENSION_RUNS, journal: GP_DOCUMENTS }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'GP journal' }));
    const journal = await screen.findByRole('table', { name: 'GP journal' });
    expect(await within(journal).findByText('EXT-INV-0004101')).toBeInTheDocument();
    expect(within(journal).getAllByText('Batch EXT-20261127')).toHaveLength(4);
    expect(within(journal).getByText('Whitfield Family Dental PLLC')).toBeInTheDocument();
    expect(within(journal).getByText('INV-0004101')).toBeInTheDocument();
    expect(within(journal).getAllByText('run 301 by Marcus Delgado')).toHaveLength(4);
    await settleAndReset();

    renderApp('/extensions/process/list', {
      permissions: PROCESS_VIEW_ONLY,
      api: fakeProcessHandlers({ permissions: PROCESS_VIEW_ONLY, runs: EXTENSION_RUNS }),
    });
    await screen.findByRole('table', { name: 'Runs' });
    expect(screen.queryByRole('tab', { name: 'GP journal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New run' })).not.toBeInTheDocument();
  });

  it('previews a run, starts exactly that preview once, and follows it', async () => {
    const { api } = renderApp('/extensions/process/list', {
      permissions: PROCESS_ADMIN,
      api: fakeProcessHandlers({ runs: EXTENSION_RUNS }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New run' }));
    const dialog = await screen.findByRole('dialog', { name: 'New run' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Start new extensions/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('12 rows · $482.35')).toBeInTheDocument();
    const previews = api.calls.filter((call) =>
      call.path.startsWith('/api/rpm-extension-process-vws/process-new-ext/ALL/'),
    );
    expect(previews).toHaveLength(1);
    expect(previews[0]!.url.searchParams.get('confirm')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run for 12 rows' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New run' })).not.toBeInTheDocument());
    const confirms = api.calls.filter((call) => call.url.searchParams.get('confirm') === 'a'.repeat(32));
    expect(confirms).toHaveLength(1);
    // The progress of the run it started opens, and the history shows it running.
    expect(await screen.findByText('extension-process-new run')).toBeInTheDocument();
  });
});

describe('Miscellaneous Invoices › Process', () => {
  it('says a late-fee run with the same parameters already ran instead of running it again', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const runs = MISC_RUNS.map((run) => ({
      ...run,
      parameters: { asOfDate: today, graceDays: 10 },
      parameterKey: `${today}|10`,
    }));
    const { api } = renderApp('/miscInvoice/miscprocess/list', {
      permissions: PROCESS_ADMIN,
      api: fakeProcessHandlers({ runs }),
    });
    expect(await screen.findByText('41 charged')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'New run' }));
    const dialog = await screen.findByRole('dialog', { name: 'New run' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Already run with these parameters')).toBeInTheDocument();
    expect(within(dialog).getByText(/running again would create nothing/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Run for/ })).not.toBeInTheDocument();
    const [preview] = calls(api.calls, 'POST', '/api/misc-process-runs/late-fees/preview');
    expect(JSON.parse(preview!.body)).toEqual({ asOfDate: today, graceDays: 10 });
    expect(calls(api.calls, 'POST', '/api/misc-process-runs/late-fees')).toHaveLength(0);
  });

  it('asks for a new preview when the rows changed since (409)', async () => {
    const { api } = renderApp('/miscInvoice/miscprocess/list', {
      permissions: PROCESS_ADMIN,
      api: {
        ...fakeProcessHandlers({ runs: [] }),
        'POST /api/misc-process-runs/late-fees': () =>
          new Response(
            JSON.stringify({
              error: {
                statusCode: 409,
                name: 'ConflictError',
                message:
                  'The past-due installments changed since this preview. Preview again before you run.',
                code: 'PREVIEW_OUT_OF_DATE',
              },
            }),
            { status: 409, headers: { 'content-type': 'application/json' } },
          ),
      },
    });
    expect(await screen.findByText('No runs yet')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'New run' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New run' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Run for 12 rows' }));
    expect(await within(dialog).findByText(/changed since this preview/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeInTheDocument();
    expect(calls(api.calls, 'POST', '/api/misc-process-runs/late-fees')).toHaveLength(1);
  });
});
