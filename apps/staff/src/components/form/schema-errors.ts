import { valibotResolver } from 'mantine-form-valibot-resolver';
import * as v from 'valibot';
import type { FieldErrors } from './server-objections.ts';

/**
 * A form schema as Mantine's validator: each field's first message ("Field is required" before "Please
 * enter valid first name"), by dotted path. Forms get it from `useRecordForm`; tests call it directly.
 *
 * @example schemaErrors(UserFormSchema)({ ...EMPTY_USER, firstName: 'R2D2' }).firstName; // 'Please enter valid first name'
 */
export function schemaErrors<Values>(schema: v.GenericSchema<Values>) {
  // The resolver wants a schema whose input and output are the values; ours may trim on the way.
  return valibotResolver(v.config(schema, { abortPipeEarly: true }) as never) as (
    values: Values,
  ) => FieldErrors;
}
