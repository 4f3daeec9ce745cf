// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Stands in for the API: answers `GET /api/health` with the given responses in turn. */
function answerHealth(...responses: Response[]) {
  const handler = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname !== '/api/health') throw new TypeError(`Unexpected request to ${url.href}`);
    const response = responses.shift();
    if (!response) throw new TypeError('No more health responses prepared');
    return response;
  });
  vi.stubGlobal('fetch', handler);
  return handler;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('system status page', () => {
  it('shows the product name and that the API is up', async () => {
    answerHealth(json({ status: 'ok', product: 'Lendline', version: '0.1.0' }));

    renderApp('/');

    expect(await screen.findByText('API: ok')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Lendline' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('System status - Lendline'));
  });

  it('renders deep links through the router', async () => {
    answerHealth(json({ status: 'ok' }));

    renderApp('/enquiry/contract/list?page=2');

    expect(await screen.findByText('API: ok')).toBeInTheDocument();
  });

  it('shows a skeleton while the API has not answered', () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));

    renderApp('/');

    expect(screen.getByText('Checking the API')).toBeInTheDocument();
  });

  it("shows the server's message and recovers on Retry", async () => {
    const fetchHealth = answerHealth(
      json({ error: { statusCode: 503, message: 'Service Unavailable' } }, 503),
      json({ status: 'ok' }),
    );
    renderApp('/');

    expect(await screen.findByText('Service Unavailable')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('API: ok')).toBeInTheDocument();
    expect(fetchHealth).toHaveBeenCalledTimes(2);
  });
});
