import { SimpleGrid } from '@mantine/core';
import {
  BoundCheckbox,
  BoundNumberInput,
  BoundSelect,
  BoundTextInput,
} from '../../../components/form/bound-inputs.tsx';
import { useFieldValue } from '../../../components/form/use-field-form.ts';
import { US_STATE_OPTIONS } from '../../../components/form/us-state-options.ts';
import type { ContractFormStore } from '../contract-form-rules.ts';

const ENTITY_TYPE_OPTIONS = [
  { value: 'LLC', label: 'LLC' },
  { value: 'CORPORATION', label: 'Corporation' },
  { value: 'PARTNERSHIP', label: 'Partnership' },
  { value: 'SOLE_PROPRIETOR', label: 'Sole proprietor' },
  { value: 'NON_PROFIT', label: 'Non-profit' },
];

export interface NewCustomerFieldsProps {
  /** The add contract form's values; these fields are its `newCustomer`. */
  store: ContractFormStore;
}

/** A lessee typed in place on the add contract form; it is created just before the contract. */
export function NewCustomerFields({ store }: NewCustomerFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" aria-label="New customer">
      <BoundTextInput
        label="Legal name"
        required
        maxLength={200}
        store={store}
        path="newCustomer.legalName"
      />
      <BoundTextInput label="DBA" maxLength={200} store={store} path="newCustomer.dba" />
      <BoundSelect
        label="Entity type"
        required
        data={ENTITY_TYPE_OPTIONS}
        allowDeselect={false}
        store={store}
        path="newCustomer.entityType"
      />
      <BoundTextInput label="FEIN" required placeholder="12-3456789" store={store} path="newCustomer.fein" />
      <BoundTextInput
        label="NAICS"
        required
        placeholder="621210"
        maxLength={6}
        store={store}
        path="newCustomer.naics"
      />
      <BoundTextInput label="Phone" required maxLength={20} store={store} path="newCustomer.phone" />
      <BoundTextInput label="Address" required maxLength={200} store={store} path="newCustomer.address1" />
      <BoundTextInput label="City" required maxLength={80} store={store} path="newCustomer.city" />
      <SimpleGrid cols={2} spacing="sm">
        <BoundSelect
          label="State"
          required
          searchable
          data={US_STATE_OPTIONS}
          store={store}
          path="newCustomer.state"
        />
        <BoundTextInput label="ZIP" required maxLength={10} store={store} path="newCustomer.zip" />
      </SimpleGrid>
      <BoundTextInput
        label="Bill-to e-mail"
        required
        type="email"
        maxLength={254}
        store={store}
        path="newCustomer.billToEmail"
      />
      <TaxRateField store={store} />
      <BoundCheckbox label="Tax exempt" mt={30} store={store} path="newCustomer.taxExempt" />
    </SimpleGrid>
  );
}

/** A tax-exempt lessee pays no tax, so its rate is not asked. */
function TaxRateField({ store }: NewCustomerFieldsProps) {
  const exempt = useFieldValue(store, 'newCustomer.taxExempt');
  return (
    <BoundNumberInput
      label="Tax rate (%)"
      suffix="%"
      decimalScale={3}
      min={0}
      max={20}
      disabled={exempt}
      store={store}
      path="newCustomer.taxRatePercent"
    />
  );
}
