import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { APPROVER, OPERATOR, reopenFixture } from '../testing/ach-fixtures.ts';
import { ReopenPendingNotice } from './reopen-pending-notice.tsx';

const meta = {
  title: 'ACH/Re-open pending',
  component: ReopenPendingNotice,
  decorators: [withMemoryRouter],
  args: {
    request: reopenFixture(),
    viewer: { userId: APPROVER.id, impersonating: false },
    approveHref: '/ach/approve?requestId=12',
  },
} satisfies Meta<typeof ReopenPendingNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForADecider: Story = {};
export const ForTheRequester: Story = { args: { viewer: { userId: OPERATOR.id, impersonating: false } } };
export const Loading: Story = { args: { request: undefined } };
