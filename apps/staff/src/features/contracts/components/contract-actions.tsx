import {
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import {
  allowedTransitions,
  CLOSED_CONTRACT_STATUSES,
  type BillingMethod,
  type ContractStatus,
} from '@lendline/portfolio';
import { useState } from 'react';
import { FormError } from '../../../components/form/form-alert.tsx';
import { FormFieldset } from '../../../components/form/form-fieldset.tsx';
import { keepAll, type RemoteOptions } from '../../../components/form/use-remote-options.ts';
import { useElementAccess } from '../../../lib/access/use-element-access.ts';
import type { ContractRecord } from '../api/contracts-resource.ts';
import { refusalText, type ContractChanges } from '../api/patch-contract.ts';
import { BILLING_METHOD_OPTIONS, contractStatusLabel } from '../contract-labels.ts';

export interface ContractActionsProps {
  contract: ContractRecord;
  salesReps: RemoteOptions;
  debtSources: { value: string; label: string }[];
  /** Sends the PATCH; rejects with the server's error, which the panel shows. */
  onChange: (changes: ContractChanges) => Promise<void>;
  /** Contracts › create of the module: the server's rule for a PATCH. */
  gate: ElementRequest;
}

interface ServicingValues {
  salesRepId: string;
  debtSourceId: string;
  billingMethod: string;
  dueDay: string;
}

const servicingOf = (contract: ContractRecord): ServicingValues => ({
  salesRepId: contract.salesRepId ? String(contract.salesRepId) : '',
  debtSourceId: contract.debtSourceId ? String(contract.debtSourceId) : '',
  billingMethod: contract.billingMethod,
  dueDay: contract.dueDay === undefined ? '' : String(contract.dueDay),
});

const idOrNull = (value: string) => (value === '' ? null : Number(value));

/** Only the fields that differ from the contract, so a save never rewrites what the user left alone. */
function changedFields(before: ServicingValues, after: ServicingValues): ContractChanges {
  const changes: ContractChanges = {};
  if (after.salesRepId !== before.salesRepId) changes.salesRepId = idOrNull(after.salesRepId);
  if (after.debtSourceId !== before.debtSourceId) changes.debtSourceId = idOrNull(after.debtSourceId);
  if (after.billingMethod !== before.billingMethod)
    changes.billingMethod = after.billingMethod as BillingMethod;
  if (after.dueDay !== before.dueDay) changes.dueDay = Number(after.dueDay);
  return changes;
}

/** Ending a contract dates it closed and may mark it paid off, so it is asked for once more. */
const closes = (status: ContractStatus) => CLOSED_CONTRACT_STATUSES.includes(status);

/**
 * The contract's servicing actions on its details: move the status along the state machine (only the
 * statuses the server accepts from the current one; closing ones after a confirmation) and change the
 * sales rep, debt source, billing method and due day. Hidden or disabled by the module's Contracts ›
 * create right as spec §6 says; the server's refusal is shown as it wrote it.
 */
export function ContractActions({ contract, salesReps, debtSources, onChange, gate }: ContractActionsProps) {
  const access = useElementAccess(gate);
  const initial = servicingOf(contract);
  const [values, setValues] = useState(initial);
  const [target, setTarget] = useState<ContractStatus | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'status' | 'servicing' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dueDayError, setDueDayError] = useState<string | null>(null);

  if (access === 'hidden') return null;
  const nextStatuses = allowedTransitions(contract.status);
  const changes = changedFields(initial, values);
  const dirty = Object.keys(changes).length > 0;

  const run = async (kind: 'status' | 'servicing', change: ContractChanges, fallback: string) => {
    setBusy(kind);
    setFailure(null);
    try {
      await onChange(change);
      if (kind === 'status') setTarget(null);
    } catch (error) {
      setFailure(refusalText(error, fallback));
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  };

  const changeStatus = () => {
    if (!target) return;
    if (closes(target)) setConfirming(true);
    else void run('status', { status: target }, 'The status could not be changed.');
  };

  const saveServicing = () => {
    const day = Number(values.dueDay);
    if (!Number.isInteger(day) || day < 1 || day > 31) {
      setDueDayError('Due day must be a whole number from 1 to 31.');
      return;
    }
    setDueDayError(null);
    void run('servicing', changes, 'The contract could not be changed.');
  };

  const set = (field: keyof ServicingValues) => (value: string | number | null) =>
    setValues((current) => ({ ...current, [field]: value === null ? '' : String(value) }));

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Contract actions">
      <FormFieldset disabled={access !== 'visible'}>
        <Stack gap="sm">
          <Title order={2} fz="md">
            Actions
          </Title>
          {failure && <FormError>{failure}</FormError>}
          <Group align="flex-end" gap="sm">
            <Select
              label="Change status to"
              placeholder={nextStatuses.length === 0 ? 'Final status: no change' : 'Choose a status'}
              data={nextStatuses.map((status) => ({ value: status, label: contractStatusLabel(status) }))}
              value={target}
              onChange={(value) => setTarget(value as ContractStatus | null)}
              disabled={nextStatuses.length === 0}
              clearable
              w={260}
            />
            <Button onClick={changeStatus} disabled={!target} loading={busy === 'status'}>
              Change status
            </Button>
          </Group>
          {/* Two across at most: the actions live in the details' drawer, not the page's width. */}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label="Sales rep"
              placeholder="None"
              clearable
              searchable
              filter={keepAll}
              data={salesReps.data}
              searchValue={salesReps.searchValue}
              onSearchChange={salesReps.onSearchChange}
              nothingFoundMessage={salesReps.loading ? 'Searching…' : 'No staff member matches'}
              value={values.salesRepId || null}
              onChange={set('salesRepId')}
            />
            <Select
              label="Debt source"
              placeholder="None"
              clearable
              data={debtSources}
              value={values.debtSourceId || null}
              onChange={set('debtSourceId')}
            />
            <Select
              label="Billing method"
              data={BILLING_METHOD_OPTIONS}
              allowDeselect={false}
              value={values.billingMethod}
              onChange={set('billingMethod')}
            />
            <NumberInput
              label="Due day"
              allowDecimal={false}
              min={1}
              max={31}
              value={values.dueDay}
              onChange={set('dueDay')}
              error={dueDayError}
              description={
                changes.dueDay !== undefined ? 'Payments not yet due move to this day.' : undefined
              }
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" disabled={!dirty} onClick={() => setValues(initial)}>
              Undo changes
            </Button>
            <Button disabled={!dirty} loading={busy === 'servicing'} onClick={saveServicing}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </FormFieldset>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Change the status to ${target ? contractStatusLabel(target) : ''}?`}
      >
        <Stack gap="md">
          <Text size="sm">
            Contract {contract.contractNumber} will be closed as of today
            {target === 'TERMINATED' ? ' and terminated' : ''}. It can be reinstated later only where the
            status allows it.
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep the status
            </Button>
            <Button
              color="red"
              loading={busy === 'status'}
              onClick={() =>
                target && void run('status', { status: target }, 'The status could not be changed.')
              }
            >
              Close the contract
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
