import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_KEY_PATTERN,
  InquirySubmissionSchema,
  isInquiryStatus,
  QuoteRequestSchema,
} from './vendor-quote.ts';

const inquiry = {
  customerName: 'Ann Lee',
  email: 'ann@example.com',
  equipmentCost: 25000,
  termMonths: 36,
  programId: 4,
  source: 'widget',
};

// One message per field, as the widget shows them.
const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success
    ? {}
    : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue), issue.message]));
};

describe('QuoteRequestSchema', () => {
  it('accepts dollars and cents, whole months and ids, with an optional promo', () => {
    expect(
      v.safeParse(QuoteRequestSchema, { equipmentCost: 24999.99, termMonths: 36, programId: 4 }).success,
    ).toBe(true);
    expect(
      v.safeParse(QuoteRequestSchema, { equipmentCost: 1, termMonths: 36, programId: 4, promoId: null })
        .success,
    ).toBe(true);
  });

  it('refuses fractions of a cent, strings, non-positive amounts and missing fields', () => {
    expect(messages(QuoteRequestSchema, { equipmentCost: 1.005, termMonths: 36.5, programId: '4' })).toEqual({
      equipmentCost: 'Please enter valid number',
      termMonths: 'Please enter valid number',
      programId: 'Please enter valid number',
    });
    expect(messages(QuoteRequestSchema, { equipmentCost: 0 })).toEqual({
      equipmentCost: 'Please enter valid number',
      termMonths: 'Field is required',
      programId: 'Field is required',
    });
  });
});

describe('InquirySubmissionSchema', () => {
  it('trims text, upper-cases the state and reads empty optional fields as not given', () => {
    const result = v.parse(InquirySubmissionSchema, {
      ...inquiry,
      customerName: '  Ann Lee ',
      state: 'tx',
      phone: '',
      businessName: null,
      message: '  ',
      quotedPayment: 1,
    });
    expect(result).toEqual({
      ...inquiry,
      state: 'TX',
      phone: undefined,
      businessName: undefined,
      message: undefined,
    });
    expect(result).not.toHaveProperty('quotedPayment');
  });

  it('gives the spec §5 messages', () => {
    expect(
      messages(InquirySubmissionSchema, {
        ...inquiry,
        customerName: 'R2D2',
        email: 'ann@',
        phone: '5125550100',
        source: 'fax',
      }),
    ).toEqual({
      customerName: 'Please enter valid name',
      email: 'Please enter valid email address',
      phone: 'Please enter valid phone number',
      source: 'Please enter valid source',
    });
    expect(messages(InquirySubmissionSchema, { ...inquiry, customerName: ' ', email: undefined })).toEqual({
      customerName: 'Field is required',
      email: 'Field is required',
    });
  });
});

describe('IDEMPOTENCY_KEY_PATTERN', () => {
  it('takes 8 to 80 characters of A-Z, a-z, 0-9, _ and -', () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test('a1B2-c3_D')).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('x'.repeat(80))).toBe(true);
    for (const bad of ['short', 'x'.repeat(81), 'with space', 'ümlaut-key'])
      expect(IDEMPOTENCY_KEY_PATTERN.test(bad)).toBe(false);
  });
});

describe('isInquiryStatus', () => {
  it('knows the statuses exactly as the contract spells them', () => {
    expect(isInquiryStatus('Application submitted')).toBe(true);
    for (const bad of ['application submitted', 'Closed', '', null]) expect(isInquiryStatus(bad)).toBe(false);
  });
});
