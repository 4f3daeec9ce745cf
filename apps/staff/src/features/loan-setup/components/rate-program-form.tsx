import {
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Title,
  Input,
} from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { useState, type ReactNode } from 'react';
import { amountProps, fieldProps } from '../../../components/form/input-props.ts';
import { MoneyInput } from '../../../components/form/money-input.tsx';
import { RecordFormFrame } from '../../../components/form/record-form-frame.tsx';
import { useRecordForm } from '../../../components/form/use-record-form.ts';
import { useElementAccess } from '../../../lib/access/use-element-access.ts';
import type { LeaseStructure as ProductType, RateBasis } from '@lendline/finance';
import { convertCells, reshapeCells, type MatrixAxes } from '../matrix-model.ts';
import { DEFAULT_RESIDUAL_PERCENT, PRODUCT_TYPES } from '../product-types.ts';
import {
  MAX_TIERS,
  NAME_MAX,
  rateProgramSubmissionErrors,
  RateProgramFormSchema,
  type RateProgramErrors,
  type BandValues,
  type RateProgramFormValues,
} from '../rate-program-form-rules.ts';
import { AmountBandsEditor } from './amount-bands-editor.tsx';
import { DayField } from './day-field.tsx';
import { MatrixEditor } from './matrix-editor.tsx';
import { TermsPicker } from './terms-picker.tsx';
import { VendorPicker } from './vendor-picker.tsx';

export interface RateProgramFormProps {
  initialValues: RateProgramFormValues;
  /** Saves; rejects with the server's error, which the form places on fields, bands and cells or above. */
  onSubmit: (values: RateProgramFormValues) => Promise<void>;
  onCancel: () => void;
  submitLabel: string;
  /** Setup › create; a role that may only view sees everything but cannot change it. */
  gate: ElementRequest;
}

const BASES: { value: RateBasis; label: string }[] = [
  { value: 'RATE', label: 'Annual rate %' },
  { value: 'RATE_FACTOR', label: 'Rate factor' },
];

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={3} fz="md" mb={description ? 2 : 'sm'}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mb="sm">
          {description}
        </Text>
      )}
      {children}
    </Paper>
  );
}

const axesOf = (values: RateProgramFormValues): MatrixAxes => ({
  tiers: values.creditTiers,
  bands: values.amountBands.length,
  terms: values.terms,
});

/**
 * Add or edit a rate program: the product and when and to whom it applies, the payment structure, the
 * amount bands, terms and credit tiers the rate card is laid out by, and the matrix itself. Changing an
 * axis keeps every cell whose tier, band and term survive; switching the basis converts the cells.
 * Everything the server checks is checked here first, with the server's words.
 */
