import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { apiError, json } from '../../testing/mock-api.ts';
import { renderApp, resetAfterTest } from '../../testing/render-app.tsx';

afterEach(() => {
  resetAfterTest();
  notifications.clean();
});

const permissions = { setupModule: { 'Salesforce Sync': { view: true } } };
const SYNC_SCREEN = 'Please Wait Synchronizing Data With Salesforce';

async function startSync() {
  fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Salesforce Sync' }));
}

describe('Salesforce sync', () => {
  it('covers the window while it runs, then reloads and says it completed once', async () => {
    let answer: (response: Response) => void = () => {};
    const { reload } = renderApp('/home', {
      permissions,
      api: { 'POST /api/mdmApplication': () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    await startSync();

    expect(await screen.findByRole('dialog', { name: SYNC_SCREEN })).toBeInTheDocument();
    answer(json({ id: 1, status: 'succeeded', fetched: 6012 }));

    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(localStorage.getItem(STORAGE_KEYS.local.isSynced)).toBe('true');

    cleanup();
    renderApp('/home', { permissions });
    expect(await screen.findByText('Salesforce Sync completed successfully!')).toBeInTheDocument();
    expect(screen.getByText('Sync completed')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.local.isSynced)).toBeNull();
  });

  it("shows the spec's failure toast and lets the user carry on", async () => {
    const { reload } = renderApp('/home', {
      permissions,
      api: {
        'POST /api/mdmApplication': () => apiError(502, 'Bad Gateway'),
      },
    });
    await startSync();

    expect(await screen.findByText('Unable to process invoices in GP')).toBeInTheDocument();
    expect(screen.getByText('Unable to process')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: SYNC_SCREEN })).not.toBeInTheDocument());
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.local.isSynced)).toBeNull();
  });

  it('says a sync still running on the server continues in the background, without reloading', async () => {
    const { reload } = renderApp('/home', {
      permissions,
      api: { 'POST /api/mdmApplication': () => json({ id: 2, status: 'running' }, 202) },
    });
    await startSync();

    expect(await screen.findByText('Salesforce Sync continues in the background.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: SYNC_SCREEN })).not.toBeInTheDocument());
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.local.isSynced)).toBeNull();
  });
});
