import {
  DAY_RANGE,
  DAY_RANGE_MESSAGE,
  findTextFaults,
  INTEGER_COLUMN_RANGES,
  isCalendarDay,
  isDayInRange,
  isTimestampInRange,
  TEXT_FAULT_MESSAGES,
  unknownKeys,
  type IntegerColumn,
} from '@lendline/validation';
import * as v from 'valibot';
import { HttpError } from '../lib/http-error.ts';
import { integerColumnOf, type FieldDef } from './field-def.ts';
import { jsonObject } from './field-schemas.ts';

type AnySchema = v.GenericSchema<unknown, unknown>;

/** One AJV-style detail, the shape LoopBack clients already parse (`path` is a JSON Pointer). */
export interface ValidationDetail {
  path: string;
  code: string;
  message: string;
  info: Record<string, unknown>;
}

// The ISO pattern alone lets 2026-02-30 through, which the database would then refuse; a real day must also be
// one a lessor can mean. Text that is not even shaped like a day (or a real day) is the earlier check's to
// report, once.
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDayOrMalformed = (text: string) => !ISO_DAY.test(text) || isCalendarDay(text);
const inRangeOrNotADay = (text: string) => !isCalendarDay(text) || isDayInRange(text);

const daySchema = v.pipe(
  v.string(),
  v.isoDate(),
  v.check(realDayOrMalformed, 'must be a day of the calendar'),
  v.check(inRangeOrNotADay, DAY_RANGE_MESSAGE),
);
const timestampSchema = v.pipe(v.string(), v.isoTimestamp(), v.check(isTimestampInRange, DAY_RANGE_MESSAGE));

const integerSchema = (column: IntegerColumn) => {
  const { min, max } = INTEGER_COLUMN_RANGES[column];
  return v.pipe(
    v.number(),
    v.integer('must be integer'),
    v.minValue(min, `must be >= ${min}`),
    v.maxValue(max, `must be <= ${max}`),
  );
};

function fieldSchema(name: string, def: FieldDef): AnySchema {
  let schema: AnySchema;
  if (def.schema) return def.nullable ? (v.nullable(def.schema) as AnySchema) : (def.schema as AnySchema);
  switch (def.type) {
    case 'string': {
      const checks: v.PipeItem<string, string, v.BaseIssue<unknown>>[] = [];
      if (def.format === 'email') checks.push(v.email());
      if (def.maxLength !== undefined) checks.push(v.maxLength(def.maxLength));
      schema = v.pipe(v.string(), ...checks) as AnySchema;
      break;
    }
    case 'number': {
      const integer = integerColumnOf(name, def);
      schema = (integer ? integerSchema(integer) : v.pipe(v.number(), v.finite())) as AnySchema;
      break;
    }
    case 'boolean':
      schema = v.boolean() as AnySchema;
      break;
    case 'date':
      schema = (def.format === 'date' ? daySchema : timestampSchema) as AnySchema;
      break;
    case 'json':
      schema = (def.jsonText ? v.pipe(v.string(), v.parseJson()) : jsonObject) as AnySchema;
      break;
  }
  return def.nullable ? (v.nullable(schema) as AnySchema) : schema;
}

/** The body schema for POST (required fields required) or PATCH (everything optional). */
export function bodySchema(fields: Record<string, FieldDef>, mode: 'create' | 'update'): AnySchema {
  const entries: Record<string, AnySchema> = {};
  for (const [name, def] of Object.entries(fields)) {
    if (def.readOnly) continue;
    const schema = fieldSchema(name, def);
    entries[name] = mode === 'create' && def.required ? schema : (v.optional(schema) as AnySchema);
  }
  return v.strictObject(entries) as AnySchema;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  record: 'object',
  strict_object: 'object',
  nullable: 'null',
};

