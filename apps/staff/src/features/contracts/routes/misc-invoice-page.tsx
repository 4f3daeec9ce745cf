import { Button, Paper, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { recordLoadState } from '../../../components/data-table/record-load-state.tsx';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { formatDate, formatDateTime } from '../../../components/data-table/utc-dates.ts';
import { FactGrid } from '../../../components/facts/fact-grid.tsx';
import { InvoiceStatusBadge } from '../../../components/portfolio/invoice-status-badge.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { useContractInvoice } from '../api/get-contract-records.ts';
import { useMay } from '../api/lookups.ts';
import { codeLabel } from '../contract-labels.ts';
import { InvoiceLines } from '../components/invoice-lines.tsx';
import type { ContractLinks } from '../contract-links.ts';

export interface MiscInvoicePageProps {
  module: string;
  contractId: number;
  invoiceId: number;
  /** The invoice's 1-based position among the contract's invoices, as the link that opened it says. */
  index: number;
  links: ContractLinks;
}

/**
 * Miscellaneous Invoice Details (spec §2 `misc-invoice-detail/{id}/{invoiceId}/{index}`): one charge
 * billed against a contract, with its lines, tax, and where it stands. Invoices › view is needed to read it.
 */
export function MiscInvoicePage({ module, contractId, invoiceId, index, links }: MiscInvoicePageProps) {
  const mayRead = useMay(module, 'Invoices');
  const invoice = useContractInvoice(module, invoiceId, mayRead);
  const contractHref = links.detail({ id: contractId, contractType: 'MISC' });
  if (!mayRead) {
    return (
      <StatusPage title="Miscellaneous invoice" action={{ label: 'Back to the contract', to: contractHref }}>
        Reading invoices needs the Invoices view permission in this module.
      </StatusPage>
    );
  }
  if (invoice.data && invoice.data.contractId !== contractId) {
    return (
      <StatusPage title="Invoice not found" action={{ label: 'Back to the contract', to: contractHref }}>
        This invoice does not belong to this contract.
      </StatusPage>
    );
  }
  const pending = recordLoadState({
    validId: Number.isInteger(invoiceId) && Number.isInteger(contractId),
    query: invoice,
    noun: 'invoice',
    list: { label: 'Back to the contract', href: contractHref },
    skeleton: [100, 200],
    maxWidth: 880,
  });
  if (pending) return pending;
  const record = invoice.data!;

  return (
    <Stack gap="md" maw={960}>
      <PageHeader
        title={`Invoice ${record.invoiceNumber}`}
        context={`Invoice ${Number.isInteger(index) ? index : 1} of the contract · ${codeLabel(record.kind)}`}
        actions={
          <Button component={Link} to={contractHref} variant="default" size="sm">
            Back to the contract
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md">
        <FactGrid
          cols={4}
          facts={[
            { label: 'Status', value: <InvoiceStatusBadge status={record.status} /> },
            { label: 'Charge', value: record.chargeType ? codeLabel(record.chargeType) : 'N/A' },
            { label: 'Invoice date', value: formatDate(record.invoiceDate) },
            { label: 'Due date', value: formatDate(record.dueDate) },
            { label: 'Total', value: formatMoney(record.total), numeric: true },
            { label: 'Paid', value: formatMoney(record.amountPaid), numeric: true },
            { label: 'Balance', value: formatMoney(record.balance), numeric: true },
            {
              label: 'Sent',
              value: record.sentAt
                ? `${formatDateTime(record.sentAt)} to ${record.sendTo ?? ''}`
                : 'Not sent',
            },
          ]}
        />
      </Paper>
      <InvoiceLines
        lines={record.lines ?? []}
        subtotal={record.subtotal}
        taxAmount={record.taxAmount}
        total={record.total}
      />
    </Stack>
  );
}
