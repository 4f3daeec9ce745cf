import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { recordTableStates } from '../../../components/data-table/testing/record-table-stories.tsx';
import { TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { downloadGate } from '../download-query.ts';
import { DOWNLOAD_FIXTURES } from '../testing/download-fixtures.ts';
import { DOWNLOADS_FULL, DOWNLOADS_VIEW_ONLY } from '../testing/fake-downloads-api.ts';
import { DownloadTable } from './download-table.tsx';

const STATES = recordTableStates({ one: 'file', many: 'downloads' });

const meta = {
  title: 'Tape Builder/Downloads',
  component: DownloadTable,
  decorators: [withPermissions(DOWNLOADS_FULL), withMemoryRouter],
  args: {
    rows: DOWNLOAD_FIXTURES,
    sort: { field: 'createdAt', direction: 'desc' },
    onSortChange: fn(),
    perPage: 10,
    onDownload: fn(),
    downloadGate: downloadGate('dataTapes'),
    empty: (
      <TableEmptyState
        title="No files yet"
        description="Large exports, data tapes and NACHA files land here when they are ready; the bell tells you when one is."
      />
    ),
  },
} satisfies Meta<typeof DownloadTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user's exports and colleagues' files they may download: CSV, XLSX, NACHA, PDF and ZIP. */
export const Full: Story = {};

/** One file being saved. */
export const Downloading: Story = { args: { downloading: 16 } };

export const Loading: Story = STATES.Loading;

export const Empty: Story = STATES.Empty;

export const NoMatch: Story = STATES.NoMatch;

export const Failed: Story = { ...STATES.Failed, name: 'Error' };

/** A role that may view Downloads but not download: the buttons are there, disabled (spec §6). */
export const ViewOnly: Story = { decorators: [withPermissions(DOWNLOADS_VIEW_ONLY)] };

/** No Downloads › view at all: the guard shows the section's access-denied page instead of the list. */
export const NoPermission: Story = {
  render: () => (
    <StatusPage title="Access denied" action={{ label: 'Go to home', to: '/home' }}>
      Your role does not allow viewing Downloads in Tape Builder. Ask an administrator if you need access.
    </StatusPage>
  ),
};
