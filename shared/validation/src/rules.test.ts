import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkField, PASSWORD_CHECKLIST, PASSWORD_MESSAGES, PasswordSchema } from './rules.ts';

const messagesFor = (password: string) => {
  const result = v.safeParse(PasswordSchema, password, { abortEarly: false });
  return result.success ? [] : [...new Set(result.issues.map((issue) => issue.message))];
};

describe('password policy (spec §5)', () => {
  it('accepts a password meeting every rule', () => {
    expect(messagesFor('Lendline#2026')).toEqual([]);
  });

  it.each([
    ['Sh0rt#a', [PASSWORD_MESSAGES.length]],
    ['NoDigits#here', [PASSWORD_MESSAGES.digit]],
    ['lowercase#123', [PASSWORD_MESSAGES.upperLower]],
    ['UPPERCASE#123', [PASSWORD_MESSAGES.upperLower]],
    ['NoSpecial123', [PASSWORD_MESSAGES.special]],
    [
      'abc',
      [
        PASSWORD_MESSAGES.length,
        PASSWORD_MESSAGES.digit,
        PASSWORD_MESSAGES.upperLower,
        PASSWORD_MESSAGES.special,
      ],
    ],
  ])('%s -> %j', (password, expected) => {
    expect(messagesFor(password)).toEqual(expected);
  });

  it('refuses absurdly long input before anything hashes it', () => {
    expect(messagesFor(`Aa1#${'x'.repeat(200)}`)).toHaveLength(1);
  });

  it('drives the live checklist with the spec labels', () => {
    expect(PASSWORD_CHECKLIST.map((item) => item.label)).toEqual([
      '8 or more characters',
      'At least one number',
      'Upper & lowercase letters',
      'Special character',
    ]);
    expect(PASSWORD_CHECKLIST.map((item) => item.test('Lendline#2026'))).toEqual([true, true, true, true]);
    expect(PASSWORD_CHECKLIST.map((item) => item.test('lendline'))).toEqual([true, false, false, false]);
  });
});

describe('helper rules (spec §5)', () => {
  it.each([
    ['name', "Siobhán O'Brien", undefined],
    ['name', 'R2D2', 'Please enter valid first name'],
    ['email', 'ann@example.com', undefined],
    ['email', 'ann@example', 'Please enter valid email address'],
    ['phone', '(555) 010-0199', undefined],
    ['phone', '555-010-0199', undefined],
    ['phone', '5550100199', 'Please enter valid phone number'],
    ['zip', '94107', undefined],
    ['zip', '94107-1234', undefined],
    ['zip', '9410', 'Please enter valid number'],
    ['digits', '0042', undefined],
    ['digits', '42a', 'Please enter only numbers'],
    ['decimal', '-12.50', undefined],
    ['decimal', '12.', 'Please enter valid number'],
    ['url', 'https://dealer.example.com/quote', undefined],
    ['url', 'dealer.example.com', 'Please enter a valid URL'],
  ] as const)('%s %s', (rule, value, expected) => {
    expect(checkField(rule, value, 'first name')).toBe(expected);
  });
});
