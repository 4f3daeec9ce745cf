import { Paper, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormError } from '../../../components/form/form-alert.tsx';
import { FormFieldset } from '../../../components/form/form-fieldset.tsx';
import { useRecordForm } from '../../../components/form/use-record-form.ts';
import { SalesRepPicker, type SalesRepSource } from '../../../components/lookups/sales-rep-picker.tsx';
import { useElementAccess } from '../../../lib/access/use-element-access.ts';
import { US_STATE_OPTIONS } from '../us-states.ts';
import { validateVendor, vendorSubmissionErrors, type VendorFormValues } from '../vendor-form-rules.ts';

export interface VendorFormProps {
  initialValues: VendorFormValues;
  salesReps: SalesRepSource;
  /** Saves; rejects with the server's error, which the form places on its fields or above them. */
  onSubmit: (values: VendorFormValues) => Promise<void>;
  submitLabel: string;
  cancelHref: string;
  /** The permission saving needs; a role that may only view sees the fields but cannot change them. */
  gate: ElementRequest;
  /** Inside the vendor drawer: no card around it, the full width. */
  bare?: boolean;
}

/**
 * Add or edit a vendor: name, website, contact, city and state, sales rep and Vendor Quote enrolment,
 * checked with the spec's messages before anything is sent. Field errors show once the user has tried
 * to save.
 */
export function VendorForm({
  initialValues,
  salesReps,
  onSubmit,
  submitLabel,
  cancelHref,
  gate,
  bare = false,
}: VendorFormProps) {
  const readOnly = useElementAccess(gate) !== 'visible';
  const form = useRecordForm({
    initialValues,
    validate: validateVendor,
    save: onSubmit,
    placeRefusal: vendorSubmissionErrors,
  });
  const { values, set, errors } = form;
  const text = (field: keyof Omit<VendorFormValues, 'quoteEnabled'>) => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
    error: errors[field],
    autoComplete: 'off',
  });

  return (
    <Paper
      withBorder={!bare}
      p={bare ? 0 : 'md'}
      maw={bare ? undefined : 760}
      component="form"
      onSubmit={form.onSubmit}
      noValidate
    >
      <FormFieldset disabled={readOnly}>
        <Stack gap="sm">
          {form.formError && <FormError>{form.formError}</FormError>}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Name" required {...text('name')} />
            <TextInput
              label="Website"
              type="url"
              placeholder="https://www.example.com"
              {...text('website')}
            />
            <TextInput label="Contact name" {...text('contactName')} />
            <TextInput label="Contact e-mail" type="email" {...text('contactEmail')} />
            <TextInput
              label="Contact phone"
              type="tel"
              placeholder="(555) 010-0199"
              {...text('contactPhone')}
            />
            <SimpleGrid cols={2} spacing="sm">
              <TextInput label="City" {...text('city')} />
              <Select
                label="State"
                placeholder="Choose"
                searchable
                clearable
                data={US_STATE_OPTIONS}
                value={values.state || null}
                onChange={(state) => set('state', state ?? '')}
                error={errors.state}
                nothingFoundMessage="No state matches"
                comboboxProps={{ width: 220, position: 'bottom-end' }}
              />
            </SimpleGrid>
            <SalesRepPicker
              label="Sales rep"
              placeholder="Choose an active staff user"
              clearable
              source={salesReps}
              value={values.salesRepId}
              onChange={(salesRepId) => set('salesRepId', salesRepId)}
              error={errors.salesRepId}
            />
          </SimpleGrid>
          <Switch
            label="Enrolled in Vendor Quote"
            description="Enrolled vendors can hold API keys to embed the loan calculator and receive inquiries. Turning this off stops every key of the vendor at once."
            checked={values.quoteEnabled}
            onChange={(event) => set('quoteEnabled', event.currentTarget.checked)}
          />
        </Stack>
      </FormFieldset>
      <FormActions
        submitLabel={submitLabel}
        submitting={form.submitting}
        cancelHref={cancelHref}
        gate={gate}
        mt="md"
      />
    </Paper>
  );
}
