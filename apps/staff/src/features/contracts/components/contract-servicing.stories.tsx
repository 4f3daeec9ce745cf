import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import {
  CONTRACT_FIXTURES,
  DEBT_SOURCE_FIXTURES,
  PREFUND_FIXTURES,
  SALES_REP_FIXTURES,
} from '../testing/contract-fixtures.ts';
import { ContractActions } from './contract-actions.tsx';
import { DocumentUpload } from './document-upload.tsx';
import { PrefundsTable } from './prefunds-table.tsx';

const gate = { module: 'firstPayment', menu: 'Contracts', actions: ['view', 'create'] } as const;

const meta = {
  title: 'Portfolio/Contract servicing',
  component: ContractActions,
  decorators: [
    withPermissions({ firstPayment: { Contracts: { view: true, create: true } } }),
    withMemoryRouter,
  ],
  args: {
    contract: CONTRACT_FIXTURES[0]!,
    salesReps: {
      data: SALES_REP_FIXTURES.map((rep) => ({ value: String(rep.id), label: rep.name })),
      searchValue: '',
      onSearchChange: fn(),
      loading: false,
      error: false,
    },
    debtSources: DEBT_SOURCE_FIXTURES.map((source) => ({ value: String(source.id), label: source.name })),
    onChange: fn(async () => undefined),
    gate: { ...gate, actions: [...gate.actions] },
  },
} satisfies Meta<typeof ContractActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active contract: the statuses it may move to, and its servicing fields. */
export const Actions: Story = {};

/** A purchased contract is final: no status is offered. */
export const FinalStatus: Story = {
  args: { contract: { ...CONTRACT_FIXTURES[0]!, status: 'PURCHASED', closedDate: '2026-10-31' } },
};

/** The server refuses every change; the panel shows its words. */
export const Refused: Story = {
  args: {
    onChange: fn(async () => {
      throw new Error('refused');
    }),
  },
};

/** A role that may only view sees the actions disabled. */
export const ViewOnly: Story = {
  decorators: [withPermissions({ firstPayment: { Contracts: { view: true } } })],
};

/**
 * The upload form above the documents; this one never finishes, to show the upload in flight: pick a
 * file and a kind and upload, and the bar stops at 40% sent.
 */
export const Upload: Story = {
  render: () => (
    <DocumentUpload
      gate={{ ...gate, actions: [...gate.actions] }}
      maxBytes={10 * 1024 * 1024}
      describeFailure={() => 'Content type must be one of application/pdf, image/png, …'}
      onUpload={(_upload, onProgress) => {
        onProgress(0.4);
        return new Promise(() => undefined);
      }}
    />
  ),
};

/** The contract's prefunds, and an empty list. */
export const Prefunds: Story = {
  render: () => (
    <>
      <PrefundsTable rows={PREFUND_FIXTURES} />
      <PrefundsTable rows={[]} />
    </>
  ),
};
