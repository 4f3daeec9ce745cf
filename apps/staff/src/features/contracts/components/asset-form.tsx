import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { DayInput } from '../../../components/form/day-input.tsx';
import { choiceProps, fieldProps, numberTextProps } from '../../../components/form/input-props.ts';
import { MoneyInput } from '../../../components/form/money-input.tsx';
import { RecordFormFrame } from '../../../components/form/record-form-frame.tsx';
import { useRecordForm } from '../../../components/form/use-record-form.ts';
import { useElementAccess } from '../../../lib/access/use-element-access.ts';
import { assetSubmissionErrors, AssetFormSchema, type AssetFormValues } from '../asset-form-rules.ts';
import { ASSET_STATUS_OPTIONS } from '../contract-labels.ts';

export interface AssetFormProps {
  initialValues: AssetFormValues;
  onSubmit: (values: AssetFormValues) => Promise<void>;
  cancelHref: string;
  /** Contracts › create; a role that may only view sees the form disabled. */
  gate: ElementRequest;
}

/** Manage Equipment / Manage Asset: keep an asset's identity, location, state and value current. */
export function AssetForm({ initialValues, onSubmit, cancelHref, gate }: AssetFormProps) {
  const readOnly = useElementAccess(gate) !== 'visible';
  const form = useRecordForm<AssetFormValues>({
    initialValues,
    schema: AssetFormSchema,
    save: onSubmit,
    placeRefusal: assetSubmissionErrors,
  });
  const text = (
    field: 'description' | 'serialNumber' | 'locationCity' | 'locationState' | 'uccFilingNumber',
  ) => form.getInputProps(field);
  const day = (field: 'insuranceCertExpiry' | 'dispositionDate') => ({
    clearable: true,
    ...fieldProps(form, field),
  });

  return (
    <RecordFormFrame
      form={form}
      readOnly={readOnly}
      label="Asset"
      maw={880}
      submitLabel="Save asset"
      cancelHref={cancelHref}
      gate={gate}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <TextInput label="Description" {...text('description')} />
          <TextInput label="Serial number / VIN" required {...text('serialNumber')} />
          <Select
            label="Status"
            required
            data={ASSET_STATUS_OPTIONS}
            allowDeselect={false}
            {...choiceProps(form, 'status')}
          />
          <TextInput label="City" required {...text('locationCity')} />
          <TextInput label="State" required maxLength={2} {...text('locationState')} />
          <MoneyInput label="Book residual" required {...numberTextProps(form, 'bookResidual')} />
          <TextInput label="UCC filing number" {...text('uccFilingNumber')} />
          <DayInput label="Insurance certificate expires" {...day('insuranceCertExpiry')} />
          <DayInput label="Disposition date" {...day('dispositionDate')} />
          <MoneyInput label="Disposition amount" {...numberTextProps(form, 'dispositionAmount')} />
        </SimpleGrid>
      </Stack>
    </RecordFormFrame>
  );
}
