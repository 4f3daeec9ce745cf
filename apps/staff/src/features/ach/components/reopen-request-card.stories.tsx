import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { APPROVER, reopenFixture } from '../testing/ach-fixtures.ts';
import { ACH_APPROVER, ACH_VIEW_ONLY } from '../testing/fake-ach-api.ts';
import { ReopenRequestCard } from './reopen-request-card.tsx';

// `/ach/approve?requestId=N`: the request someone else decides.
const meta = {
  title: 'ACH/Re-open request',
  component: ReopenRequestCard,
  decorators: [withPermissions(ACH_APPROVER)],
  args: {
    request: reopenFixture(),
    refusal: null,
    batchHref: '/ach/ach/manage/7/reopen_requested',
    onApprove: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof ReopenRequestCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};

/** The requester opens their own request: they cannot decide it, and are told why. */
export const OwnRequest: Story = {
  args: { refusal: 'You asked for this re-open; another person must decide it' },
};

export const Approving: Story = { args: { busy: 'approve' } };

export const Approved: Story = {
  args: {
    request: reopenFixture({
      status: 'APPROVED',
      decidedBy: APPROVER,
      decidedAt: '2026-11-20T15:40:00.000Z',
      voidedFileName: 'ACH-20261123-01.ach',
    }),
  },
};

export const Rejected: Story = {
  args: {
    request: reopenFixture({
      status: 'REJECTED',
      decidedBy: APPROVER,
      decidedAt: '2026-11-20T15:40:00.000Z',
      decisionNote: 'The wires have not arrived yet; the debits stay',
    }),
  },
};

export const ViewOnly: Story = { decorators: [withPermissions(ACH_VIEW_ONLY)] };

export const NoPermission: Story = { decorators: [withPermissions({})] };
