import { NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import type { ContractAddKind } from '@lendline/portfolio';
import { DayInput } from '../../../components/form/day-input.tsx';
import { RecordFormFrame } from '../../../components/form/record-form-frame.tsx';
import { useRecordForm } from '../../../components/form/use-record-form.ts';
import { keepAll, type RemoteOptions } from '../../../components/form/use-remote-options.ts';
import { useElementAccess } from '../../../lib/access/use-element-access.ts';
import { BILLING_METHOD_OPTIONS, BOOKABLE_TYPE_OPTIONS, FREQUENCY_OPTIONS } from '../contract-labels.ts';
import {
  contractSubmissionErrors,
  emptyContract,
  validateContract,
  type AssetDraft,
  type ContractField,
  type ContractFormValues,
} from '../contract-form-rules.ts';
import type { NewCustomerDraft } from '../new-customer-rules.ts';
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
  const form = useRecordForm<ContractFormValues, ContractField>({
    initialValues: emptyContract(kind),
    validate: validateContract(kind),
    save: onSubmit,
    placeRefusal: contractSubmissionErrors,
  });
  const { values, set, errors } = form;
  type Scalar = Exclude<
    keyof ContractFormValues,
    'assets' | 'commencementDate' | 'newCustomer' | 'customerMode'
  >;
  const numeric = (field: Scalar) => ({
    value: values[field],
    onChange: (value: number | string) => set(field, String(value)),
    error: errors[field],
  });
  const choice = (field: Scalar) => ({
    value: values[field] || null,
    onChange: (value: string | null) => set(field, value ?? ''),
    error: errors[field],
  });
  const remote = (field: 'vendorId' | 'salesRepId', options: RemoteOptions, nothing: string) => ({
    searchable: true,
    clearable: true,
    filter: keepAll,
    data: options.data,
    searchValue: options.searchValue,
    onSearchChange: options.onSearchChange,
    nothingFoundMessage: options.loading ? 'Searching…' : nothing,
    ...choice(field),
  });
  const money = { prefix: '$', decimalScale: 2, thousandSeparator: ',', min: 0 } as const;
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
            data={[
              { value: 'existing', label: 'Customer on file' },
              { value: 'new', label: 'New customer' },
            ]}
            value={values.customerMode}
            onChange={(value) => set('customerMode', value as ContractFormValues['customerMode'])}
          />
        )}
        {values.customerMode === 'new' && (
          <NewCustomerFields
            customer={values.newCustomer}
            onChange={(customer) => set('newCustomer', customer)}
            errorOf={(field: keyof NewCustomerDraft) => errors[`newCustomer.${field}`]}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {values.customerMode === 'existing' && (
            <Select
              label="Customer"
              required
              placeholder="Search by name or number"
              searchable
              filter={keepAll}
              data={customers.data}
              searchValue={customers.searchValue}
              onSearchChange={customers.onSearchChange}
              nothingFoundMessage={customers.loading ? 'Searching…' : 'No customer matches'}
              {...choice('customerId')}
            />
          )}
          {!misc && (
            <Select
              label="Contract type"
              required
              data={BOOKABLE_TYPE_OPTIONS}
              allowDeselect={false}
              {...choice('contractType')}
            />
          )}
          <Select
            label="Debt source"
            placeholder="None yet"
            clearable
            data={debtSources}
            {...choice('debtSourceId')}
          />
          {!misc && (
            <Select label="Vendor" placeholder="None" {...remote('vendorId', vendors, 'No vendor matches')} />
          )}
          <Select
            label="Sales rep"
            placeholder="None"
            {...remote('salesRepId', salesReps, 'No staff member matches')}
          />
        </SimpleGrid>
        {misc ? (
          <Textarea
            label="What this contract bills"
            required
            rows={2}
            maxLength={500}
            value={values.description}
            onChange={(event) => set('description', event.currentTarget.value)}
            error={errors.description}
          />
        ) : (
          <>
            <Title order={2} fz="md">
              Terms
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
              <NumberInput label="Equipment cost" required {...money} {...numeric('equipmentCost')} />
              <NumberInput label="Down payment" {...money} {...numeric('downPayment')} />
              <NumberInput label="Doc fee" {...money} {...numeric('docFee')} />
              <NumberInput label="Residual" {...money} {...numeric('residualAmount')} />
              <NumberInput
                label="Term (months)"
                required
                allowDecimal={false}
                min={1}
                max={120}
                {...numeric('termMonths')}
              />
              <Select
                label="Payment frequency"
                required
                data={FREQUENCY_OPTIONS}
                allowDeselect={false}
                {...choice('paymentFrequency')}
              />
              <NumberInput
                label="Advance payments"
                required
                allowDecimal={false}
                min={0}
                max={3}
                {...numeric('advancePayments')}
              />
              <NumberInput
                label="Annual rate (%)"
                required
                suffix="%"
                decimalScale={4}
                min={0}
                max={99}
                {...numeric('annualRatePercent')}
              />
            </SimpleGrid>
          </>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label="Billing method"
            required
            data={BILLING_METHOD_OPTIONS}
            allowDeselect={false}
            {...choice('billingMethod')}
          />
          <NumberInput
            label="Due day"
            required
            allowDecimal={false}
            min={1}
            max={31}
            {...numeric('dueDay')}
          />
          <DayInput
            label={misc ? 'Start date' : 'Commencement date'}
            required
            value={values.commencementDate}
            onChange={(value) => set('commencementDate', value)}
            error={errors.commencementDate}
          />
        </SimpleGrid>
        {kind === 'asset-contract' && (
          <>
            <Title order={2} fz="md">
              Assets
            </Title>
            <AssetFields
              assets={values.assets}
              onChange={(assets: AssetDraft[]) => set('assets', assets)}
              errorOf={(index, field) => errors[`assets.${index}.${field}`]}
            />
          </>
        )}
      </Stack>
    </RecordFormFrame>
  );
}
