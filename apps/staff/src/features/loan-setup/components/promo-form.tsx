import {
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import type { ReactNode } from 'react';
import { RecordFormFrame } from '../../../components/form/record-form-frame.tsx';
import { MoneyInput } from '../../../components/form/money-input.tsx';
import { amountProps, fieldProps } from '../../../components/form/input-props.ts';
import { useRecordForm, type RecordForm } from '../../../components/form/use-record-form.ts';
import { useElementAccess } from '../../../lib/access/use-element-access.ts';
import type { OfferPromoType as PromoType } from '@lendline/finance';
import {
  PROMO_TYPES,
  promoSubmissionErrors,
  PromoFormSchema,
  type PromoFormValues,
} from '../promo-form-rules.ts';
import { NAME_MAX } from '../setup-form-fields.ts';
import { DayField } from './day-field.tsx';
import { TermsPicker } from './terms-picker.tsx';
import { VendorPicker } from './vendor-picker.tsx';

export interface ProgramOptions {
  options: { value: string; label: string }[];
  loading: boolean;
  error: boolean;
}

export interface PromoFormProps {
  /** "New promo", or "Edit promo: …". */
  title: ReactNode;
  initialValues: PromoFormValues;
  programs: ProgramOptions;
  /** Saves; rejects with the server's error, which the form places on its fields or above them. */
  onSubmit: (values: PromoFormValues) => Promise<void>;
  /** Throws the changes away: back to a new, empty promo. */
  onCancel: () => void;
  submitLabel: string;
  /** Setup › create; a role that may only view sees the form but cannot change it. */
  gate: ElementRequest;
}

/** The one or two inputs each promo type takes (the contract's `params`), or a line saying it takes none. */
function PromoParamsFields({ type, form }: { type: PromoType | null; form: RecordForm<PromoFormValues> }) {
  const amount = (path: 'ratePercent' | 'deferralDays' | 'payments' | 'amount' | 'buydownPoints') =>
    amountProps(form, path);
  switch (type) {
    case null:
      return (
        <Text size="sm" c="dimmed">
          Choose a promo type to set its terms.
        </Text>
      );
    case 'ZERO_RATE':
      return (
        <Text size="sm" c="dimmed">
          No parameters: the customer pays 0% and the payment repays only the amount financed.
        </Text>
      );
    case 'REDUCED_RATE':
      return (
        <NumberInput
          label="Customer rate"
          description="The annual rate the customer pays instead of the program's"
          required
          suffix="%"
          decimalScale={3}
          allowNegative={false}
          maw={240}
          {...amount('ratePercent')}
        />
      );
    case 'DEFERRED_FIRST_PAYMENT':
      return (
        <NumberInput
          label="Days to first payment"
          description="30 to 180 days; the interest meanwhile is added to the payments"
          required
          min={30}
          max={180}
          step={30}
          allowDecimal={false}
          allowNegative={false}
          maw={240}
          {...amount('deferralDays')}
        />
      );
    case 'FIXED_LOW_PAYMENTS':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={520}>
          <NumberInput
            label="Low payments"
            description="How many, 1 to 12"
            required
            min={1}
            max={12}
            allowDecimal={false}
            allowNegative={false}
            {...amount('payments')}
          />
          <MoneyInput
            label="Low payment amount"
            description="Each; the rest is re-amortised"
            required
            {...amount('amount')}
          />
        </SimpleGrid>
      );
    case 'DEALER_BUYDOWN':
      return (
        <NumberInput
          label="Buy-down"
          description="Percentage points off the program rate, paid by the dealer"
          required
          suffix=" points"
          decimalScale={3}
          allowNegative={false}
          maw={240}
          {...amount('buydownPoints')}
        />
      );
  }
}

/**
 * A promo: its name and type with the type's own terms, which terms, vendors and programs it applies
 * to (none chosen means all), and the days it runs. Checked with the server's rules before sending.
 */
export function PromoForm({
  title,
  initialValues,
  programs,
  onSubmit,
  onCancel,
  submitLabel,
  gate,
}: PromoFormProps) {
  const readOnly = useElementAccess(gate) !== 'visible';
  const form = useRecordForm<PromoFormValues>({
    initialValues,
    schema: PromoFormSchema,
    save: onSubmit,
    placeRefusal: promoSubmissionErrors,
  });
  const { values, errors } = form;
  const typeInfo = PROMO_TYPES.find((type) => type.value === values.type);

  return (
    <RecordFormFrame
      form={form}
      readOnly={readOnly}
      label="Promo"
      title={
        <Title order={2} fz="md">
          {title}
        </Title>
      }
      maw={960}
      submitLabel={submitLabel}
      onCancel={onCancel}
      gate={gate}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Name"
            required
            maxLength={NAME_MAX}
            autoComplete="off"
            description="Buyers see it on the calculator"
            {...form.getInputProps('name')}
          />
          <Select
            label="Promo type"
            required
            placeholder="Choose a type"
            data={PROMO_TYPES.map(({ value, label }) => ({ value, label }))}
            value={values.type}
            onChange={(type) => form.setFieldValue('type', type as PromoType | null)}
            description={typeInfo?.description ?? ' '}
            error={errors.type}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <PromoParamsFields type={values.type} form={form} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DayField label="Start date" required {...fieldProps(form, 'startDate')} />
          <DayField label="End date" required {...fieldProps(form, 'endDate')} />
        </SimpleGrid>
        <TermsPicker
          label="Eligible terms"
          description="None chosen: every term of the programs."
          {...fieldProps(form, 'eligibleTerms')}
          disabled={readOnly}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <VendorPicker
            label="Eligible vendors"
            description="None chosen: every enrolled vendor."
            {...fieldProps(form, 'vendorIds')}
            disabled={readOnly}
          />
          <MultiSelect
            label="Rate programs"
            description="None chosen: every program."
            placeholder={values.programIds.length > 0 ? undefined : 'All programs'}
            data={programs.options}
            value={values.programIds}
            onChange={(programIds) => form.setFieldValue('programIds', programIds)}
            searchable
            hidePickedOptions
            clearable
            nothingFoundMessage={programs.loading ? 'Loading…' : 'No program matches'}
            error={
              errors.programIds ?? (programs.error ? 'The rate programs could not be loaded.' : undefined)
            }
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Switch
          label="Active"
          description="In force between its dates while active."
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
      </Stack>
    </RecordFormFrame>
  );
}
