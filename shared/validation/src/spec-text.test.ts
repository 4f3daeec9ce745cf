import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { blankOr, requiredSpecText, specRuleText } from './spec-text.ts';

const messages = (schema: v.GenericSchema, value: unknown) =>
  v.safeParse(schema, value, { abortPipeEarly: true }).issues?.map((issue) => issue.message) ?? [];

describe('the spec rules as schemas', () => {
  it('checks a rule with its message, the label in lower case', () => {
    expect(messages(specRuleText('name', 'Contact name', 120), 'R2D2')).toEqual([
      'Please enter valid contact name',
    ]);
    expect(messages(specRuleText('phone', 'Contact phone', 20), '(555) 010-0199')).toEqual([]);
    expect(messages(specRuleText('url', 'Website', 10), 'https://www.example.com')).toEqual([
      'Website must be at most 10 characters',
    ]);
  });

  it('says "Field is required" for a blank required field, and the rule after that', () => {
    const firstName = requiredSpecText('name', 'first name');
    expect(messages(firstName, '  ')).toEqual(['Field is required']);
    expect(messages(firstName, 'R2D2')).toEqual(['Please enter valid first name']);
    expect(v.parse(firstName, ' Avery ')).toBe('Avery');
  });

  it('lets an optional field stay blank, and checks it once filled in', () => {
    const email = blankOr(specRuleText('email', 'Contact email', 254));
    expect(messages(email, '')).toEqual([]);
    expect(messages(email, '   ')).toEqual([]);
    expect(messages(email, 'dana@example')).toEqual(['Please enter valid email address']);
  });
});
