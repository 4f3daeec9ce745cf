import {
  BusinessStepSchema,
  CreditApplicationSchema,
  EquipmentStepSchema,
  OwnersStepSchema,
} from '@lendline/validation';
import * as v from 'valibot';

/** Messages by dot path of the wire body (`owners.0.ssn`). */
export type Errors = Record<string, string>;

/** The four steps in order: the title, what the step checks before moving on, and the sections it owns. */
export const STEPS = [
  { title: 'Business', schema: BusinessStepSchema, sections: ['business'] },
  { title: 'Owners & guarantors', schema: OwnersStepSchema, sections: ['owners'] },
  { title: 'Equipment', schema: EquipmentStepSchema, sections: ['equipment'] },
  // The last step checks the whole application: the signature must name an owner of step 2.
  { title: 'Review & sign', schema: CreditApplicationSchema, sections: ['consents', 'signature'] },
] as const;

/** The step that shows the field at a dot path, or -1 for a path no step shows. */
export const stepOf = (path: string) =>
  STEPS.findIndex((step) => (step.sections as readonly string[]).includes(path.split('.')[0]!));

/** The shared schema's messages for a body, the first one per path, as the server would give them. */
export function issuesOf(schema: v.GenericSchema, body: unknown): Errors {
  const errors: Errors = {};
  const result = v.safeParse(schema, body, { abortPipeEarly: true });
  for (const issue of result.issues ?? []) errors[v.getDotPath(issue) ?? ''] ??= issue.message;
  return errors;
}
