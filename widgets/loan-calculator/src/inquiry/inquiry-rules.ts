/** The inquiry form as typed. */
export interface InquiryFields {
  customerName: string;
  businessName: string;
  email: string;
  phone: string;
  state: string;
  equipmentDescription: string;
  message: string;
}

export type InquiryField = keyof InquiryFields;
export type InquiryErrors = Partial<Record<InquiryField, string>>;

export const EMPTY_INQUIRY: InquiryFields = {
  customerName: '',
  businessName: '',
  email: '',
  phone: '',
  state: '',
  equipmentDescription: '',
  message: '',
};

// The rules of @lendline/validation's InquirySubmissionSchema, which the server applies: spec §5 patterns
// and messages (FIELD_RULES) and the same lengths. Written out rather than imported because importing
// @lendline/validation costs the bundle 260 B gzip of rules and messages the widget never uses, on a
// budget it cannot spare; inquiry-rules.test.ts holds them equal to FIELD_RULES and to the server's schema.
const BUSINESS_NAME = /^[A-Za-z0-9\u00C0-\u024F&'.,()/ -]+$/;
// Anything a person types except control characters other than line breaks.
// eslint-disable-next-line no-control-regex
const PLAIN_TEXT = /^[^\0-\t\v\f\x0e-\x1f\x7f]*$/;

export const RULES: [
  field: InquiryField,
  required: boolean,
  maxLength: number,
  pattern: RegExp,
  message: string,
][] = [
  ['customerName', true, 120, /^[A-Za-z\u00C0-\u024F' -]+$/, 'Please enter valid name'],
  ['businessName', false, 160, BUSINESS_NAME, 'Please enter valid business name'],
  ['email', true, 254, /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'Please enter valid email address'],
  ['state', false, 2, /^[A-Za-z]{2}$/, 'Please enter valid state'],
  ['phone', false, 20, /^(\(\d{3}\) \d{3}-\d{4}|\d{3}-\d{3}-\d{4})$/, 'Please enter valid phone number'],
  ['equipmentDescription', false, 300, PLAIN_TEXT, 'Please enter valid equipment description'],
  ['message', false, 1000, PLAIN_TEXT, 'Please enter valid message'],
];

/**
 * Checks the inquiry form as the server will: name and e-mail required ("Field is required"), every
 * field given checked against its spec §5 rule and message.
 *
 * @example
 * checkInquiry({ ...EMPTY_INQUIRY, customerName: 'R2D2', email: 'x' });
 * // { customerName: 'Please enter valid name', email: 'Please enter valid email address' }
 */
export function checkInquiry(fields: InquiryFields): InquiryErrors {
  const errors: InquiryErrors = {};
  for (const [field, required, maxLength, pattern, message] of RULES) {
    const value = fields[field].trim();
    if (!value) {
      if (required) errors[field] = 'Field is required';
    } else if (value.length > maxLength || !pattern.test(value)) {
      errors[field] = message;
    }
  }
  return errors;
}
