import { Button, Drawer, Stack, Tabs } from '@mantine/core';
import type { ModulePolicy } from '@lendline/portfolio';
import { useState } from 'react';
import { Link } from 'react-router';
import { recordLoadState } from '../../../components/data-table/record-load-state.tsx';
import { useRemoteOptions } from '../../../components/form/use-remote-options.ts';
import { useElementAccess } from '../../../lib/access/use-element-access.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/toast.ts';
import { addContractNote } from '../api/add-contract-note.ts';
import {
  downloadDocument,
  MAX_DOCUMENT_BYTES,
  setDocumentValidity,
  uploadDocument,
} from '../api/contract-documents.ts';
import { useContractRecords } from '../api/get-contract-records.ts';
import { useContract, useContractSchedule, useContractSummary } from '../api/get-contracts.ts';
import { useDebtSources, useMay } from '../api/lookups.ts';
import { nameSource } from '../api/name-lookups.ts';
import { patchContract, refusalText } from '../api/patch-contract.ts';
import { useRefreshContracts, type ContractRecord } from '../api/contracts-resource.ts';
import { ContractActions } from '../components/contract-actions.tsx';
import { ContractInvoices } from '../components/contract-invoices.tsx';
import { ContractNotes } from '../components/contract-notes.tsx';
import { ContractHeader } from '../components/contract-header.tsx';
import { DocumentUpload } from '../components/document-upload.tsx';
import { DocumentsTable } from '../components/documents-table.tsx';
import { EquipmentTable } from '../components/equipment-table.tsx';
import { PaymentsTable } from '../components/payments-table.tsx';
import { PrefundsTable } from '../components/prefunds-table.tsx';
import { ScheduleTable } from '../components/schedule-table.tsx';
import { TermsPanel } from '../components/terms-panel.tsx';
import { contractsGate, type ContractLinks } from '../contract-links.ts';

export interface ContractDetailsPageProps {
  module: string;
  policy: ModulePolicy;
  /** From the route; NaN when the address holds no valid id. */
  contractId: number;
  links: ContractLinks;
  /** The signed-in user, who reads as their own name on the notes they write. */
  currentUser?: { id: number; name: string } | undefined;
}

interface PanelProps {
  module: string;
  contractId: number;
}

const rowsOf = <Row,>(query: { data?: Row[]; error?: unknown; mutate: () => unknown }) => ({
  rows: query.data,
  error: query.error,
  onRetry: () => void query.mutate(),
});

// Each tab asks for its own rows when it is first opened, so the details open with two requests.

function SchedulePanel({ module, contractId }: PanelProps) {
  return <ScheduleTable {...rowsOf(useContractSchedule(module, contractId))} />;
}

// Every invoice of the contract, whichever module billed it (the rent too); a misc invoice links to its
// page only in a module that lists misc invoices, where that page can read it.
function InvoicesPanel({
  module,
  contractId,
  links,
  policy,
}: PanelProps & { links: ContractLinks; policy: ModulePolicy }) {
  const linksMisc = policy.invoices?.kinds.includes('MISC') ?? false;
  return (
    <ContractInvoices
      {...rowsOf(useContractRecords(module, 'invoices', contractId))}
      miscInvoiceHref={
        linksMisc ? (invoice, index) => links.miscInvoice(contractId, invoice.id, index) : undefined
      }
    />
  );
}

function PaymentsPanel({ module, contractId }: PanelProps) {
  return <PaymentsTable {...rowsOf(useContractRecords(module, 'payments', contractId))} />;
}

function EquipmentPanel({ module, contractId, links }: PanelProps & { links: ContractLinks }) {
  return (
    <EquipmentTable {...rowsOf(useContractRecords(module, 'assets', contractId))} assetHref={links.asset} />
  );
}

function PrefundsPanel({ module, contractId }: PanelProps) {
  return <PrefundsTable {...rowsOf(useContractRecords(module, 'prefunds', contractId))} />;
}

function DocumentsPanel({ module, contractId }: PanelProps) {
  const documents = useContractRecords(module, 'documents', contractId);
  return (
    <Stack gap="sm">
      <DocumentUpload
        gate={contractsGate(module)}
        maxBytes={MAX_DOCUMENT_BYTES}
        describeFailure={(failure) => refusalText(failure, 'The document could not be uploaded.')}
        onUpload={async ({ kind, name, file }, onProgress) => {
          await uploadDocument(module, { contractId, kind, name, file }, onProgress);
          showSuccessToast('Document uploaded', `${name || file.name} was added to the contract.`);
          await documents.mutate();
        }}
      />
      <DocumentsTable
        {...rowsOf(documents)}
        gate={contractsGate(module)}
        onDownload={async (document) => {
          try {
            await downloadDocument(module, document);
          } catch (failure) {
            showErrorToast('Error', errorMessage(failure, `${document.name} could not be downloaded.`));
          }
        }}
        onValidity={async (document, isValid) => {
          try {
            await setDocumentValidity(module, document.id, isValid);
            showSuccessToast(
              'Document updated',
              `${document.name} is marked ${isValid ? 'valid' : 'not valid'}.`,
            );
            await documents.mutate();
          } catch (failure) {
            showErrorToast('Error', errorMessage(failure, `${document.name} could not be changed.`));
          }
        }}
      />
    </Stack>
  );
}

