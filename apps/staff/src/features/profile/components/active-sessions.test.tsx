import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import { atViewportWidth } from '../../../testing/viewport.ts';
import { fakeProfile } from '../testing/profile-fixtures.ts';
import { ActiveSessions } from './active-sessions.tsx';

const renderSessions = () =>
  render(
    <MantineProvider>
      <ActiveSessions sessions={fakeProfile().sessions} />
    </MantineProvider>,
  );

describe('active sessions', () => {
  it('lists each session on a phone, this device first, with its address and times, without a wide table', () => {
    atViewportWidth(390);
    renderSessions();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Active sessions' })).getAllByRole('listitem');
    const [session] = fakeProfile().sessions;
    expect(items).toHaveLength(fakeProfile().sessions.length);
    expect(items[0]).toHaveTextContent('This device');
    expect(items[0]).toHaveTextContent(
      `${session!.clientAddress} · Signed in ${formatDateTime(session!.createdAt)} · Expires ${formatDateTime(session!.expiresAt)}`,
    );
    expect(
      items.find((item) => item.textContent?.includes('Opened by Morgan Reyes (Login as)')),
    ).toBeDefined();
  });

  it('keeps the four-column table on a wide screen', () => {
    renderSessions();
    const table = screen.getByRole('table', { name: 'Active sessions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Device', 'Address', 'Signed in', 'Expires']);
  });
});
