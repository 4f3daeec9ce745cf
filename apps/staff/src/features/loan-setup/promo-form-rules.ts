import { formatMoney, formatPercent } from '../../components/data-table/format-number.ts';
import * as v from 'valibot';
import { crossFieldRules, formSchema } from '../../components/form/cross-field-rules.ts';
import type { FieldErrors } from '../../components/form/server-objections.ts';
import {
  OFFER_PROMO_TYPE_LABELS,
  OFFER_PROMO_TYPES,
  type OfferPromoType as PromoType,
} from '@lendline/finance';
import type { PromoParams, PromoRecord } from './api/setup-resources.ts';
import { placeDetails } from './placed-details.ts';
import { FIELD_REQUIRED, LOAN_SETUP_MESSAGES } from '@lendline/validation';
import { amount, chosen, programName, type Amount } from './setup-form-fields.ts';

// The labels are the vocabulary's (@lendline/finance); the descriptions are what the form adds to them.
const PROMO_TYPE_DESCRIPTIONS: Record<PromoType, string> = {
  ZERO_RATE: 'The customer pays no interest.',
  REDUCED_RATE: 'The customer pays a lower annual rate.',
  DEFERRED_FIRST_PAYMENT: 'The first payment is due later; the interest meanwhile is added to the payments.',
  FIXED_LOW_PAYMENTS: 'A few low payments first, then the rest re-amortised.',
  DEALER_BUYDOWN: 'Points off the program rate; the dealer pays the lessor the difference.',
};

export const PROMO_TYPES: { value: PromoType; label: string; description: string }[] = OFFER_PROMO_TYPES.map(
  (value) => ({ value, label: OFFER_PROMO_TYPE_LABELS[value], description: PROMO_TYPE_DESCRIPTIONS[value] }),
);

export interface PromoFormValues {
  name: string;
  type: PromoType | null;
  /** REDUCED_RATE: the customer's annual rate in percent. */
  ratePercent: Amount;
  /** DEFERRED_FIRST_PAYMENT: days to the first payment, 30 to 180. */
  deferralDays: Amount;
  /** FIXED_LOW_PAYMENTS: how many low payments, and of how much. */
  payments: Amount;
  amount: Amount;
  /** DEALER_BUYDOWN: percentage points off the program rate. */
  buydownPoints: Amount;
  /** Empty lists mean every term, vendor, program. */
  eligibleTerms: number[];
  vendorIds: string[];
  programIds: string[];
  startDate: string | null;
  endDate: string | null;
  active: boolean;
}

export type PromoErrors = FieldErrors<string>;

export type PromoInput = Omit<PromoRecord, 'id' | 'createdAt' | 'updatedAt'>;

export const emptyPromo = (today: string): PromoFormValues => ({
  name: '',
  type: null,
  ratePercent: '',
  deferralDays: 90,
  payments: 3,
  amount: '',
  buydownPoints: '',
  eligibleTerms: [],
  vendorIds: [],
  programIds: [],
  startDate: today,
  endDate: null,
  active: true,
});

const points = (fraction: number | undefined): Amount =>
  fraction === undefined ? '' : Number((fraction * 100).toFixed(4));

export function promoFormValues(promo: PromoRecord): PromoFormValues {
  const { params } = promo;
  return {
    ...emptyPromo(promo.startDate),
    name: promo.name,
    type: promo.type,
    ratePercent: points(params.rate),
    deferralDays: params.deferralDays ?? 90,
    payments: params.payments ?? 3,
    amount: params.amount ?? '',
    buydownPoints: points(params.buydownRate),
    eligibleTerms: [...promo.eligibleTerms],
    vendorIds: promo.eligibleVendorIds.map(String),
    programIds: promo.programIds.map(String),
    startDate: promo.startDate,
    endDate: promo.endDate,
    active: promo.status === 'active',
  };
}

