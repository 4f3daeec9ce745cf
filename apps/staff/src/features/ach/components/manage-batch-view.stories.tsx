import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import {
  APPROVER,
  BATCH_BY_STATUS,
  ENTRY_FIXTURES,
  FILE_PREVIEW,
  OPERATOR,
  reopenFixture,
  SENT_ENTRIES,
} from '../testing/ach-fixtures.ts';
import { ACH_APPROVER, ACH_OPERATOR, ACH_VIEW_ONLY } from '../testing/fake-ach-api.ts';
import { STORY_LINKS } from '../testing/story-links.ts';
import { ManageBatchView } from './manage-batch-view.tsx';

const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';
const asApprover = { userId: APPROVER.id, impersonating: false };
const asMaker = { userId: OPERATOR.id, impersonating: false };
const generated = { entries: SENT_ENTRIES.map((entry) => ({ ...entry, status: 'SCHEDULED' as const })) };

// Manage ACH Batch (`ach/manage/{batchId}/{status}`) once the batch is loaded: each status with the
// steps it offers, the maker's disabled approval, a pending re-open, and the entries' and preview's
// own loading, empty and error states.
const meta = {
  title: 'ACH/Manage batch',
  component: ManageBatchView,
  decorators: [withPermissions(ACH_OPERATOR), withMemoryRouter],
  args: {
    batch: BATCH_BY_STATUS.DRAFT,
    viewer: asApprover,
    links: STORY_LINKS,
    entries: ENTRY_FIXTURES,
    entryPage: { page: 1, perPage: 25 },
    entryTotal: 412,
    onEntryPageChange: fn(),
    preview: FILE_PREVIEW,
    onStep: fn(),
    onDownload: fn(),
    onHold: fn(),
    onRelease: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof ManageBatchView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A draft: entries can be held (one is), released or removed; Submit for approval. */
export const Draft: Story = {};

export const PendingApproval: Story = {
  decorators: [withPermissions(ACH_APPROVER)],
  args: { batch: BATCH_BY_STATUS.PENDING_APPROVAL },
};

/** The maker looks at their own batch: Approve and Reject disabled, and why. */
export const MakerCannotApprove: Story = {
  args: { batch: BATCH_BY_STATUS.PENDING_APPROVAL, viewer: asMaker },
};

/** An administrator signed in as someone else: approval is refused outright. */
export const Impersonating: Story = {
  args: { batch: BATCH_BY_STATUS.PENDING_APPROVAL, viewer: { ...asApprover, impersonating: true } },
};

export const Rejected: Story = { args: { batch: BATCH_BY_STATUS.REJECTED } };

export const Approved: Story = { args: { batch: BATCH_BY_STATUS.APPROVED, ...generated } };

export const FileGenerated: Story = { args: { batch: BATCH_BY_STATUS.FILE_GENERATED, ...generated } };

/** Waiting on another person's decision at `/ach/approve`. */
export const ReopenPending: Story = {
  args: { batch: BATCH_BY_STATUS.REOPEN_REQUESTED, ...generated, reopenRequest: reopenFixture() },
};

export const Transmitted: Story = { args: { batch: BATCH_BY_STATUS.TRANSMITTED, entries: SENT_ENTRIES } };

export const Settled: Story = { args: { batch: BATCH_BY_STATUS.SETTLED, entries: SENT_ENTRIES } };

export const Closed: Story = { args: { batch: BATCH_BY_STATUS.CLOSED, entries: SENT_ENTRIES } };

/** The entries and the preview still on their way. */
export const Loading: Story = { args: { entries: undefined, entryTotal: undefined, preview: undefined } };

/** Every entry was removed: nothing to submit, an empty file. */
export const Empty: Story = {
  args: {
    batch: { ...BATCH_BY_STATUS.DRAFT, entryCount: 0, heldCount: 0, debitTotal: 0, entryHash: '0000000000' },
    entries: [],
    entryTotal: 0,
    preview: {
      lines: [],
      totals: { entryCount: 0, debitTotal: 0, creditTotal: 0, entryHash: '0000000000' },
      problems: [{ path: '/batches/0', code: 'empty-batch', message: 'The batch has no entries' }],
    },
  },
};

export const Failed: Story = {
  name: 'Error',
  args: {
    entries: undefined,
    entriesError: { title: 'Failed to fetch the entries', message: UNREACHABLE, onRetry: fn() },
    preview: undefined,
    previewError: UNREACHABLE,
  },
};

/** A role that may only view: every step and entry action shows, disabled (the element rule). */
export const ViewOnly: Story = {
  decorators: [withPermissions(ACH_VIEW_ONLY)],
  args: { batch: BATCH_BY_STATUS.FILE_GENERATED, ...generated },
};

/** No ACH rights: the steps are hidden (the section guard keeps such a user out of this page anyway). */
export const NoPermission: Story = {
  decorators: [withPermissions({})],
  args: { batch: BATCH_BY_STATUS.PENDING_APPROVAL },
};

/** The entries searched (receiver, contract, invoice or trace) and sorted by amount. */
export const EntriesSearched: Story = {
  args: {
    entryQuery: { search: 'Whitfield', sort: { field: 'amount', direction: 'desc' } },
    onEntryQueryChange: fn(),
  },
};

/** A search that matched no entry: a way back to the whole batch. */
export const EntriesNoMatch: Story = {
  args: {
    entries: [],
    entryTotal: 0,
    entryQuery: { search: 'zzz', sort: { field: 'contractNumber', direction: 'asc' } },
    onEntryQueryChange: fn(),
  },
};
