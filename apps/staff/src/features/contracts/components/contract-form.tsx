import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import type { ContractAddKind } from '@lendline/portfolio';
import { NumberInput, SegmentedControl, Select, Textarea } from '@mantine/core';
import { DayInput, type DayInputProps } from '../../../components/form/day-input.tsx';
import { choiceProps, fieldProps, numberTextProps } from '../../../components/form/input-props.ts';
import { MoneyInput } from '../../../components/form/money-input.tsx';
import { RecordFormFrame } from '../../../components/form/record-form-frame.tsx';
import { useRecordForm } from '../../../components/form/use-record-form.ts';
import { keepAll, type RemoteOptions } from '../../../components/form/use-remote-options.ts';
import { useElementAccess } from '../../../lib/access/use-element-access.ts';
import { BILLING_METHOD_OPTIONS, BOOKABLE_TYPE_OPTIONS, FREQUENCY_OPTIONS } from '../contract-labels.ts';
import {
  CONTRACT_FORM_SCHEMAS,
  contractSubmissionErrors,
  emptyContract,
  type ContractForm,
  type ContractFormValues,
} from '../contract-form-rules.ts';
import { AssetFields } from './asset-fields.tsx';
import { NewCustomerFields } from './new-customer-fields.tsx';

export interface ContractFormProps {
  kind: ContractAddKind;
  /** The customer picker's options, searched on the server. */
  customers: RemoteOptions;
  /** Vendors and active staff by name, from the module's own lookups. */
  vendors: RemoteOptions;
  salesReps: RemoteOptions;
  /** Contracts › create also adds a customer; without it only a customer on file can be picked. */
  mayAddCustomer?: boolean;
  debtSources: { value: string; label: string }[];
  /** Saves; rejects with the server's error. */
  onSubmit: (values: ContractFormValues) => Promise<void>;
  cancelHref: string;
  /** Contracts › create. */
  gate: ElementRequest;
}

/**
 * The add form for a lease or loan, an asset contract (with its first assets) or a misc contract. It asks
 * only for the deal's terms: the server prices it (payment, amount financed, dates) and answers with them.
 */
