import type { RevealableField } from '@lendline/validation';
import { Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { Link } from 'react-router';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import { FactGrid } from '../../../components/facts/fact-grid.tsx';
import { NoteForm } from '../../../components/notes/note-form.tsx';
import type { CreditApplicationOwner, CreditApplicationRecord } from '../api/credit-applications-resource.ts';
import { NOTE_MAX } from '../api/update-credit-application.ts';
import type { CreditApplicationStatus } from '../credit-application-status.ts';
import { ApplicationHistory, type ApplicationHistoryQuery } from './application-history.tsx';
import { ApplicationStatusBadge } from './application-status-badge.tsx';
import { ApplicationStatusControl } from './application-status-control.tsx';
import { BusinessSection, notGiven } from './business-section.tsx';
import { ConsentSection, EquipmentSection } from './equipment-section.tsx';
import { ownerName, OwnersSection } from './owners-section.tsx';
import { RevealableNumber } from './revealable-number.tsx';
import { formatCount } from '../../../components/data-table/format-number.ts';

export interface ApplicationDetailsProps {
  application: CreditApplicationRecord;
  events: ApplicationHistoryQuery;
  /** Inquiries › create, for the status change and notes. */
  gate: ElementRequest;
  /** Inquiries › download, for the Reveal buttons. */
  revealGate: ElementRequest;
  onChangeStatus: (status: CreditApplicationStatus) => Promise<boolean>;
  onAddNote: (note: string) => Promise<void>;
  /** Asks the server for one personal number in plain; `owner` is the owner's position. */
  onReveal: (field: RevealableField, owner?: number) => Promise<string>;
  listHref: string;
}

/**
 * One credit application (Inquiries › Credit applications): the summary with the status change, then the
 * application as sent (business, owners and guarantors, equipment, consents and signature) and the history
 * with notes in tabs. Personal numbers show only masked, with Reveal for roles that may download.
 */
export function ApplicationDetails({
  application,
  events,
  gate,
  revealGate,
  onChangeStatus,
  onAddNote,
  onReveal,
  listHref,
}: ApplicationDetailsProps) {
  const { business, equipment } = application;
  const historyCount = events.data ? ` (${formatCount(events.data.length)})` : '';
  const revealable = (label: string, masked: string, field: RevealableField, owner?: number) => (
    <RevealableNumber
      label={label}
      masked={masked}
      gate={revealGate}
      onReveal={() => onReveal(field, owner)}
    />
  );
  const personalNumber = (owner: CreditApplicationOwner, field: 'ssn' | 'dateOfBirth') =>
    revealable(
      `${field === 'ssn' ? 'SSN' : 'date of birth'} of ${ownerName(owner)}`,
      owner[field],
      field,
      owner.position,
    );

  return (
    <>
      <PageHeader
        title={`Credit application ${application.referenceNumber}`}
        context={
          <Group gap="xs">
            <Text span size="sm" fw={500} c="var(--mantine-color-text)">
              {business.legalName}
              {business.dba ? ` · DBA ${business.dba}` : ''}
            </Text>
            <ApplicationStatusBadge status={application.status} />
            <Text span size="sm" c="dimmed">
              Submitted {formatDateTime(application.submittedAt)} UTC
            </Text>
          </Group>
        }
        actions={
          <Button size="sm" variant="default" component={Link} to={listHref}>
            Back to credit applications
          </Button>
        }
      />
      <Stack gap="md">
        <Paper withBorder p="md" component="section" aria-labelledby="application-summary-title">
          <Group justify="space-between" align="flex-start" gap="md" mb="sm">
            <Title order={2} fz="md" id="application-summary-title">
              Summary
            </Title>
            <ApplicationStatusControl status={application.status} gate={gate} onChange={onChangeStatus} />
          </Group>
          <FactGrid
            cols={4}
            facts={[
              { label: 'Reference', value: application.referenceNumber },
              { label: 'Business', value: business.legalName },
              {
                label: 'Amount requested',
                value: `${formatMoney(application.requestedAmount ?? equipment.cost)} over ${application.termMonths ?? equipment.termMonths} months`,
                numeric: true,
              },
              { label: 'Status', value: <ApplicationStatusBadge status={application.status} /> },
              { label: 'Company', value: application.company },
              { label: 'Sent to', value: application.recipientName ?? notGiven('Operations inbox') },
              { label: 'Submitted (UTC)', value: formatDateTime(application.submittedAt) },
              {
                label: 'Owners',
                value: application.owners.map(ownerName).join(', '),
              },
            ]}
          />
        </Paper>

        <Tabs defaultValue="application" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="application">Application</Tabs.Tab>
            <Tabs.Tab value="history">History{historyCount}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="application" pt="md">
            <Stack gap="md">
              <BusinessSection
                business={business}
                fein={revealable('FEIN', business.fein, 'fein')}
                bankAccount={revealable('bank account number', business.bankAccount ?? '', 'bankAccount')}
                bankRouting={revealable('routing number', business.bankRouting ?? '', 'bankRouting')}
              />
              <OwnersSection owners={application.owners} personalNumber={personalNumber} />
              <EquipmentSection equipment={equipment} />
              <ConsentSection consents={application.consents} signature={application.signature} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="history" pt="md">
            <Stack gap="lg" maw={760}>
              <NoteForm gate={gate} maxLength={NOTE_MAX} onAdd={onAddNote} />
              <ApplicationHistory events={events} />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </>
  );
}