const jsonPointer = (keys: readonly (string | number)[]) =>
  keys.map((key) => `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

function toDetail(issue: v.BaseIssue<unknown>): ValidationDetail {
  const keys = (issue.path ?? []).map((item) => String(item.key));
  const pointer = jsonPointer(keys);
  const parent = pointer.slice(0, pointer.lastIndexOf('/'));
  const last = keys[keys.length - 1];
  if (issue.type === 'strict_object' && issue.received === 'undefined' && last !== undefined) {
    return {
      path: parent,
      code: 'required',
      message: `must have required property '${last}'`,
      info: { missingProperty: last },
    };
  }
  if (issue.type === 'strict_object' && issue.expected === 'never' && last !== undefined) {
    return {
      path: parent,
      code: 'additionalProperties',
      message: 'must NOT have additional properties',
      info: { additionalProperty: last },
    };
  }
  if (issue.type === 'picklist') {
    return { path: pointer, code: 'enum', message: issue.message, info: { allowedValues: issue.expected } };
  }
  // A custom schema words its own type ("must be object").
  if (issue.kind === 'schema' && issue.type === 'custom') {
    return {
      path: pointer,
      code: 'type',
      message: issue.message,
      info: { type: issue.message.replace(/^must be /, '') },
    };
  }
  if (issue.kind === 'schema') {
    const type = TYPE_NAMES[issue.type] ?? issue.type;
    return { path: pointer, code: 'type', message: `must be ${type}`, info: { type } };
  }
  // The shared day range, under whatever label a field gives it ("Invoice date must be a date from …").
  if (issue.type === 'check' && issue.message.endsWith(DAY_RANGE_MESSAGE)) {
    return {
      path: pointer,
      code: 'range',
      message: issue.message,
      info: { minimum: DAY_RANGE.first, maximum: DAY_RANGE.last },
    };
  }
  switch (issue.type) {
    case 'max_length':
      return {
        path: pointer,
        code: 'maxLength',
        // A field that words its own limit ("Note must be at most 2000 characters") keeps its words.
        message: issue.message.startsWith('Invalid length')
          ? `must NOT have more than ${String(issue.requirement)} characters`
          : issue.message,
        info: { limit: issue.requirement },
      };
    case 'email':
      return {
        path: pointer,
        code: 'format',
        message: 'must match format "email"',
        info: { format: 'email' },
      };
    case 'iso_date':
      return {
        path: pointer,
        code: 'format',
        message: 'must match format "date" (YYYY-MM-DD)',
        info: { format: 'date' },
      };
    case 'iso_timestamp':
      return {
        path: pointer,
        code: 'format',
        message: 'must match format "date-time"',
        info: { format: 'date-time' },
      };
    case 'parse_json':
      return { path: pointer, code: 'format', message: 'must be a JSON string', info: { format: 'json' } };
    default:
      return { path: pointer, code: issue.type, message: issue.message, info: {} };
  }
}

/** LoopBack's 422 VALIDATION_FAILED with the given details. */
export const validationFailed = (details: readonly ValidationDetail[]): HttpError =>
  new HttpError(
    422,
    'UnprocessableEntityError',
    'The request body is invalid. See error object `details` property for more info.',
    { code: 'VALIDATION_FAILED', details },
  );

/**
 * The details a schema finds in one value of a body, under that value's JSON Pointer: for rules that
 * pick a schema by another field (a promo's params by its type).
 */
export function schemaDetails(schema: AnySchema, value: unknown, pointer: string): ValidationDetail[] {
  const result = v.safeParse(schema, value, { abortEarly: false });
  if (result.success) return [];
  return result.issues.map(toDetail).map((detail) => ({ ...detail, path: pointer + detail.path }));
}

/**
 * The details of every text in a body the database could not store (a NUL character, a lone surrogate), at
 * any depth and in keys too, json fields included: refused here, PostgreSQL would answer in its own words.
 */
export function textFaultDetails(body: unknown): ValidationDetail[] {
  return findTextFaults(body).map(({ path, fault }) => ({
    path,
    code: 'format',
    message: TEXT_FAULT_MESSAGES[fault],
    info: { format: 'text' },
  }));
}

/**
 * The details of every key a body carries that a schema of plain (not strict) objects does not declare, as
 * LoopBack words an additional property; `pathOf` writes the holding object's path in the endpoint's style.
 */
export function unknownKeyDetails(
  schema: AnySchema,
  body: unknown,
  pathOf: (keys: readonly (string | number)[]) => string = jsonPointer,
): ValidationDetail[] {
  return unknownKeys(schema, body).map(({ path, key }) => ({
    path: pathOf(path),
    code: 'additionalProperties',
    message: 'must NOT have additional properties',
    info: { additionalProperty: key },
  }));
}

/** Validates a parsed body and returns its typed output, or throws LoopBack's 422 VALIDATION_FAILED. */
export function validateBody(schema: AnySchema, body: unknown): Record<string, unknown> {
  const faults = textFaultDetails(body);
  const result = v.safeParse(schema, body, { abortEarly: false });
  if (result.success && faults.length === 0) return result.output as Record<string, unknown>;
  throw validationFailed([...faults, ...(result.issues ?? []).map(toDetail)]);
}
