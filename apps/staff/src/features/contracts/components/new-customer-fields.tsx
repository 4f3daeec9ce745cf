import { Checkbox, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { US_STATE_OPTIONS } from '../../../components/form/us-state-options.ts';
import type { NewCustomerDraft } from '../new-customer-rules.ts';

const ENTITY_TYPE_OPTIONS = [
  { value: 'LLC', label: 'LLC' },
  { value: 'CORPORATION', label: 'Corporation' },
  { value: 'PARTNERSHIP', label: 'Partnership' },
  { value: 'SOLE_PROPRIETOR', label: 'Sole proprietor' },
  { value: 'NON_PROFIT', label: 'Non-profit' },
];

export interface NewCustomerFieldsProps {
  customer: NewCustomerDraft;
  onChange: (customer: NewCustomerDraft) => void;
  errorOf: (field: keyof NewCustomerDraft) => string | undefined;
}

/** A lessee typed in place on the add contract form; it is created just before the contract. */
export function NewCustomerFields({ customer, onChange, errorOf }: NewCustomerFieldsProps) {
  const set = (field: keyof NewCustomerDraft, value: string | boolean) =>
    onChange({ ...customer, [field]: value });
  const text = (field: keyof NewCustomerDraft) => ({
    value: customer[field] as string,
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
    error: errorOf(field),
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" aria-label="New customer">
      <TextInput label="Legal name" required maxLength={200} {...text('legalName')} />
      <TextInput label="DBA" maxLength={200} {...text('dba')} />
      <Select
        label="Entity type"
        required
        data={ENTITY_TYPE_OPTIONS}
        allowDeselect={false}
        value={customer.entityType || null}
        onChange={(value) => set('entityType', value ?? '')}
        error={errorOf('entityType')}
      />
      <TextInput label="FEIN" required placeholder="12-3456789" {...text('fein')} />
      <TextInput label="NAICS" required placeholder="621210" maxLength={6} {...text('naics')} />
      <TextInput label="Phone" required maxLength={20} {...text('phone')} />
      <TextInput label="Address" required maxLength={200} {...text('address1')} />
      <TextInput label="City" required maxLength={80} {...text('city')} />
      <SimpleGrid cols={2} spacing="sm">
        <Select
          label="State"
          required
          searchable
          data={US_STATE_OPTIONS}
          value={customer.state || null}
          onChange={(value) => set('state', value ?? '')}
          error={errorOf('state')}
        />
        <TextInput label="ZIP" required maxLength={10} {...text('zip')} />
      </SimpleGrid>
      <TextInput label="Bill-to e-mail" required type="email" maxLength={254} {...text('billToEmail')} />
      <NumberInput
        label="Tax rate (%)"
        suffix="%"
        decimalScale={3}
        min={0}
        max={20}
        disabled={customer.taxExempt}
        value={customer.taxRatePercent}
        onChange={(value) => set('taxRatePercent', String(value))}
        error={errorOf('taxRatePercent')}
      />
      <Checkbox
        label="Tax exempt"
        mt={30}
        checked={customer.taxExempt}
        onChange={(event) => set('taxExempt', event.currentTarget.checked)}
      />
    </SimpleGrid>
  );
}
