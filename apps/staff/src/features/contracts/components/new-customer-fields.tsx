import { Checkbox, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { choiceProps, numberTextProps } from '../../../components/form/input-props.ts';
import { US_STATE_OPTIONS } from '../../../components/form/us-state-options.ts';
import type { ContractForm } from '../contract-form-rules.ts';

const ENTITY_TYPE_OPTIONS = [
  { value: 'LLC', label: 'LLC' },
  { value: 'CORPORATION', label: 'Corporation' },
  { value: 'PARTNERSHIP', label: 'Partnership' },
  { value: 'SOLE_PROPRIETOR', label: 'Sole proprietor' },
  { value: 'NON_PROFIT', label: 'Non-profit' },
];

export interface NewCustomerFieldsProps {
  /** The add contract form's values; these fields are its `newCustomer`. */
  form: ContractForm;
}

/** A lessee typed in place on the add contract form; it is created just before the contract. */
export function NewCustomerFields({ form }: NewCustomerFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" aria-label="New customer">
      <TextInput
        key={form.key('newCustomer.legalName')}
        label="Legal name"
        required
        maxLength={200}
        {...form.getInputProps('newCustomer.legalName')}
      />
      <TextInput
        key={form.key('newCustomer.dba')}
        label="DBA"
        maxLength={200}
        {...form.getInputProps('newCustomer.dba')}
      />
      <Select
        key={form.key('newCustomer.entityType')}
        label="Entity type"
        required
        data={ENTITY_TYPE_OPTIONS}
        allowDeselect={false}
        {...choiceProps(form, 'newCustomer.entityType')}
      />
      <TextInput
        key={form.key('newCustomer.fein')}
        label="FEIN"
        required
        placeholder="12-3456789"
        {...form.getInputProps('newCustomer.fein')}
      />
      <TextInput
        key={form.key('newCustomer.naics')}
        label="NAICS"
        required
        placeholder="621210"
        maxLength={6}
        {...form.getInputProps('newCustomer.naics')}
      />
      <TextInput
        key={form.key('newCustomer.phone')}
        label="Phone"
        required
        maxLength={20}
        {...form.getInputProps('newCustomer.phone')}
      />
      <TextInput
        key={form.key('newCustomer.address1')}
        label="Address"
        required
        maxLength={200}
        {...form.getInputProps('newCustomer.address1')}
      />
      <TextInput
        key={form.key('newCustomer.city')}
        label="City"
        required
        maxLength={80}
        {...form.getInputProps('newCustomer.city')}
      />
      <SimpleGrid cols={2} spacing="sm">
        <Select
          key={form.key('newCustomer.state')}
          label="State"
          required
          searchable
          data={US_STATE_OPTIONS}
          {...choiceProps(form, 'newCustomer.state')}
        />
        <TextInput
          key={form.key('newCustomer.zip')}
          label="ZIP"
          required
          maxLength={10}
          {...form.getInputProps('newCustomer.zip')}
        />
      </SimpleGrid>
      <TextInput
        key={form.key('newCustomer.billToEmail')}
        label="Bill-to e-mail"
        required
        type="email"
        maxLength={254}
        {...form.getInputProps('newCustomer.billToEmail')}
      />
      <TaxRateField form={form} />
      <Checkbox
        key={form.key('newCustomer.taxExempt')}
        label="Tax exempt"
        mt={30}
        {...form.getInputProps('newCustomer.taxExempt', { type: 'checkbox' })}
      />
    </SimpleGrid>
  );
}

/** A tax-exempt lessee pays no tax, so its rate is not asked. */
function TaxRateField({ form }: NewCustomerFieldsProps) {
  const exempt = form.useWatchValue('newCustomer.taxExempt');
  return (
    <NumberInput
      key={form.key('newCustomer.taxRatePercent')}
      label="Tax rate (%)"
      suffix="%"
      decimalScale={3}
      min={0}
      max={20}
      disabled={exempt}
      {...numberTextProps(form, 'newCustomer.taxRatePercent')}
    />
  );
}
