import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settleAndReset } from '../../../components/data-table/testing/settle-and-reset.ts';
import { eventStreamResponse } from '../../../lib/live-events/testing/fake-event-stream.ts';
import { catchDownload } from '../../../testing/list-page-support.ts';
import { apiError, json, type ApiHandlers } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fakeNotificationsApi, notificationCalls } from '../testing/fake-notifications-api.ts';
import { NOTIFICATION_FIXTURES } from '../testing/notification-fixtures.ts';

afterEach(settleAndReset);

const DOWNLOADS = { dataTapes: { Downloads: { view: true, download: true } } };

function renderBell(api: ApiHandlers = {}) {
  const stream = eventStreamResponse();
  const app = renderApp('/home', {
    permissions: DOWNLOADS,
    api: { 'GET /api/events': () => stream.response, ...fakeNotificationsApi(), ...api },
  });
  return { ...app, stream };
}

const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole('button', { name });

async function openPanel() {
  fireEvent.click(await bell());
  return within(await screen.findByRole('list', { name: 'Notifications' }));
}

describe('notification bell', () => {
  it('shows the unread count the live events send, 99+ above 99, grouped in its name', async () => {
    const { stream } = renderBell();
    expect(await bell('Notifications')).toBeInTheDocument();

    stream.send('unread', { count: 3 }, 1);
    const withThree = await bell('Notifications, 3 unread');
    expect(withThree.parentElement).toHaveTextContent('3');

    stream.send('unread', { count: 1204 }, 2);
    const many = await bell('Notifications, 1,204 unread');
    expect(many.parentElement).toHaveTextContent('99+');
  });

  it('lists the latest newest first with title, body, time and an unread marker', async () => {
    renderBell();
    const panel = await openPanel();

    const items = panel.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Unread: Contracts export (CSV) is ready');
    expect(items[0]).toHaveTextContent('12,400 rows of Informational Invoices contracts.');
    expect(items[0]).toHaveTextContent('Download');
    expect(items[1]).toHaveTextContent('Unread: Contracts export (XLSX) failed');
    expect(items[2]).toHaveTextContent('Salesforce Sync finished');
    expect(items[2]).not.toHaveTextContent('Unread');
    expect(within(items[3]!).getByTitle('11/12/2026 04:30 PM UTC')).toBeInTheDocument();
  });

  it('marks one read on opening it and saves its file through the API with the token', async () => {
    const { api } = renderBell();
    const panel = await openPanel();
    const saved = catchDownload('blob:file');

    fireEvent.click(panel.getByRole('button', { name: /Contracts export \(CSV\) is ready/ }));

    await waitFor(() =>
      expect(notificationCalls(api.calls, 'POST', '/api/notifications/45/read')).toHaveLength(1),
    );
    await waitFor(() => expect(saved.createObjectURL).toHaveBeenCalled());
    const download = api.calls.find((call) => call.path === '/api/downloads/17/file')!;
    expect(download.headers.get('authorization')).toBe('Bearer test-token');
    expect(saved.link().download).toBe('export-17.csv');
    expect(panel.getAllByRole('listitem')[0]).not.toHaveTextContent('Unread');
  });

  it('goes to an app path without marking a read notification again', async () => {
    const { api, router } = renderBell();
    const panel = await openPanel();

    fireEvent.click(panel.getByRole('button', { name: /Salesforce Sync finished/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/informationalInvoices/downloads/list'));
    expect(api.calls.filter((call) => call.path.endsWith('/read'))).toHaveLength(0);
  });

  it('marks all read', async () => {
    const { api, stream } = renderBell();
    stream.send('unread', { count: 2 }, 1);
    await bell('Notifications, 2 unread');
    await openPanel();

    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));

    await waitFor(() =>
      expect(notificationCalls(api.calls, 'POST', '/api/notifications/read-all')).toHaveLength(1),
    );
    expect(await bell('Notifications')).toBeInTheDocument();
    expect(screen.queryByText(/^Unread/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('puts a notification that arrives while the panel is open at the top', async () => {
    const { stream } = renderBell();
    const panel = await openPanel();

    stream.send(
      'notification',
      { ...NOTIFICATION_FIXTURES[0]!, id: 46, title: 'ACH batch 2026-11-27-A is ready' },
      5,
    );

    await waitFor(() =>
      expect(panel.getAllByRole('listitem')[0]).toHaveTextContent('ACH batch 2026-11-27-A is ready'),
    );
    expect(panel.getAllByRole('listitem')).toHaveLength(5);
  });

  it('says when there is nothing, and shows a failure with a retry', async () => {
    let failing = true;
    renderBell({
      'GET /api/notifications': () => (failing ? apiError(500, 'The database is not answering.') : json([])),
    });
    fireEvent.click(await bell());

    expect(await screen.findByText('Notifications could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The database is not answering.')).toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
  });

  it('asks for the unread count when the live events are unavailable', async () => {
    const { api } = renderBell({ 'GET /api/events': () => new Response(null, { status: 503 }) });

    expect(await bell('Notifications, 2 unread')).toBeInTheDocument();
    const count = api.calls.find((call) => call.path === '/api/notifications/count')!;
    expect(JSON.parse(count.url.searchParams.get('where')!)).toEqual({ readAt: null });
  });
});
