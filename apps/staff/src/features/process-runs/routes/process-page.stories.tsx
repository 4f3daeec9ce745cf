import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { ON_A_PHONE } from '../../../testing/phone-story.ts';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { fakeProcessApi, PROCESS_ADMIN, PROCESS_VIEW_ONLY } from '../testing/fake-process-api.ts';
import {
  ALREADY_RUN_PREVIEW,
  EXTENSION_RUNS,
  GP_DOCUMENTS,
  LATE_FEE_PREVIEW,
  MISC_RUNS,
} from '../testing/process-fixtures.ts';
import { ProcessPage } from './process-page.tsx';

// The Process pages over an in-memory API (testing/fake-process-api.ts): every state without a server.

const meta = {
  title: 'Process/Process page',
  component: ProcessPage,
  decorators: [withPermissions(PROCESS_ADMIN), withMemoryRouter],
  args: {
    module: 'extensions',
    processApi: fakeProcessApi({ runs: EXTENSION_RUNS, journal: GP_DOCUMENTS }),
  },
} satisfies Meta<typeof ProcessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Extensions › Process: a run in progress, done runs with counts, totals and files, a failed one. */
export const Full: Story = {};

/** The GP journal tab: the documents the embedded GP holds, by batch, with their invoice and run. */
export const GpJournal: Story = { args: { initialTab: 'journal' } };

/** Miscellaneous Invoices › Process: the late-fee runs. */
export const MiscFull: Story = {
  args: { module: 'miscInvoice', processApi: fakeProcessApi({ runs: MISC_RUNS }) },
};

export const Loading: Story = { args: { processApi: fakeProcessApi({ pending: true }) } };

export const Empty: Story = {
  args: { module: 'miscInvoice', processApi: fakeProcessApi({ runs: [] }) },
};

export const Failed: Story = {
  name: 'Error',
  args: { processApi: fakeProcessApi({ failure: new Error('The server did not answer. Try again.') }) },
};

/** Process › view only: the history reads, but no New run and no GP journal (no Extensions › Invoices). */
export const ViewOnly: Story = { decorators: [withPermissions(PROCESS_VIEW_ONLY)] };

/** No Process › view at all: the section guard shows its access-denied page instead. */
export const NoPermission: Story = {
  render: () => (
    <StatusPage title="Access denied" action={{ label: 'Go to home', to: '/home' }}>
      Your role does not allow viewing Process in Extensions. Ask an administrator if you need access.
    </StatusPage>
  ),
};

/** New run, previewed: the rows and total the late-fee run would charge, and Run. */
export const LauncherPreview: Story = {
  args: {
    module: 'miscInvoice',
    processApi: fakeProcessApi({ runs: MISC_RUNS }),
    launcher: { open: true, preview: LATE_FEE_PREVIEW },
  },
};

/** New run with parameters already run: it says so, and offers no second run. */
export const LauncherAlreadyRun: Story = {
  args: {
    module: 'miscInvoice',
    processApi: fakeProcessApi({ runs: MISC_RUNS, preview: ALREADY_RUN_PREVIEW }),
    launcher: { open: true, preview: ALREADY_RUN_PREVIEW },
  },
};

/** New run on Extensions: the two runs to choose from and their parameters. */
export const LauncherExtensions: Story = { args: { launcher: { open: true } } };

export const Phone: Story = { ...ON_A_PHONE };

export const PhoneLauncher: Story = {
  ...ON_A_PHONE,
  args: {
    module: 'miscInvoice',
    processApi: fakeProcessApi({ runs: MISC_RUNS }),
    launcher: { open: true, preview: LATE_FEE_PREVIEW },
  },
};