export function RateProgramForm({
  initialValues,
  onSubmit,
  onCancel,
  submitLabel,
  gate,
}: RateProgramFormProps) {
  const readOnly = useElementAccess(gate) !== 'visible';
  const [converted, setConverted] = useState<string | null>(null);
  const form = useRecordForm<RateProgramFormValues>({
    initialValues,
    schema: RateProgramFormSchema,
    save: onSubmit,
    placeRefusal: rateProgramSubmissionErrors,
  });
  const { values } = form;
  const set = form.setFieldValue;
  // Messages are text; Mantine types them as anything React renders.
  const errors = form.errors as RateProgramErrors;
  const residualPct = typeof values.residualPercent === 'number' ? values.residualPercent / 100 : 0;

  const setTerms = (terms: number[]) => {
    set('cells', reshapeCells(values.cells, axesOf(values), { ...axesOf(values), terms }));
    set('terms', terms);
  };
  const setBands = (amountBands: BandValues[], sources: (number | null)[]) => {
    set(
      'cells',
      reshapeCells(values.cells, axesOf(values), { ...axesOf(values), bands: amountBands.length }, sources),
    );
    set('amountBands', amountBands);
  };
  const setTiers = (tiers: string[]) => {
    const creditTiers = tiers.map((tier) => tier.trim()).filter(Boolean);
    set('cells', reshapeCells(values.cells, axesOf(values), { ...axesOf(values), tiers: creditTiers }));
    set('creditTiers', creditTiers);
  };
  const setBasis = (basis: RateBasis) => {
    if (basis === values.rateBasis) return;
    const shape = { advancePayments: values.advancePayments, residualPct };
    set('cells', convertCells(values.cells, values.rateBasis, values.terms, shape));
    set('rateBasis', basis);
    setConverted(
      `Converted each cell to ${basis === 'RATE' ? 'the annual rate its factor implies' : 'the rate factor of its rate'} at ${values.advancePayments} advance payment${values.advancePayments === 1 ? '' : 's'} and a ${values.residualPercent || 0}% residual. Check them before saving.`,
    );
  };
  const setProduct = (productType: ProductType | null) => {
    set('productType', productType);
    // A residual still at the previous product's default follows the new product's.
    const previous = values.productType ? DEFAULT_RESIDUAL_PERCENT[values.productType] : 0;
    if (productType && (values.residualPercent === '' || values.residualPercent === previous)) {
      set('residualPercent', DEFAULT_RESIDUAL_PERCENT[productType]);
    }
  };

  return (
    <RecordFormFrame
      form={form}
      readOnly={readOnly}
      label="Rate program"
      layout="sections"
      submitLabel={submitLabel}
      onCancel={onCancel}
      gate={gate}
      sticky
    >
      <Stack gap="md">
        <Section title="Program">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Name"
                required
                maxLength={NAME_MAX}
                autoComplete="off"
                {...form.getInputProps('name')}
              />
              <Select
                label="Product type"
                required
                placeholder="Choose a product"
                data={PRODUCT_TYPES.map(({ value, label }) => ({ value, label }))}
                value={values.productType}
                onChange={(value) => setProduct(value as ProductType | null)}
                description={PRODUCT_TYPES.find((type) => type.value === values.productType)?.description}
                error={errors.productType}
                comboboxProps={{ withinPortal: true }}
              />
              <DayField label="Effective from" required {...fieldProps(form, 'effectiveFrom')} />
              <DayField label="Effective to" placeholder="No end date" {...fieldProps(form, 'effectiveTo')} />
            </SimpleGrid>
            <VendorPicker
              label="Vendors"
              description="Leave empty to offer the program to every vendor enrolled in Vendor Quote."
              {...fieldProps(form, 'vendorIds')}
              disabled={readOnly}
            />
            <Switch
              label="Active"
              description="Inactive programs are never quoted, whatever their dates."
              {...form.getInputProps('active', { type: 'checkbox' })}
            />
          </Stack>
        </Section>

        <Section
          title="Structure"
          description="What every quote from this program collects and leaves at the end."
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Input.Wrapper
              label="Advance payments"
              error={errors.advancePayments}
              description="Collected at signing"
            >
              <SegmentedControl
                fullWidth
                mt={4}
                aria-label="Advance payments"
                data={['0', '1', '2', '3']}
                value={String(values.advancePayments)}
                onChange={(value) => set('advancePayments', Number(value))}
                disabled={readOnly}
              />
            </Input.Wrapper>
            <NumberInput
              label="Residual"
              description="Of the equipment cost"
              suffix="%"
              decimalScale={3}
              min={0}
              max={50}
              allowNegative={false}
              {...amountProps(form, 'residualPercent')}
            />
            <MoneyInput label="Doc fee" description="Billed at signing" {...amountProps(form, 'docFee')} />
            <MoneyInput label="Minimum amount" required {...amountProps(form, 'minAmount')} />
            <MoneyInput label="Maximum amount" required {...amountProps(form, 'maxAmount')} />
          </SimpleGrid>
        </Section>

        <Section
          title="Rate card layout"
          description="The terms, amount bands and credit tiers the matrix is laid out by."
        >
          <Stack gap="md">
            <TermsPicker
              label="Terms"
              description="Months, 6 to 120."
              value={values.terms}
              onChange={setTerms}
              error={errors.terms}
              disabled={readOnly}
            />
            <AmountBandsEditor
              bands={values.amountBands}
              onChange={setBands}
              errors={errors}
              disabled={readOnly}
            />
            <TagsInput
              label="Credit tiers"
              description={`Best first, up to ${MAX_TIERS}. Press Enter after each.`}
              value={values.creditTiers}
              onChange={setTiers}
              maxTags={MAX_TIERS}
              splitChars={[',']}
              allowDuplicates={false}
              clearable
              error={errors.creditTiers}
              maw={560}
            />
          </Stack>
        </Section>

        <Section
          title="Rates"
          description="One value per credit tier, amount band and term. Paste a block from a spreadsheet into the first cell to fill many at once."
        >
          <Stack gap="sm">
            <Input.Wrapper label="Rate basis" description={converted ?? undefined}>
              <SegmentedControl
                mt={4}
                aria-label="Rate basis"
                data={BASES}
                value={values.rateBasis}
                onChange={(value) => setBasis(value as RateBasis)}
                disabled={readOnly}
              />
            </Input.Wrapper>
            <MatrixEditor
              tiers={values.creditTiers}
              bands={values.amountBands}
              terms={values.terms}
              basis={values.rateBasis}
              cells={values.cells}
              onChange={(cells) => set('cells', cells)}
              errors={errors}
              pricing={{
                structure: values.productType,
                advancePayments: values.advancePayments,
                residualPct,
              }}
              disabled={readOnly}
            />
          </Stack>
        </Section>
      </Stack>
    </RecordFormFrame>
  );
}
