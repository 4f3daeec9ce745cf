import {
  Alert,
  Button,
  Group,
  Modal,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { DayInput } from '../../../components/form/day-input.tsx';
import {
  keepAll,
  useRemoteOptions,
  type RemoteOptionSource,
} from '../../../components/form/use-remote-options.ts';
import { MODAL_DEFAULTS } from '../../../components/modal-defaults.ts';
import { utcDayFromToday } from '../../../components/data-table/utc-dates.ts';
import type { AchMandateRecord, NewMandate } from '../api/ach-returns-api.ts';
import {
  EMPTY_MANDATE,
  mandateBody,
  mandateErrors,
  mandateSubmissionErrors,
  type MandateErrors,
  type MandateField,
  type MandateFormValues,
} from '../mandate-rules.ts';

export interface MandateFormDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The contracts the user may pick (Contract Inquiry's list, searched on the server); null: none readable. */
  contracts: RemoteOptionSource | null;
  create: (mandate: NewMandate) => Promise<AchMandateRecord>;
  onCreated: (mandate: AchMandateRecord) => void;
  /** Filled-in values (stories, a retry). */
  initial?: Partial<MandateFormValues>;
}

const ACCOUNT_TYPES = [
  { value: 'CHECKING', label: 'Checking' },
  { value: 'SAVINGS', label: 'Savings' },
];
const SEC_CODES = [
  { value: '', label: 'By the customer (PPD for a sole proprietor, else CCD)' },
  { value: 'CCD', label: 'CCD (business account)' },
  { value: 'PPD', label: 'PPD (consumer account)' },
];
const AUTH_METHODS = [
  { value: 'WRITTEN', label: 'Written (signed form)' },
  { value: 'ELECTRONIC', label: 'Electronic' },
  { value: 'RECORDED_ORAL', label: 'Recorded oral' },
];
const digits = (text: string) => text.replace(/\D/g, '');

/**
 * A contract's debit mandate: the bank account (routing number with its check digit checked here and on
 * the server, the account number typed hidden and never shown again, only its last 4), account type, SEC
 * code, and when and how the customer authorised it. A new mandate needs a prenote before live debits.
 */
export function MandateFormDialog({
  opened,
  onClose,
  contracts,
  create,
  onCreated,
  initial,
}: MandateFormDialogProps) {
  const [values, setValues] = useState<MandateFormValues>({ ...EMPTY_MANDATE, ...initial });
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<MandateErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = useRemoteOptions(contracts, values.contractId ? [values.contractId] : []);
  const local = mandateErrors(values, utcDayFromToday());
  const errors: MandateErrors = { ...(touched ? local : {}), ...serverErrors };

  const change = (field: MandateField, value: string | null) => {
    setValues((current) => ({ ...current, [field]: value ?? '' }));
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async () => {
    setTouched(true);
    setFailure(null);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      const mandate = await create(mandateBody(values));
      onCreated(mandate);
      onClose();
    } catch (error) {
      const refused = mandateSubmissionErrors(error);
      setServerErrors(refused.fields);
      setFailure(refused.form);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="New ACH mandate" size="lg" {...MODAL_DEFAULTS}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Select
            label="Contract"
            required
            searchable
            filter={keepAll}
            placeholder="Contract number or customer"
            nothingFoundMessage={options.loading ? 'Searching…' : 'No contract matches'}
            data={options.data}
            searchValue={options.searchValue}
            onSearchChange={options.onSearchChange}
            value={values.contractId || null}
            onChange={(value) => change('contractId', value)}
            error={errors.contractId ?? (options.error ? 'The contracts could not be loaded' : undefined)}
          />
          <TextInput
            label="Account holder"
            required
            maxLength={120}
            value={values.accountHolderName}
            onChange={(event) => change('accountHolderName', event.currentTarget.value)}
            error={errors.accountHolderName}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="Routing number"
              required
              inputMode="numeric"
              maxLength={9}
              value={values.routingNumber}
              onChange={(event) => change('routingNumber', digits(event.currentTarget.value))}
              error={errors.routingNumber}
            />
            <PasswordInput
              label="Account number"
              required
              inputMode="numeric"
              maxLength={17}
              autoComplete="off"
              value={values.accountNumber}
              onChange={(event) => change('accountNumber', digits(event.currentTarget.value))}
              error={errors.accountNumber}
              description="Stored encrypted; shown afterwards as its last 4 only"
            />
            <Select
              label="Account type"
              required
              allowDeselect={false}
              data={ACCOUNT_TYPES}
              value={values.accountType}
              onChange={(value) => change('accountType', value)}
              error={errors.accountType}
            />
            <Select
              label="SEC code"
              allowDeselect={false}
              data={SEC_CODES}
              value={values.secCode}
              onChange={(value) => change('secCode', value)}
              error={errors.secCode}
            />
            <DayInput
              label="Authorised on"
              required
              value={values.authorizedAt}
              onChange={(value) => change('authorizedAt', value)}
              error={errors.authorizedAt}
            />
            <Select
              label="Authorisation method"
              required
              allowDeselect={false}
              data={AUTH_METHODS}
              value={values.authMethod}
              onChange={(value) => change('authMethod', value)}
              error={errors.authMethod}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            A new mandate is prenoted with the next batch; live debits start on the 3rd banking day after the
            prenote settles.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Add mandate
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
