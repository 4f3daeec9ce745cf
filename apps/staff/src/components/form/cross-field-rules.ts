import * as v from 'valibot';
import type { FieldErrors } from './server-objections.ts';

/**
 * Rules that weigh one field against others (the end date against the start, a band against the next),
 * as a valibot schema that places each message on the dotted path it returns. It accepts any object, so
 * it runs even while single fields are malformed; combine it with the fields' schema in `formSchema`.
 *
 * @example crossFieldRules((values: Promo) => ({ endDate: values.endDate < values.startDate ? 'Too early' : undefined }))
 */
export function crossFieldRules<Values>(rules: (values: Values) => FieldErrors) {
  return v.pipe(
    v.looseObject({}),
    v.rawCheck(({ dataset, addIssue }) => {
      for (const [path, message] of Object.entries(rules(dataset.value as Values))) {
        if (message === undefined) continue;
        const [first, ...rest] = path.split('.').map((key): v.IssuePathItem => ({
          type: 'object',
          origin: 'value',
          input: {},
          key,
          value: undefined,
        }));
        addIssue({ message, path: [first!, ...rest] });
      }
    }),
  );
}

/**
 * A form's schema: the fields' own rules, then the rules across fields; where both speak of one field
 * the latter's message shows.
 *
 * @example export const PromoFormSchema = formSchema(v.object({ name: requiredName }), crossFieldRules(promoDates));
 */
export const formSchema = <Values>(
  fields: v.GenericSchema<Values>,
  ...across: ReturnType<typeof crossFieldRules<Values>>[]
) => v.intersect([fields, ...across]) as unknown as v.GenericSchema<Values>;
