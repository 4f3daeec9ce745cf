import { Anchor, Blockquote, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { Link } from 'react-router';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import type { SalesRepSource } from '../../../components/lookups/sales-rep-picker.tsx';
import type { InquiryRecord } from '../api/inquiries-resource.ts';
import type { InquiryNames } from '../api/lookups.ts';
import { productShortLabel } from '@lendline/finance';
import type { InquiryStatus } from '@lendline/validation';
import { AssignControl } from './assign-control.tsx';
import { FactGrid } from '../../../components/facts/fact-grid.tsx';
import { InquiryHistory, type HistoryQuery } from './inquiry-history.tsx';
import { InquiryStatusBadge } from './inquiry-status-badge.tsx';
import { NoteForm } from '../../../components/notes/note-form.tsx';
import { NOTE_MAX } from '../api/update-inquiry.ts';
import { QuotePanel } from './quote-panel.tsx';
import { StatusControl } from './status-control.tsx';
import { formatCount } from '../../../components/data-table/format-number.ts';

export interface InquiryDetailsProps {
  /** The inquiry with its stored quote. */
  inquiry: InquiryRecord;
  /** The names behind its ids: vendor, program, rep and the history's actors. */
  names: InquiryNames;
  events: HistoryQuery;
  /** The active staff the inquiry can be given to. */
  salesReps: SalesRepSource;
  /** Inquiries › create, for the status change, the reassignment and notes. */
  gate: ElementRequest;
  onChangeStatus: (status: InquiryStatus) => Promise<boolean>;
  onAssign: (repId: number, name: string) => Promise<boolean>;
  onAddNote: (note: string) => Promise<void>;
  listHref: string;
}

const dimmed = (text: string) => (
  <Text span size="sm" c="dimmed">
    {text}
  </Text>
);

/**
 * One inquiry (spec §2 `enquiries/details`): the key facts and the contact block on a summary card with
 * the reassignment and the status change, then the quote the buyer saw and the history with notes in tabs.
 */
export function InquiryDetails({
  inquiry,
  names,
  events,
  salesReps,
  gate,
  onChangeStatus,
  onAssign,
  onAddNote,
  listHref,
}: InquiryDetailsProps) {
  const historyCount = events.data ? ` (${formatCount(events.data.length)})` : '';

  return (
    <>
      <PageHeader
        title={`Inquiry #${inquiry.id}`}
        context={
          <Group gap="xs">
            <Text span size="sm" fw={500} c="var(--mantine-color-text)">
              {inquiry.customerName}
              {inquiry.businessName ? ` · ${inquiry.businessName}` : ''}
            </Text>
            <InquiryStatusBadge status={inquiry.status} />
            <Text span size="sm" c="dimmed">
              Received {formatDateTime(inquiry.createdAt)} UTC
            </Text>
          </Group>
        }
        actions={
          <Button size="sm" variant="default" component={Link} to={listHref}>
            Back to inquiries
          </Button>
        }
      />
      <Stack gap="md">
        <Paper withBorder p="md" component="section" aria-labelledby="inquiry-summary-title">
          <Group justify="space-between" align="flex-start" gap="md" mb="sm">
            <Title order={2} fz="md" id="inquiry-summary-title">
              Summary
            </Title>
            <Group gap="md" align="flex-end">
              <AssignControl
                assignedRepId={inquiry.assignedRepId}
                salesReps={salesReps}
                gate={gate}
                onAssign={onAssign}
              />
              <StatusControl status={inquiry.status} gate={gate} onChange={onChangeStatus} />
            </Group>
          </Group>
          <FactGrid
            cols={4}
            facts={[
              { label: 'Customer', value: inquiry.customerName },
              { label: 'Business', value: inquiry.businessName || dimmed('Not given') },
              {
                label: 'E-mail',
                value: (
                  <Anchor href={`mailto:${inquiry.email}`} size="sm">
                    {inquiry.email}
                  </Anchor>
                ),
              },
              {
                label: 'Phone',
                value: inquiry.phone ? (
                  <Anchor href={`tel:${inquiry.phone.replace(/[^\d+]/g, '')}`} size="sm">
                    {inquiry.phone}
                  </Anchor>
                ) : (
                  dimmed('Not given')
                ),
              },
              { label: 'State', value: inquiry.state || dimmed('Not given') },
              { label: 'Vendor', value: names.vendor(inquiry.vendorId) },
              { label: 'Equipment', value: inquiry.equipmentDescription || dimmed('Not described') },
              { label: 'Equipment cost', value: formatMoney(inquiry.equipmentCost), numeric: true },
              {
                label: 'Quoted',
                value: `${formatMoney(inquiry.quotedPayment)} × ${inquiry.termMonths} mo, ${productShortLabel(inquiry.productType)}`,
                numeric: true,
              },
              { label: 'Status', value: <InquiryStatusBadge status={inquiry.status} /> },
              {
                label: 'Assigned to',
                value:
                  inquiry.assignedRepId === null ? dimmed('Unassigned') : names.staff(inquiry.assignedRepId),
              },
              { label: 'Received (UTC)', value: formatDateTime(inquiry.createdAt) },
            ]}
          />
          {inquiry.message && (
            <Blockquote mt="md" p="sm" color="gray" cite="Message from the buyer">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {inquiry.message}
              </Text>
            </Blockquote>
          )}
        </Paper>

        <Tabs defaultValue="quote" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="quote">Quote</Tabs.Tab>
            <Tabs.Tab value="history">History{historyCount}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="quote" pt="md">
            <QuotePanel inquiry={inquiry} programName={names.program} />
          </Tabs.Panel>
          <Tabs.Panel value="history" pt="md">
            <Stack gap="lg" maw={760}>
              <NoteForm gate={gate} maxLength={NOTE_MAX} onAdd={onAddNote} />
              <InquiryHistory inquiry={inquiry} events={events} staffName={names.staff} />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </>
  );
}