const isAmount = (value: Amount): value is number => typeof value === 'number' && Number.isFinite(value);
const wholeCents = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** The type's own parameters in range, the end date after the start, low payments within every term. */
function promoRules(values: PromoFormValues): PromoErrors {
  const errors: PromoErrors = {};
  if (values.startDate && values.endDate && values.endDate < values.startDate) {
    errors.endDate = LOAN_SETUP_MESSAGES.endBeforeStart;
  }
  switch (values.type) {
    case 'REDUCED_RATE':
      if (!isAmount(values.ratePercent)) errors.ratePercent = FIELD_REQUIRED;
      else if (values.ratePercent <= 0 || values.ratePercent >= 100) {
        errors.ratePercent = 'The promo rate must be more than 0% and below 100%';
      }
      break;
    case 'DEFERRED_FIRST_PAYMENT':
      if (!isAmount(values.deferralDays)) errors.deferralDays = FIELD_REQUIRED;
      else if (
        !Number.isInteger(values.deferralDays) ||
        values.deferralDays < 30 ||
        values.deferralDays > 180
      ) {
        errors.deferralDays = 'Deferral days must be a whole number from 30 to 180';
      }
      break;
    case 'FIXED_LOW_PAYMENTS':
      if (!isAmount(values.payments)) errors.payments = FIELD_REQUIRED;
      else if (!Number.isInteger(values.payments) || values.payments < 1 || values.payments > 12) {
        errors.payments = 'Low payments must be a whole number from 1 to 12';
      } else if (values.eligibleTerms.length > 0 && values.payments >= Math.min(...values.eligibleTerms)) {
        errors.payments = LOAN_SETUP_MESSAGES.tooManyLowPayments;
      }
      if (!isAmount(values.amount)) errors.amount = FIELD_REQUIRED;
      else if (values.amount < 0 || values.amount > 1_000_000 || !wholeCents(values.amount)) {
        errors.amount = 'The low payment is an amount from $0.00 to $1,000,000.00';
      }
      break;
    case 'DEALER_BUYDOWN':
      if (!isAmount(values.buydownPoints)) errors.buydownPoints = FIELD_REQUIRED;
      else if (values.buydownPoints <= 0 || values.buydownPoints > 25) {
        errors.buydownPoints = 'The buy-down is more than 0 and at most 25 points';
      }
      break;
  }
  return errors;
}

/** The server's promo rules (apps/api promo-rules.ts), checked before anything is sent, in its words. */
export const PromoFormSchema = formSchema<PromoFormValues>(
  v.object({
    name: programName,
    type: chosen<PromoType>(),
    ratePercent: amount,
    deferralDays: amount,
    payments: amount,
    amount,
    buydownPoints: amount,
    eligibleTerms: v.array(v.number()),
    vendorIds: v.array(v.string()),
    programIds: v.array(v.string()),
    startDate: chosen<string>(),
    endDate: chosen<string>(),
    active: v.boolean(),
  }),
  crossFieldRules(promoRules),
);

const fraction = (percent: Amount) => (isAmount(percent) ? Number((percent / 100).toFixed(6)) : 0);

/** The params the contract keeps for each type, nothing more (the server refuses anything else). */
export function promoParams(values: PromoFormValues): PromoParams {
  switch (values.type) {
    case 'REDUCED_RATE':
      return { rate: fraction(values.ratePercent) };
    case 'DEFERRED_FIRST_PAYMENT':
      return { deferralDays: Number(values.deferralDays) };
    case 'FIXED_LOW_PAYMENTS':
      return { payments: Number(values.payments), amount: Number(Number(values.amount).toFixed(2)) };
    case 'DEALER_BUYDOWN':
      return { buydownRate: fraction(values.buydownPoints) };
    default:
      return {};
  }
}

export const promoInput = (values: PromoFormValues): PromoInput => ({
  name: values.name.trim(),
  type: values.type!,
  params: promoParams(values),
  eligibleTerms: [...values.eligibleTerms].sort((a, b) => a - b),
  eligibleVendorIds: values.vendorIds.map(Number),
  programIds: values.programIds.map(Number),
  startDate: values.startDate!,
  endDate: values.endDate!,
  status: values.active ? 'active' : 'inactive',
});

/** Only what changed between two inputs. */
export function changedPromoFields(before: PromoInput, after: PromoInput): Partial<PromoInput> {
  return Object.fromEntries(
    Object.entries(after).filter(
      ([key, value]) => JSON.stringify(before[key as keyof PromoInput]) !== JSON.stringify(value),
    ),
  );
}

/** The offer in a few words for the list: "2.9%", "90 days" (to the first payment), "3 × $99.00", "2 points off". */
export function promoOffer(promo: Pick<PromoRecord, 'type' | 'params'>): string {
  const { params } = promo;
  switch (promo.type) {
    case 'ZERO_RATE':
      return '0%';
    case 'REDUCED_RATE':
      return formatPercent(params.rate);
    case 'DEFERRED_FIRST_PAYMENT':
      return `${params.deferralDays ?? '?'} days`;
    case 'FIXED_LOW_PAYMENTS':
      return `${params.payments ?? '?'} × ${formatMoney(params.amount)}`;
    case 'DEALER_BUYDOWN':
      return `${points(params.buydownRate)} points off`;
    default:
      return '';
  }
}

const PARAM_FIELDS: Record<string, string> = {
  'params.rate': 'ratePercent',
  'params.deferralDays': 'deferralDays',
  'params.payments': 'payments',
  'params.amount': 'amount',
  'params.buydownRate': 'buydownPoints',
  params: 'type',
  eligibleVendorIds: 'vendorIds',
  status: 'active',
};
const FIELDS = new Set(['name', 'type', 'eligibleTerms', 'programIds', 'startDate', 'endDate']);

/** Where a refused save shows: 422 details on their field (params on the type's own inputs); the rest above. */
export function promoSubmissionErrors(error: unknown) {
  return placeDetails(error, {
    fallback: 'The promo could not be saved. Please try again.',
    fieldOf: (key) => PARAM_FIELDS[key] ?? (FIELDS.has(key) ? key : undefined),
  });
}
