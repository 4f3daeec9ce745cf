import * as v from 'valibot';

/** The spec's password messages (§5), word for word. */
export const PASSWORD_MESSAGES = {
  digit: 'Password must contain 1 digit',
  upperLower: 'Password must contain one upper case character',
  special: 'Password must contains special character',
  length: 'Password must greater than 8 character',
} as const;

/** The live checklist's labels (§5), in display order. */
export const PASSWORD_CHECKLIST = [
  { key: 'length', label: '8 or more characters', test: (p: string) => p.length >= 8 },
  { key: 'digit', label: 'At least one number', test: (p: string) => /\d/.test(p) },
  {
    key: 'upperLower',
    label: 'Upper & lowercase letters',
    test: (p: string) => /[a-z]/.test(p) && /[A-Z]/.test(p),
  },
  { key: 'special', label: 'Special character', test: (p: string) => /[#?!@$%^&*-]/.test(p) },
] as const;

/** Longest password accepted, so a megabyte "password" is refused before anyone hashes it. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The password policy shared by the SPA and the API: at least 8 characters, a digit, upper and lower case
 * letters and one of `# ? ! @ $ % ^ & * -`.
 *
 * @example v.safeParse(PasswordSchema, 'Lendline#2026').success // true
 */
export const PasswordSchema = v.pipe(
  v.string(),
  v.minLength(8, PASSWORD_MESSAGES.length),
  v.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  v.regex(/\d/, PASSWORD_MESSAGES.digit),
  v.regex(/[A-Z]/, PASSWORD_MESSAGES.upperLower),
  v.regex(/[a-z]/, PASSWORD_MESSAGES.upperLower),
  v.regex(/[#?!@$%^&*-]/, PASSWORD_MESSAGES.special),
);

/** The helper rules of spec §5 with their messages; `{field}` is replaced by the field's label. */
export const FIELD_RULES = {
  name: { pattern: /^[A-Za-z\u00C0-\u024F' -]+$/, message: 'Please enter valid {field}' },
  alphanumericName: { pattern: /^[A-Za-z0-9\u00C0-\u024F' -]+$/, message: 'Please enter valid {field}' },
  email: { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, message: 'Please enter valid email address' },
  phone: {
    pattern: /^(\(\d{3}\) \d{3}-\d{4}|\d{3}-\d{3}-\d{4})$/,
    message: 'Please enter valid phone number',
  },
  zip: { pattern: /^\d{5}(-\d{4})?$/, message: 'Please enter valid number' },
  digits: { pattern: /^\d+$/, message: 'Please enter only numbers' },
  decimal: { pattern: /^-?\d+(\.\d+)?$/, message: 'Please enter valid number' },
  url: { pattern: /^https?:\/\/[^\s/$.?#].[^\s]*$/i, message: 'Please enter a valid URL' },
} as const;

export type FieldRule = keyof typeof FIELD_RULES;

/**
 * Checks a value against one of the spec's helper rules and returns the spec's message, or undefined.
 *
 * @example checkField('phone', '555-010-0199') // undefined
 * @example checkField('name', 'R2D2', 'first name') // 'Please enter valid first name'
 */
export function checkField(rule: FieldRule, value: string, fieldLabel = 'value'): string | undefined {
  const { pattern, message } = FIELD_RULES[rule];
  return pattern.test(value) ? undefined : message.replace('{field}', fieldLabel);
}
