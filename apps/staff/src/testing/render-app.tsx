import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { App } from '../app/app.tsx';
import { routes } from '../app/routes.tsx';

/** Renders the whole app at `url`, with an SWR cache of its own so no test sees another's responses. */
export function renderApp(url: string): RenderResult {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <App router={router} />
    </SWRConfig>,
  );
}
