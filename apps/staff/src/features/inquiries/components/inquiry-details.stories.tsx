import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import type { SalesRepSource } from '../../../components/lookups/sales-rep-picker.tsx';
import { apiFailure } from '../../../testing/api-failure.ts';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { withModals } from '../../../testing/with-modals.tsx';
import type { InquiryEventRecord } from '../api/inquiries-resource.ts';
import type { InquiryNames } from '../api/lookups.ts';
import { inquiriesGate } from '../inquiry-links.ts';
import { INQUIRY_STATUSES, type InquiryStatus } from '@lendline/validation';
import {
  EVENT_FIXTURES,
  INQUIRY_DETAIL,
  PROGRAM_FIXTURES,
  PROMO_QUOTE_FIXTURE,
  STAFF_FIXTURES,
  VENDOR_FIXTURES,
} from '../testing/inquiry-fixtures.ts';
import { InquiryDetails } from './inquiry-details.tsx';

const nameIn =
  (records: { id: number; name: string }[], noun: string) =>
  (id: number): string =>
    records.find((record) => record.id === id)?.name ?? `${noun} #${id}`;

/** The names `GET /inquiries/names` gives every role that may read inquiries. */
const NAMES: InquiryNames = {
  staff: nameIn(STAFF_FIXTURES, 'User'),
  vendor: nameIn(VENDOR_FIXTURES, 'Vendor'),
  program: nameIn(PROGRAM_FIXTURES, 'Program'),
  promo: nameIn([], 'Promo'),
};

const SALES_REPS: SalesRepSource = {
  key: ['inquiry-fixtures', 'sales-reps'],
  load: async () => STAFF_FIXTURES,
  names: async (ids) => STAFF_FIXTURES.filter((user) => ids.includes(user.id)),
};

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
    names: NAMES,
    events: { data: EVENT_FIXTURES, retry: fn() },
    salesReps: SALES_REPS,
    gate: inquiriesGate('loanCalculator'),
    onChangeStatus: fn(async () => true),
    onAssign: fn(async () => true),
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

/** Reassigned after a status change: the history says to whom. */
export const Reassigned: Story = {
  args: {
    inquiry: { ...INQUIRY_DETAIL, assignedRepId: 12 },
    events: {
      data: [
        {
          id: 12,
          inquiryId: 1,
          at: '2026-11-21T09:40:00.000Z',
          actorId: 7,
          kind: 'assignment',
          fromStatus: null,
          toStatus: null,
          note: 'Kwame Mensah',
        },
        ...EVENT_FIXTURES,
      ],
      retry: fn(),
    },
  },
};

// The history's states show on its tab, which the page opens on Quote: the stories open it.
const openHistory: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('tab', { name: /History/ }));
};

export const HistoryLoading: Story = { args: { events: { retry: fn() } }, play: openHistory };

export const HistoryFailed: Story = {
  args: { events: { error: apiFailure(500, 'The database is not answering.'), retry: fn() } },
  play: openHistory,
};

/** A role that may only view: the status change and the note form are there but not usable. */
export const ViewOnly: Story = {
  decorators: [withPermissions({ loanCalculator: { Inquiries: { view: true } } })],
};
