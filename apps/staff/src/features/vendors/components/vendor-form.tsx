import { Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { choiceProps, fieldProps } from '../../../components/form/input-props.ts';
import { RecordFormFrame } from '../../../components/form/record-form-frame.tsx';
import { US_STATE_OPTIONS } from '../../../components/form/us-state-options.ts';
import { useRecordForm } from '../../../components/form/use-record-form.ts';
import { SalesRepPicker, type SalesRepSource } from '../../../components/lookups/sales-rep-picker.tsx';
import { useElementAccess } from '../../../lib/access/use-element-access.ts';
import { VendorFormSchema, vendorSubmissionErrors, type VendorFormValues } from '../vendor-form-rules.ts';

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
    schema: VendorFormSchema,
    save: onSubmit,
    placeRefusal: vendorSubmissionErrors,
  });
  const textInput = (field: keyof Omit<VendorFormValues, 'quoteEnabled'>) => ({
    ...form.getInputProps(field),
    autoComplete: 'off',
  });

  return (
    <RecordFormFrame
      form={form}
      readOnly={readOnly}
      layout={bare ? 'bare' : 'card'}
      maw={bare ? undefined : 760}
      submitLabel={submitLabel}
      cancelHref={cancelHref}
      gate={gate}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Name" required {...textInput('name')} />
          <TextInput
            label="Website"
            type="url"
            placeholder="https://www.example.com"
            {...textInput('website')}
          />
          <TextInput label="Contact name" {...textInput('contactName')} />
          <TextInput label="Contact e-mail" type="email" {...textInput('contactEmail')} />
          <TextInput
            label="Contact phone"
            type="tel"
            placeholder="(555) 010-0199"
            {...textInput('contactPhone')}
          />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput label="City" {...textInput('city')} />
            <Select
              label="State"
              placeholder="Choose"
              searchable
              clearable
              data={US_STATE_OPTIONS}
              {...choiceProps(form, 'state')}
              nothingFoundMessage="No state matches"
              comboboxProps={{ width: 220, position: 'bottom-end' }}
            />
          </SimpleGrid>
          <SalesRepPicker
            label="Sales rep"
            placeholder="Choose an active staff user"
            clearable
            source={salesReps}
            {...fieldProps(form, 'salesRepId')}
          />
        </SimpleGrid>
        <Switch
          label="Enrolled in Vendor Quote"
          description="Enrolled vendors can hold API keys to embed the loan calculator and receive inquiries. Turning this off stops every key of the vendor at once."
          {...form.getInputProps('quoteEnabled', { type: 'checkbox' })}
        />
      </Stack>
    </RecordFormFrame>
  );
}
