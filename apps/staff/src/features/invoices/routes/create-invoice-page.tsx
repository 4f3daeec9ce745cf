import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { can } from '@lendline/permissions';
import type { ModulePolicy } from '@lendline/portfolio';
import { useReducer, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { formatCount, formatMoney } from '../../../components/data-table/format-number.ts';
import { utcDayFromToday } from '../../../components/data-table/utc-dates.ts';
import { FormError } from '../../../components/form/form-alert.tsx';
import { DayInput } from '../../../components/form/day-input.tsx';
import { keepAll, useRemoteOptions } from '../../../components/form/use-remote-options.ts';
import { StatusPage } from '../../../components/status-page.tsx';
import { usePermissions } from '../../../lib/access/permissions-context.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { contractOptionSource } from '../api/contract-options.ts';
import { sendInvoice } from '../api/invoice-actions.ts';
import {
  createSession,
  newIdempotencyKey,
  previewSession,
  type SessionPreview as Preview,
  type SessionRequest,
} from '../api/invoice-sessions.ts';
import { useRefreshInvoices, type CreatedSession } from '../api/invoices-resource.ts';
import { SessionPreview } from '../components/session-preview.tsx';
import { invoicesGate, type InvoiceLinks } from '../invoice-links.ts';
import { kindLabel, MISC_CHARGE_OPTIONS } from '../invoice-labels.ts';
import { INITIAL_FLAGS, sessionFlags } from '../session-flags.ts';

export interface CreateInvoicePageProps {
  module: string;
  invoices: NonNullable<ModulePolicy['invoices']>;
  links: InvoiceLinks;
}

interface Inputs {
  contractIds: string[];
  invoiceDate: string | null;
  chargeType: string;
  amount: string;
  description: string;
}

type InputErrors = Partial<Record<keyof Inputs, string>>;

function validate(inputs: Inputs, misc: boolean): InputErrors {
  const errors: InputErrors = {};
  if (inputs.contractIds.length === 0) errors.contractIds = 'Pick at least one contract.';
  if (!inputs.invoiceDate) errors.invoiceDate = 'Choose the invoice date.';
  if (misc) {
    if (!inputs.chargeType) errors.chargeType = 'Choose what is charged.';
    const amount = Number(inputs.amount);
    if (!(inputs.amount.trim() !== '' && amount > 0)) errors.amount = 'An amount above zero.';
    if (!inputs.description.trim()) errors.description = 'Say what the charge is for.';
  }
  return errors;
}

function requestOf(inputs: Inputs, misc: boolean): SessionRequest {
  return {
    contractIds: inputs.contractIds.map(Number),
    invoiceDate: inputs.invoiceDate!,
    ...(misc
      ? {
          chargeType: inputs.chargeType as SessionRequest['chargeType'],
          amount: Number(inputs.amount),
          description: inputs.description.trim(),
        }
      : {}),
  };
}

/**
 * New Billing Run (spec §2 `/{module}/invoice/create`): pick the module's contracts and the invoice date
 * (and for misc charges the charge), preview exactly what the rules would bill, then create the billing
 * run (the server's invoice session). The preview's Idempotency-Key goes with Create, so a double click or
 * a retry makes one billing run.
 */
export function CreateInvoicePage({ module, invoices, links }: CreateInvoicePageProps) {
  const kind = invoices.session;
  const mayPickContracts = can(usePermissions(), module, 'Contracts', 'view');
  const misc = kind === 'MISC';
  const empty: Inputs = {
    contractIds: [],
    invoiceDate: utcDayFromToday(),
    chargeType: '',
    amount: '',
    description: '',
  };
  const [inputs, setInputs] = useState<Inputs>(empty);
  const [errors, setErrors] = useState<InputErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ request: SessionRequest; key: string; result: Preview } | null>(
    null,
  );
  const [session, setSession] = useState<CreatedSession | null>(null);
  const [flags, dispatch] = useReducer(sessionFlags, INITIAL_FLAGS);
  const creating = useRef(false);
  const contracts = useRemoteOptions(
    kind && mayPickContracts ? contractOptionSource(module) : null,
    inputs.contractIds,
  );
  const refresh = useRefreshInvoices();

  if (!kind) {
    return (
      <StatusPage title="New Billing Run" action={{ label: 'Back to invoices', to: links.list }}>
        This module cannot create invoices yet.
      </StatusPage>
    );
  }
  if (!mayPickContracts) {
    return (
      <StatusPage title="New Billing Run" action={{ label: 'Back to invoices', to: links.list }}>
        Picking the contracts to bill needs the Contracts view permission in this module.
      </StatusPage>
    );
  }

  const change = <Key extends keyof Inputs>(key: Key, value: Inputs[Key]) => {
    setInputs((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _changed, ...rest }) => rest);
    dispatch({ type: 'edit' });
  };

  const runPreview = async () => {
    setFailure(null);
    const found = validate(inputs, misc);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const request = requestOf(inputs, misc);
    dispatch({ type: 'preview-start' });
    try {
      const result = await previewSession(module, request);
      setPreview({ request, key: newIdempotencyKey(), result });
      dispatch({ type: 'preview-done', invoiceCount: result.invoices.length });
    } catch (error) {
      setFailure(errorMessage(error, 'The preview failed. Please try again.'));
      dispatch({ type: 'request-failed' });
    }
  };

  const runCreate = async () => {
    if (!preview || creating.current) return;
    creating.current = true;
    setFailure(null);
    dispatch({ type: 'create-start' });
    try {
      const created = await createSession(module, preview.request, preview.key);
      setSession(created);
      dispatch({ type: 'create-done', id: created.id });
      showSuccessToast(
        'Billing run created',
        `${created.sessionName}: ${formatCount(created.invoiceCount)} ${created.invoiceCount === 1 ? 'invoice' : 'invoices'}, ${formatMoney(created.total)}.`,
      );
      void refresh();
    } catch (error) {
      // The same key goes with a retry, so the server still makes one billing run at most.
      setFailure(errorMessage(error, 'The invoices could not be created. Please try again.'));
      dispatch({ type: 'request-failed' });
    } finally {
      creating.current = false;
    }
  };

  const runSend = async () => {
    if (!session) return;
    setFailure(null);
    dispatch({ type: 'send-start' });
    try {
      for (const invoice of session.invoices) await sendInvoice(module, invoice.id);
      dispatch({ type: 'send-done' });
      void refresh();
    } catch (error) {
      setFailure(errorMessage(error, 'Some invoices could not be sent. Please try again.'));
      dispatch({ type: 'request-failed' });
    }
  };

  const restart = () => {
    setInputs(empty);
    setErrors({});
    setFailure(null);
    setPreview(null);
    setSession(null);
    dispatch({ type: 'restart' });
  };

  const cancel = () => {
    restart();
    dispatch({ type: 'cancel' });
  };

  const gate = invoicesGate(module);
  const locked = flags.create || flags.loading;
  // Which call is in flight follows from the flags: a preview clears the valid stream, a create keeps it.
  const previewing = flags.loading && !flags.create && !flags.paymentStreamValid;
  const creatingNow = flags.loading && !flags.create && flags.paymentStreamValid;

  return (
    <Stack gap="md" maw={1200}>
      <PageHeader
        title="New Billing Run"
        context={`Bill the picked contracts in one billing run: ${kindLabel(kind).toLowerCase()} invoices, previewed before anything is created.`}
        actions={
          <Button component={Link} to={links.sessions} variant="default" size="sm">
            Back to billing runs
          </Button>
        }
      />
      {flags.cancel && (
        <Alert color="gray" variant="light" role="status" p="sm">
          Cancelled: nothing was created.
        </Alert>
      )}
      {flags.create && session && (
        <Alert
          color="teal"
          variant="light"
          role="status"
          title={`Billing run ${session.sessionName} created`}
        >
          <Stack gap="xs">
            <span>
              {formatCount(session.invoiceCount)} {session.invoiceCount === 1 ? 'invoice' : 'invoices'},{' '}
              {formatMoney(session.total)}.{' '}
              {flags.sentToMail
                ? "The invoices were e-mailed to the customers' bill-to addresses."
                : 'They are not e-mailed yet.'}
            </span>
            <Group gap="xs">
              <Button component={Link} to={links.sessionInvoices(session.id)} size="xs">
                View its invoices
              </Button>
              {!flags.sentToMail && (
                <PermissionGate {...gate}>
                  <Button size="xs" variant="light" loading={flags.loading} onClick={() => void runSend()}>
                    Send by e-mail
                  </Button>
                </PermissionGate>
              )}
              <Button size="xs" variant="default" onClick={restart}>
                Start another
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {failure && <FormError>{failure}</FormError>}
      <Paper
        withBorder
        p="md"
        component="form"
        aria-label="Billing run"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void runPreview();
        }}
      >
        <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0 }}>
          <SimpleGrid cols={{ base: 1, md: misc ? 3 : 2 }} spacing="sm">
            <MultiSelect
              label="Contracts"
              required
              placeholder={inputs.contractIds.length ? undefined : 'Search by number or customer'}
              searchable
              hidePickedOptions
              filter={keepAll}
              data={contracts.data}
              searchValue={contracts.searchValue}
              onSearchChange={contracts.onSearchChange}
              nothingFoundMessage={contracts.loading ? 'Searching…' : 'No contract matches'}
              value={inputs.contractIds}
              onChange={(value) => change('contractIds', value)}
              error={errors.contractIds}
            />
            <DayInput
              label="Invoice date"
              required
              value={inputs.invoiceDate}
              onChange={(value) => change('invoiceDate', value)}
              error={errors.invoiceDate}
            />
            {misc && (
              <Select
                label="Charge type"
                required
                data={MISC_CHARGE_OPTIONS}
                value={inputs.chargeType || null}
                onChange={(value) => change('chargeType', value ?? '')}
                error={errors.chargeType}
              />
            )}
            {misc && (
              <NumberInput
                label="Amount"
                required
                prefix="$"
                decimalScale={2}
                thousandSeparator=","
                min={0}
                value={inputs.amount}
                onChange={(value) => change('amount', String(value))}
                error={errors.amount}
              />
            )}
            {misc && (
              <TextInput
                label="Description"
                required
                maxLength={200}
                value={inputs.description}
                onChange={(event) => change('description', event.currentTarget.value)}
                error={errors.description}
              />
            )}
          </SimpleGrid>
        </fieldset>
        <Group justify="flex-end" gap="xs" mt="md">
          <Button variant="default" onClick={cancel} disabled={flags.loading}>
            Cancel
          </Button>
          <PermissionGate {...gate}>
            <Button type="submit" variant="light" loading={previewing} disabled={locked}>
              Preview
            </Button>
          </PermissionGate>
          <PermissionGate {...gate}>
            <Button
              onClick={() => void runCreate()}
              loading={creatingNow}
              disabled={!flags.paymentStreamValid || flags.create}
            >
              {preview && preview.result.invoices.length > 0
                ? `Create ${formatCount(preview.result.invoices.length)} ${preview.result.invoices.length === 1 ? 'invoice' : 'invoices'}`
                : 'Create invoices'}
            </Button>
          </PermissionGate>
        </Group>
      </Paper>
      {preview && !flags.create && (
        <SessionPreview
          preview={preview.result}
          stale={!flags.paymentStreamValid && preview.result.invoices.length > 0 && !flags.loading}
        />
      )}
    </Stack>
  );
}
