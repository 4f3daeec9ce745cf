import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { batchActions } from '../batch-actions.ts';
import { APPROVER, BATCH_BY_STATUS, OPERATOR } from '../testing/ach-fixtures.ts';
import { ACH_APPROVER, ACH_OPERATOR, ACH_VIEW_ONLY } from '../testing/fake-ach-api.ts';
import { BatchActionBar } from './batch-action-bar.tsx';

const approver = { userId: APPROVER.id, impersonating: false };
const of = (status: keyof typeof BATCH_BY_STATUS, viewer = approver) => ({
  batch: BATCH_BY_STATUS[status],
  actions: batchActions(BATCH_BY_STATUS[status], viewer),
  viewFileHref: `/ach-view-file/${BATCH_BY_STATUS[status].batchName}`,
});

// The lifecycle steps a batch offers by status and permission.
const meta = {
  title: 'ACH/Batch steps',
  component: BatchActionBar,
  decorators: [withPermissions(ACH_OPERATOR)],
  args: { ...of('DRAFT'), onStep: fn(), onDownload: fn() },
} satisfies Meta<typeof BatchActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = {};
export const PendingApproval: Story = {
  decorators: [withPermissions(ACH_APPROVER)],
  args: of('PENDING_APPROVAL'),
};
export const MakerCannotApprove: Story = {
  args: of('PENDING_APPROVAL', { userId: OPERATOR.id, impersonating: false }),
};
export const Submitting: Story = { args: { busy: 'submit' } };
export const FileGenerated: Story = { args: of('FILE_GENERATED') };
/** ACH Approver: no ACH download, so Download file is hidden. */
export const WithoutDownload: Story = {
  decorators: [withPermissions(ACH_APPROVER)],
  args: of('FILE_GENERATED'),
};
export const Transmitted: Story = { args: of('TRANSMITTED') };
export const ViewOnly: Story = { decorators: [withPermissions(ACH_VIEW_ONLY)], args: of('FILE_GENERATED') };
export const NoPermission: Story = { decorators: [withPermissions({})], args: of('PENDING_APPROVAL') };
