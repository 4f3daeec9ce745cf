import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import type { ContractAddKind } from '@lendline/portfolio';
import type { ReactNode } from 'react';
import {
  BoundDayInput,
  BoundNumberInput,
  BoundSegmentedControl,
  BoundSelect,
  BoundTextarea,
} from '../../../components/form/bound-inputs.tsx';
import { RecordFormFrame } from '../../../components/form/record-form-frame.tsx';
import { useFieldForm, useFieldValue } from '../../../components/form/use-field-form.ts';
import { keepAll, type RemoteOptions } from '../../../components/form/use-remote-options.ts';
import { useElementAccess } from '../../../lib/access/use-element-access.ts';
import { BILLING_METHOD_OPTIONS, BOOKABLE_TYPE_OPTIONS, FREQUENCY_OPTIONS } from '../contract-labels.ts';
import {
  contractSubmissionErrors,
  emptyContract,
  validateContract,
  type ContractField,
  type ContractFormStore,
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
  // The form renders once; each field below subscribes to its own value, so typing re-renders only it.
  const form = useFieldForm<ContractFormValues, ContractField>({
    initialValues: emptyContract(kind),
    validate: validateContract(kind),
    save: onSubmit,
    placeRefusal: contractSubmissionErrors,
  });
  const { store } = form;
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
          <BoundSegmentedControl
            aria-label="Customer"
            w="fit-content"
            data={CUSTOMER_MODES}
            store={store}
            path="customerMode"
          />
        )}
        <ForCustomerMode store={store} mode="new">
          <NewCustomerFields store={store} />
        </ForCustomerMode>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <ForCustomerMode store={store} mode="existing">
            <BoundSelect
              label="Customer"
              required
              placeholder="Search by name or number"
              {...remote(customers, 'No customer matches')}
              store={store}
              path="customerId"
            />
          </ForCustomerMode>
          {!misc && (
            <BoundSelect
              label="Contract type"
              required
              data={BOOKABLE_TYPE_OPTIONS}
              allowDeselect={false}
              store={store}
              path="contractType"
            />
          )}
          <BoundSelect
            label="Debt source"
            placeholder="None yet"
            clearable
            data={debtSources}
            store={store}
            path="debtSourceId"
          />
          {!misc && (
            <BoundSelect
              label="Vendor"
              placeholder="None"
              clearable
              {...remote(vendors, 'No vendor matches')}
              store={store}
              path="vendorId"
            />
          )}
          <BoundSelect
            label="Sales rep"
            placeholder="None"
            clearable
            {...remote(salesReps, 'No staff member matches')}
            store={store}
            path="salesRepId"
          />
        </SimpleGrid>
        {misc ? (
          <BoundTextarea
            label="What this contract bills"
            required
            rows={2}
            maxLength={500}
            store={store}
            path="description"
          />
        ) : (
          <>
            <Title order={2} fz="md">
              Terms
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
              <BoundNumberInput
                label="Equipment cost"
                required
                {...MONEY}
                store={store}
                path="equipmentCost"
              />
              <BoundNumberInput label="Down payment" {...MONEY} store={store} path="downPayment" />
              <BoundNumberInput label="Doc fee" {...MONEY} store={store} path="docFee" />
              <BoundNumberInput label="Residual" {...MONEY} store={store} path="residualAmount" />
              <BoundNumberInput
                label="Term (months)"
                required
                allowDecimal={false}
                min={1}
                max={120}
                store={store}
                path="termMonths"
              />
              <BoundSelect
                label="Payment frequency"
                required
                data={FREQUENCY_OPTIONS}
                allowDeselect={false}
                store={store}
                path="paymentFrequency"
              />
              <BoundNumberInput
                label="Advance payments"
                required
                allowDecimal={false}
                min={0}
                max={3}
                store={store}
                path="advancePayments"
              />
              <BoundNumberInput
                label="Annual rate (%)"
                required
                suffix="%"
                decimalScale={4}
                min={0}
                max={99}
                store={store}
                path="annualRatePercent"
              />
            </SimpleGrid>
          </>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <BoundSelect
            label="Billing method"
            required
            data={BILLING_METHOD_OPTIONS}
            allowDeselect={false}
            store={store}
            path="billingMethod"
          />
          <BoundNumberInput
            label="Due day"
            required
            allowDecimal={false}
            min={1}
            max={31}
            store={store}
            path="dueDay"
          />
          <BoundDayInput
            label={misc ? 'Start date' : 'Commencement date'}
            required
            store={store}
            path="commencementDate"
          />
        </SimpleGrid>
        {kind === 'asset-contract' && (
          <>
            <Title order={2} fz="md">
              Assets
            </Title>
            <AssetFields store={store} />
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
const MONEY = { prefix: '$', decimalScale: 2, thousandSeparator: ',', min: 0 } as const;

/** Only while the customer is picked from those on file, or typed in as a new one. */
function ForCustomerMode({
  store,
  mode,
  children,
}: {
  store: ContractFormStore;
  mode: ContractFormValues['customerMode'];
  children: ReactNode;
}) {
  return useFieldValue(store, 'customerMode') === mode ? children : null;
}
