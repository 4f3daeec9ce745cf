import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settleAndReset } from '../../components/data-table/testing/settle-and-reset.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { eventStreamResponse } from './testing/fake-event-stream.ts';

afterEach(settleAndReset);

const view = { view: true };

describe('live events in the app', () => {
  it('opens one connection for the signed-in tab, shared by every page and the bell, with the token', async () => {
    const stream = eventStreamResponse();
    const { api, router } = renderApp('/home', {
      permissions: { enquiry: { Contracts: view }, dataTapes: { Downloads: view } },
      api: {
        'GET /api/events': () => stream.response,
        'GET /api/downloads': () => Response.json([]),
        'GET /api/downloads/count': () => Response.json({ count: 0 }),
      },
    });
    await screen.findByRole('heading', { name: /Welcome/ });

    await act(() => router.navigate('/dataTapes/downloads/list'));
    await screen.findByText('No files yet');
    stream.send('unread', { count: 4 }, 1);
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 4 unread' }));

    const connections = api.calls.filter((call) => call.path === '/api/events');
    expect(connections).toHaveLength(1);
    expect(connections[0]!.headers.get('authorization')).toBe('Bearer test-token');
  });

  it('opens none before sign-in', async () => {
    const { api } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/api/events')).toHaveLength(0));
  });
});
