import type { RevealableField } from '@lendline/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { apiFailure } from '../../../testing/api-failure.ts';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { withModals } from '../../../testing/with-modals.tsx';
import { applicationsGate, revealGate } from '../credit-application-links.ts';
import type { CreditApplicationStatus } from '../credit-application-status.ts';
import {
  APPLICATION_DETAIL,
  APPLICATION_EVENTS,
  PLAIN_NUMBERS,
} from '../testing/credit-application-fixtures.ts';
import { ApplicationDetails } from './application-details.tsx';

const reveal = async (field: RevealableField, owner?: number) =>
  PLAIN_NUMBERS[owner === undefined ? field : `${field}:${owner}`] ?? '';

const meta = {
  title: 'Inquiries/Credit application details',
  component: ApplicationDetails,
  decorators: [
    withPermissions({ loanCalculator: { Inquiries: { view: true, create: true, download: true } } }),
    withMemoryRouter,
    withModals,
  ],
  args: {
    application: APPLICATION_DETAIL,
    events: { data: APPLICATION_EVENTS, retry: fn() },
    gate: applicationsGate('loanCalculator'),
    revealGate: revealGate('loanCalculator'),
    onChangeStatus: fn(async () => true),
    onAddNote: fn(async () => undefined),
    onReveal: fn(reveal),
    listHref: '/loanCalculator/enquiries/list?kind=applications',
  },
} satisfies Meta<typeof ApplicationDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const inStatus = (status: CreditApplicationStatus): Story => ({
  args: { application: { ...APPLICATION_DETAIL, status } },
});

/** Routed to a rep: it may go in review or be withdrawn. Reveal shows a number for 30 s. */
export const Received = inStatus('received');
export const Submitted = inStatus('submitted');
/** In review: the four outcomes are offered. */
export const InReview = inStatus('in_review');
/** An outcome is final: no status is left to choose. */
export const Approved = inStatus('approved');
export const Declined = inStatus('declined');

/** One owner, no bank reference, no DBA, sent to the operations inbox. */
export const Minimal: Story = {
  args: {
    application: {
      ...APPLICATION_DETAIL,
      recipientName: null,
      owners: APPLICATION_DETAIL.owners.slice(0, 1),
      business: {
        ...APPLICATION_DETAIL.business,
        dba: null,
        website: null,
        bankName: null,
        bankAccount: null,
        bankRouting: null,
      },
    },
  },
};

/** The server refuses the reveal: the number stays masked and a toast says why. */
export const RevealRefused: Story = {
  args: {
    onReveal: fn(async (_field: RevealableField, _owner?: number): Promise<string> => {
      throw apiFailure(404, 'The application has no bank account');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: /Reveal/ })[0]!);
    await expect(await within(document.body).findByText('The application has no bank account')).toBeVisible();
  },
};

// The history's states show on its tab, which the page opens on Application: the stories open it.
const openHistory: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('tab', { name: /History/ }));
};

export const HistoryLoading: Story = { args: { events: { retry: fn() } }, play: openHistory };

export const HistoryFailed: Story = {
  args: { events: { error: apiFailure(500, 'The database is not answering.'), retry: fn() } },
  play: openHistory,
};

/** Work but no download: no Reveal buttons at all, the numbers stay masked. */
export const NoDownload: Story = {
  decorators: [withPermissions({ loanCalculator: { Inquiries: { view: true, create: true } } })],
};

/** View only: the status change and the note form are there but not usable, and nothing can be revealed. */
export const ViewOnly: Story = {
  decorators: [withPermissions({ loanCalculator: { Inquiries: { view: true } } })],
};