export function ContractForm({
  kind,
  customers,
  vendors,
  salesReps,
  mayAddCustomer = true,
  debtSources,
  onSubmit,
  cancelHref,
  gate,
}: ContractFormProps) {
  const readOnly = useElementAccess(gate) !== 'visible';
  const form = useRecordForm<ContractFormValues>({
    initialValues: emptyContract(kind),
    schema: CONTRACT_FORM_SCHEMAS[kind],
    save: onSubmit,
    placeRefusal: contractSubmissionErrors,
    // About forty inputs: typing in one renders only that one.
    mode: 'uncontrolled',
  });
  const customerMode = form.useWatchValue('customerMode');
  // A picker searched on the server as the user types.
  const remote = (options: RemoteOptions, nothing: string) => ({
    searchable: true,
    filter: keepAll,
    data: options.data,
    searchValue: options.searchValue,
    onSearchChange: options.onSearchChange,
    nothingFoundMessage: options.loading ? 'Searching…' : nothing,
  });
  const misc = kind === 'misc-contract';

  return (
    <RecordFormFrame
      form={form}
      readOnly={readOnly}
      label="Contract"
      maw={960}
      submitLabel="Save contract"
      cancelHref={cancelHref}
      gate={gate}
    >
      <Stack gap="md">
        {mayAddCustomer && (
          <SegmentedControl
            aria-label="Customer"
            w="fit-content"
            data={CUSTOMER_MODES}
            key={form.key('customerMode')}
            defaultValue={customerMode}
            onChange={(mode) =>
              form.setFieldValue('customerMode', mode as ContractFormValues['customerMode'])
            }
          />
        )}
        {customerMode === 'new' && <NewCustomerFields form={form} />}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {customerMode === 'existing' && (
            <Select
              key={form.key('customerId')}
              label="Customer"
              required
              placeholder="Search by name or number"
              {...remote(customers, 'No customer matches')}
              {...choiceProps(form, 'customerId')}
            />
          )}
          {!misc && (
            <Select
              key={form.key('contractType')}
              label="Contract type"
              required
              data={BOOKABLE_TYPE_OPTIONS}
              allowDeselect={false}
              {...choiceProps(form, 'contractType')}
            />
          )}
          <Select
            key={form.key('debtSourceId')}
            label="Debt source"
            placeholder="None yet"
            clearable
            data={debtSources}
            {...choiceProps(form, 'debtSourceId')}
          />
          {!misc && (
            <Select
              key={form.key('vendorId')}
              label="Vendor"
              placeholder="None"
              clearable
              {...remote(vendors, 'No vendor matches')}
              {...choiceProps(form, 'vendorId')}
            />
          )}
          <Select
            key={form.key('salesRepId')}
            label="Sales rep"
            placeholder="None"
            clearable
            {...remote(salesReps, 'No staff member matches')}
            {...choiceProps(form, 'salesRepId')}
          />
        </SimpleGrid>
        {misc ? (
          <Textarea
            key={form.key('description')}
            label="What this contract bills"
            required
            rows={2}
            maxLength={500}
            {...form.getInputProps('description')}
          />
        ) : (
          <>
            <Title order={2} fz="md">
              Terms
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
              <MoneyInput
                key={form.key('equipmentCost')}
                label="Equipment cost"
                required
                {...numberTextProps(form, 'equipmentCost')}
              />
              <MoneyInput
                key={form.key('downPayment')}
                label="Down payment"
                {...numberTextProps(form, 'downPayment')}
              />
              <MoneyInput key={form.key('docFee')} label="Doc fee" {...numberTextProps(form, 'docFee')} />
              <MoneyInput
                key={form.key('residualAmount')}
                label="Residual"
                {...numberTextProps(form, 'residualAmount')}
              />
              <NumberInput
                key={form.key('termMonths')}
                label="Term (months)"
                required
                allowDecimal={false}
                min={1}
                max={120}
                {...numberTextProps(form, 'termMonths')}
              />
              <Select
                key={form.key('paymentFrequency')}
                label="Payment frequency"
                required
                data={FREQUENCY_OPTIONS}
                allowDeselect={false}
                {...choiceProps(form, 'paymentFrequency')}
              />
              <NumberInput
                key={form.key('advancePayments')}
                label="Advance payments"
                required
                allowDecimal={false}
                min={0}
                max={3}
                {...numberTextProps(form, 'advancePayments')}
              />
              <NumberInput
                key={form.key('annualRatePercent')}
                label="Annual rate (%)"
                required
                suffix="%"
                decimalScale={4}
                min={0}
                max={99}
                {...numberTextProps(form, 'annualRatePercent')}
              />
            </SimpleGrid>
          </>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            key={form.key('billingMethod')}
            label="Billing method"
            required
            data={BILLING_METHOD_OPTIONS}
            allowDeselect={false}
            {...choiceProps(form, 'billingMethod')}
          />
          <NumberInput
            key={form.key('dueDay')}
            label="Due day"
            required
            allowDecimal={false}
            min={1}
            max={31}
            {...numberTextProps(form, 'dueDay')}
          />
          <CommencementInput label={misc ? 'Start date' : 'Commencement date'} required record={form} />
        </SimpleGrid>
        {kind === 'asset-contract' && (
          <>
            <Title order={2} fz="md">
              Assets
            </Title>
            <AssetFields form={form} />
          </>
        )}
      </Stack>
    </RecordFormFrame>
  );
}

const CUSTOMER_MODES = [
  { value: 'existing', label: 'Customer on file' },
  { value: 'new', label: 'New customer' },
];

/** The day input holds no value of its own, so it follows the form's, and only that. */
function CommencementInput({
  record,
  ...input
}: Omit<DayInputProps, 'value' | 'onChange'> & { record: ContractForm }) {
  const value = record.useWatchValue('commencementDate');
  const { onChange, error } = fieldProps(record, 'commencementDate');
  return <DayInput {...input} value={value} onChange={onChange} error={error} />;
}
