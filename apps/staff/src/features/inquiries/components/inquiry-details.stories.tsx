import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { apiFailure } from '../../../testing/api-failure.ts';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { withModals } from '../../../testing/with-modals.tsx';
import type { InquiryEventRecord } from '../api/inquiries-resource.ts';
import { inquiriesGate } from '../inquiry-links.ts';
import { INQUIRY_STATUSES, type InquiryStatus } from '../inquiry-status.ts';
import {
  EVENT_FIXTURES,
  INQUIRY_DETAIL,
  PROMO_QUOTE_FIXTURE,
  STAFF_FIXTURES,
} from '../testing/inquiry-fixtures.ts';
import { InquiryDetails } from './inquiry-details.tsx';

const names = new Map(STAFF_FIXTURES.map((user) => [user.id, `${user.firstName} ${user.lastName}`]));

/** The history an inquiry in this status would have: each step from New, a note along the way. */
function historyTo(status: InquiryStatus): InquiryEventRecord[] {
  const path: InquiryStatus[] =
    status === 'Lost' || status === 'Duplicate'
      ? ['New', 'Contacted', status]
      : INQUIRY_STATUSES.slice(0, INQUIRY_STATUSES.indexOf(status) + 1);
  const changes = path.slice(1).map((toStatus, index): InquiryEventRecord => ({
    id: 20 + index,
    inquiryId: 1,
    at: new Date(Date.UTC(2026, 10, 20, 15 + index * 4, 12)).toISOString(),
    actorId: 7 + (index % 2),
    kind: 'status',
    fromStatus: path[index]!,
    toStatus,
    note: null,
  }));
  return [...(changes.length > 0 ? [EVENT_FIXTURES[0]!] : []), ...changes].reverse();
}

const meta = {
  title: 'Inquiries/Inquiry details',
  component: InquiryDetails,
  decorators: [
    withPermissions({ loanCalculator: { Inquiries: { view: true, create: true, download: true } } }),
    withMemoryRouter,
    withModals,
  ],
  args: {
    inquiry: INQUIRY_DETAIL,
    vendorName: 'Summit Dental Supply',
    programName: '$1 Out Standard',
    events: { data: EVENT_FIXTURES, retry: fn() },
    staffName: (id: number) => names.get(id) ?? `User #${id}`,
    gate: inquiriesGate('loanCalculator'),
    onChangeStatus: fn(async () => true),
    onAddNote: fn(async () => undefined),
    listHref: '/loanCalculator/enquiries/list',
  },
} satisfies Meta<typeof InquiryDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const inStatus = (status: InquiryStatus): Story => ({
  args: {
    inquiry: { ...INQUIRY_DETAIL, status, assignedRepId: status === 'New' ? null : 8 },
    events: { data: historyTo(status), retry: fn() },
  },
});

/** Just in from the calculator: nobody has called yet, nothing in the history but its arrival. */
export const New = inStatus('New');
export const Contacted = inStatus('Contacted');
export const ApplicationSubmitted = inStatus('Application submitted');
export const Approved = inStatus('Approved');
export const Funded = inStatus('Funded');
export const Lost = inStatus('Lost');
export const Duplicate = inStatus('Duplicate');

/** A 0% promo: the payment the buyer saw and what it would have been. */
export const WithPromo: Story = { args: { inquiry: { ...INQUIRY_DETAIL, quote: PROMO_QUOTE_FIXTURE } } };

/** Without Vendors or Setup access the names are not asked for; ids stand in. */
export const NamesUnavailable: Story = {
  args: { vendorName: 'Vendor #3', programName: undefined, staffName: (id: number) => `User #${id}` },
};

export const HistoryLoading: Story = { args: { events: { retry: fn() } } };

export const HistoryFailed: Story = {
  args: { events: { error: apiFailure(500, 'The database is not answering.'), retry: fn() } },
};

/** A role that may only view: the status change and the note form are there but not usable. */
export const ViewOnly: Story = {
  decorators: [withPermissions({ loanCalculator: { Inquiries: { view: true } } })],
};
