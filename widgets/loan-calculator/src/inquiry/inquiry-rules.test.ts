import { FIELD_RULES, InquirySubmissionSchema } from '@lendline/validation';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  checkInquiry,
  EMPTY_INQUIRY,
  RULES,
  type InquiryField,
  type InquiryFields,
} from './inquiry-rules.ts';

const valid: InquiryFields = {
  customerName: 'Ann Lee',
  businessName: 'Lee Dental & Sons, Inc.',
  email: 'ann@example.com',
  phone: '(555) 010-0199',
  state: 'tx',
  equipmentDescription: 'ErgoPro chairs (20), model EP-4',
  message: 'Two chairs,\nplease call after 3 pm.',
};

/** The server's message for one field of an inquiry, or undefined when it accepts the field. */
function serverMessage(fields: InquiryFields, field: InquiryField): string | undefined {
  const body = {
    ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value || undefined])),
    equipmentCost: 25_000,
    termMonths: 36,
    programId: 1,
    source: 'widget',
  };
  const result = v.safeParse(InquirySubmissionSchema, body, { abortPipeEarly: true });
  return result.success ? undefined : result.issues.find((issue) => issue.path?.[0]?.key === field)?.message;
}

const samples: Record<InquiryField, string[]> = {
  customerName: [
    '',
    '  ',
    'Ann Lee',
    "Zoë O'Neil-Smith",
    'R2D2',
    'Ann <b>',
    'A'.repeat(120),
    'A'.repeat(121),
  ],
  businessName: ['', 'Acme 3D Printing', 'Lee Dental & Sons, Inc.', 'A/B (West)', 'Acme!', 'A'.repeat(161)],
  email: ['', 'ann@example.com', 'ann@', 'ann@example', 'ann @example.com', `${'a'.repeat(250)}@x.co`],
  phone: ['', '555-010-0199', '(555) 010-0199', '5550100199', '555.010.0199', '+1 555 010 0199'],
  state: ['', 'TX', 'tx', 'T', 'Texas', '1X'],
  equipmentDescription: [
    '',
    'Laser cutter LX-900',
    'Tab\there',
    `bell\u0007`,
    'x'.repeat(300),
    'x'.repeat(301),
  ],
  message: ['', 'Hello\nthere', 'Tab\there', `bell\u0007`, 'x'.repeat(1000), 'x'.repeat(1001)],
};

describe('checkInquiry', () => {
  it('passes a good inquiry', () => {
    expect(checkInquiry(valid)).toEqual({});
  });

  it('asks for the name and e-mail with the spec message', () => {
    expect(checkInquiry(EMPTY_INQUIRY)).toEqual({
      customerName: 'Field is required',
      email: 'Field is required',
    });
  });

  it.each(Object.entries(samples) as [InquiryField, string[]][])(
    'answers %s as the server does, message for message',
    (field, values) => {
      for (const value of values) {
        const fields = { ...valid, [field]: value };
        expect(checkInquiry(fields)[field], JSON.stringify(value)).toBe(serverMessage(fields, field));
      }
    },
  );

  it('uses the spec §5 patterns and messages of @lendline/validation', () => {
    const rule = (field: InquiryField) => RULES.find(([name]) => name === field)!;

    expect(rule('customerName')[3].source).toBe(FIELD_RULES.name.pattern.source);
    expect(rule('customerName')[4]).toBe(FIELD_RULES.name.message.replace('{field}', 'name'));
    expect(rule('email')[3].source).toBe(FIELD_RULES.email.pattern.source);
    expect(rule('email')[4]).toBe(FIELD_RULES.email.message);
    expect(rule('phone')[3].source).toBe(FIELD_RULES.phone.pattern.source);
    expect(rule('phone')[4]).toBe(FIELD_RULES.phone.message);
  });
});
