import * as v from 'valibot';
import { REQUIRED } from './field-schemas.ts';
import { FIELD_RULES, type FieldRule } from './rules.ts';

const ruleMessage = (rule: FieldRule, label: string) =>
  FIELD_RULES[rule].message.replace('{field}', label.toLowerCase());

/**
 * Text checked by one of the spec's helper rules (§5), trimmed, at most `maxLength` characters, with the
 * spec's message ("Please enter valid contact name"). The API checks a vendor's contact fields with it
 * and the staff form checks them with it before sending, so both say the same.
 *
 * @example v.safeParse(specRuleText('phone', 'Contact phone', 20), '555-010-0199').success; // true
 */
export const specRuleText = (rule: FieldRule, label: string, maxLength: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(maxLength, `${label} must be at most ${maxLength} characters`),
    v.regex(FIELD_RULES[rule].pattern, ruleMessage(rule, label)),
  );

/**
 * A required field checked by one of the spec's helper rules: "Field is required" when blank, the rule's
 * message when malformed.
 *
 * @example v.parse(requiredSpecText('name', 'first name'), ' Avery '); // 'Avery'
 */
export const requiredSpecText = (rule: FieldRule, label: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(REQUIRED),
    v.check((text) => FIELD_RULES[rule].pattern.test(text), ruleMessage(rule, label)),
  );

/**
 * An optional form field: blank (as a form holds an empty input) passes, anything else must pass `schema`
 * and gets its message.
 *
 * @example v.safeParse(blankOr(specRuleText('url', 'Website', 300)), '  ').success; // true
 */
export const blankOr = <Schema extends v.GenericSchema<string, string>>(schema: Schema) =>
  v.union(
    [schema, v.pipe(v.string(), v.trim(), v.length(0))],
    // Filled in and refused: the schema's own message, not the union's.
    (issue) => issue.issues?.[0]?.message ?? REQUIRED,
  );
