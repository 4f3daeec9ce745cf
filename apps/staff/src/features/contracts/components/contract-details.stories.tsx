import { Button, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import {
  ASSET_FIXTURES,
  CONTRACT_FIXTURES,
  CONTRACT_INVOICE_FIXTURES,
  CONTRACT_SUMMARY,
  DOCUMENT_FIXTURES,
  NOTE_FIXTURES,
  PAYMENT_FIXTURES,
  SCHEDULE_FIXTURES,
} from '../testing/contract-fixtures.ts';
import { ContractInvoices } from './contract-invoices.tsx';
import { ContractNotes } from './contract-notes.tsx';
import { ContractHeader } from './contract-header.tsx';
import { DocumentsTable } from './documents-table.tsx';
import { EquipmentTable } from './equipment-table.tsx';
import { PaymentsTable } from './payments-table.tsx';
import { ScheduleTable } from './schedule-table.tsx';
import { TermsPanel } from './terms-panel.tsx';

const meta = {
  title: 'Portfolio/Contract details',
  component: ContractHeader,
  decorators: [
    withPermissions({ firstPayment: { Contracts: { view: true, create: true }, Invoices: { view: true } } }),
    withMemoryRouter,
  ],
  args: {
    title: 'Contract EL-2024-004217',
    status: 'ACTIVE',
    daysPastDue: 0,
    amountPastDue: 0,
    summary: CONTRACT_SUMMARY,
    actions: (
      <>
        <Button size="sm">Actions</Button>
        <Button size="sm" variant="default">
          Back to contracts
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof ContractHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §3's summary as the server words it, in the one compact header above the tabs. */
export const Summary: Story = {};

/** A live contract 63 days late: the badge and the past-due facts in amber (ui.md: needs attention). */
export const SummaryPastDue: Story = {
  args: { daysPastDue: 63, amountPastDue: 2544.1 },
};

/** Missing values read N/A. */
export const SummaryWithGaps: Story = {
  args: { summary: { ...CONTRACT_SUMMARY, salesRep: 'N/A', debtSource: 'N/A', sessionName: 'N/A' } },
};

/** A role without Contracts › create: no Actions button, only the way back. */
export const SummaryNoPermission: Story = {
  args: {
    actions: (
      <Button size="sm" variant="default">
        Back to contracts
      </Button>
    ),
  },
};

export const SummaryLoading: Story = { args: { summary: undefined } };

export const SummaryError: Story = {
  args: { summary: undefined, error: { message: 'Internal Server Error', onRetry: fn() } },
};

/** Every panel of the tabs, one under the other. */
export const Panels: Story = {
  render: () => (
    <Stack gap="xl">
      <TermsPanel contract={CONTRACT_FIXTURES[0]!} />
      <ScheduleTable rows={SCHEDULE_FIXTURES} />
      <ContractInvoices
        rows={CONTRACT_INVOICE_FIXTURES}
        miscInvoiceHref={(invoice, index) =>
          `/miscInvoice/contract/misc-invoice-detail/4217/${invoice.id}/${index}`
        }
      />
      <PaymentsTable rows={PAYMENT_FIXTURES} />
      <EquipmentTable
        rows={ASSET_FIXTURES}
        assetHref={(id) => `/firstPayment/contract/manage-equipment/${id}`}
      />
      <DocumentsTable rows={DOCUMENT_FIXTURES} />
      <ContractNotes
        rows={NOTE_FIXTURES}
        gate={{ module: 'firstPayment', menu: 'Contracts', actions: ['view', 'create'] }}
        onAdd={fn(async () => undefined)}
      />
    </Stack>
  ),
};

export const PanelsLoading: Story = {
  render: () => (
    <Stack gap="xl">
      <ScheduleTable rows={undefined} />
      <PaymentsTable rows={undefined} />
    </Stack>
  ),
};

export const PanelsEmpty: Story = {
  render: () => (
    <Stack gap="xl">
      <PaymentsTable rows={[]} />
      <ContractInvoices rows={[]} />
    </Stack>
  ),
};