function NotesPanel({
  module,
  contractId,
  currentUser,
}: PanelProps & Pick<ContractDetailsPageProps, 'currentUser'>) {
  const notes = useContractRecords(module, 'notes', contractId);
  return (
    <ContractNotes
      {...rowsOf(notes)}
      authorName={(note) =>
        note.authorName ??
        (note.authorId === null
          ? 'System'
          : note.authorId === currentUser?.id
            ? currentUser.name
            : `User #${note.authorId}`)
      }
      gate={contractsGate(module)}
      onAdd={async (note) => {
        await addContractNote(module, { contractId, ...note });
        showSuccessToast('Note added', 'The note was added to the contract.');
        await notes.mutate();
      }}
    />
  );
}

/**
 * The servicing actions in a drawer opened from the header (issue 22 item 4), so they no longer push the
 * tabs below the first screen. Hidden by the module's Contracts › create rule like the actions were; the
 * lookups (Contracts › view, which this page has) load only once the drawer opens.
 */
function ActionsDrawer({
  module,
  contract,
  onChanged,
}: {
  module: string;
  contract: ContractRecord;
  onChanged: () => Promise<unknown>;
}) {
  const gate = contractsGate(module);
  const shown = useElementAccess(gate) !== 'hidden';
  const [opened, setOpened] = useState(false);
  const salesReps = useRemoteOptions(
    shown && opened ? nameSource(module, 'sales-reps') : null,
    contract.salesRepId ? [String(contract.salesRepId)] : [],
  );
  const debtSources = useDebtSources(module, shown && opened);
  if (!shown) return null;
  return (
    <>
      <Button size="sm" onClick={() => setOpened(true)} aria-haspopup="dialog">
        Actions
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size="lg"
        title={`Actions on contract ${contract.contractNumber}`}
      >
        <ContractActions
          key={`${contract.status}-${contract.salesRepId}-${contract.debtSourceId}-${contract.billingMethod}-${contract.dueDay}`}
          contract={contract}
          salesReps={salesReps}
          debtSources={(debtSources.data ?? []).map((source) => ({
            value: String(source.id),
            label: source.name,
          }))}
          gate={gate}
          onChange={async (changes) => {
            await patchContract(module, contract.id, changes);
            showSuccessToast('Contract updated', `Contract ${contract.contractNumber} was changed.`);
            await onChanged();
          }}
        />
      </Drawer>
    </>
  );
}

/**
 * Contract Details (spec §2 `detail/{id}`, `detail/module-wise/{id}`, `misc-contract-detail/{id}`): one
 * compact header with the spec §3 summary, the delinquency and the actions' drawer, then the terms, the
 * schedule, the invoices by session, payments, equipment, documents and notes in tabs. Invoices show
 * only where the role may read this module's invoices, and then all of the contract's.
 */
export function ContractDetailsPage({
  module,
  policy,
  contractId,
  links,
  currentUser,
}: ContractDetailsPageProps) {
  const contract = useContract(module, contractId);
  const summary = useContractSummary(module, contractId);
  const mayReadInvoices = useMay(module, 'Invoices') && policy.invoices !== null;
  const [tab, setTab] = useState<string | null>('terms');
  const refreshContracts = useRefreshContracts();

  const pending = recordLoadState({
    validId: Number.isInteger(contractId),
    query: contract,
    noun: 'contract',
    list: { label: 'Back to contracts', href: links.list },
    skeleton: [110, 40, 260],
    maxWidth: 1200,
  });
  if (pending) return pending;
  const record = contract.data!;
  const misc = record.contractType === 'MISC';
  const panel = { module, contractId: record.id };

  return (
    <Stack gap="sm" maw={1280}>
      <ContractHeader
        title={`${misc ? 'Miscellaneous contract' : 'Contract'} ${record.contractNumber}`}
        status={record.status}
        daysPastDue={record.daysPastDue}
        amountPastDue={record.amountPastDue}
        summary={summary.data}
        error={
          summary.error
            ? {
                message: errorMessage(summary.error, 'The server did not answer. Try again.'),
                onRetry: () => void summary.mutate(),
              }
            : null
        }
        actions={
          <>
            <ActionsDrawer
              module={module}
              contract={record}
              onChanged={() => Promise.all([contract.mutate(), summary.mutate(), refreshContracts()])}
            />
            <Button component={Link} to={links.list} variant="default" size="sm">
              Back to contracts
            </Button>
          </>
        }
      />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="terms">{misc ? 'Billing' : 'Terms'}</Tabs.Tab>
          {!misc && <Tabs.Tab value="schedule">Schedule</Tabs.Tab>}
          {mayReadInvoices && <Tabs.Tab value="invoices">Invoices</Tabs.Tab>}
          <Tabs.Tab value="payments">Payments</Tabs.Tab>
          {!misc && <Tabs.Tab value="equipment">Equipment</Tabs.Tab>}
          {!misc && <Tabs.Tab value="prefunds">Prefunds</Tabs.Tab>}
          <Tabs.Tab value="documents">Documents</Tabs.Tab>
          <Tabs.Tab value="notes">Notes</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="terms" pt="md">
          <TermsPanel contract={record} />
        </Tabs.Panel>
        <Tabs.Panel value="schedule" pt="md">
          <SchedulePanel {...panel} />
        </Tabs.Panel>
        {mayReadInvoices && (
          <Tabs.Panel value="invoices" pt="md">
            <InvoicesPanel {...panel} links={links} policy={policy} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="payments" pt="md">
          <PaymentsPanel {...panel} />
        </Tabs.Panel>
        <Tabs.Panel value="equipment" pt="md">
          <EquipmentPanel {...panel} links={links} />
        </Tabs.Panel>
        <Tabs.Panel value="prefunds" pt="md">
          <PrefundsPanel {...panel} />
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="md">
          <DocumentsPanel {...panel} />
        </Tabs.Panel>
        <Tabs.Panel value="notes" pt="md">
          <NotesPanel {...panel} currentUser={currentUser} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
