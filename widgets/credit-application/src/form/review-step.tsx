import { BUSINESS_GROUPS, EQUIPMENT_FIELDS, OWNER_FIELDS, type FieldSpec } from '../draft/fields.ts';
import type { Section } from '../draft/draft.ts';
import { Field, type FormContext } from './field.tsx';

export interface ReviewStepProps {
  ctx: FormContext;
  company: string;
  /** Goes back to a step to change it. */
  onEdit(step: number): void;
}

// Personal and bank numbers show as their last four, as on the staff screens.
const shown = (spec: FieldSpec, value: string | boolean) => {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const option = spec.options?.find(([optionValue]) => optionValue === value);
  if (option) return option[1];
  if (!spec.secret) return value;
  return spec.kind === 'date' ? `••/••/${value.slice(0, 4)}` : `••••${value.replace(/\D/g, '').slice(-4)}`;
};

function Summary(props: { title: string; fields: readonly FieldSpec[]; section: Section; onEdit(): void }) {
  return (
    <section class="summary">
      <h4>
        {props.title}{' '}
        <button type="button" class="link" onClick={props.onEdit}>
          Edit<span class="sr-only"> {props.title.toLowerCase()}</span>
        </button>
      </h4>
      <dl>
        {props.fields
          .filter((spec) => props.section[spec.name] !== '')
          .map((spec) => (
            <div>
              <dt>{spec.label}</dt>
              <dd>{shown(spec, props.section[spec.name]!)}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/** Step 4: what was entered, the consents, and the signature by typed name. */
export function ReviewStep({ ctx, company, onEdit }: ReviewStepProps) {
  const { draft } = ctx;
  const consent = (name: string, label: string, optional?: true) => (
    <Field ctx={ctx} prefix="consents" spec={{ name, label, kind: 'checkbox', wide: true, optional }} />
  );
  return (
    <>
      <Summary
        title="Business"
        fields={BUSINESS_GROUPS.flatMap(([, fields]) => fields)}
        section={draft.business}
        onEdit={() => onEdit(0)}
      />
      {draft.owners.map((owner, index) => (
        <Summary
          title={`Owner ${index + 1}`}
          fields={OWNER_FIELDS}
          section={owner}
          onEdit={() => onEdit(1)}
        />
      ))}
      <Summary
        title="Equipment"
        fields={EQUIPMENT_FIELDS}
        section={draft.equipment}
        onEdit={() => onEdit(2)}
      />
      <fieldset>
        <legend>Consents</legend>
        {consent(
          'creditPull',
          `I authorize ${company} and its assigns to obtain credit reports on the business and, for the credit check, on each owner and guarantor listed.`,
        )}
        {consent(
          'electronicRecords',
          'I agree to receive documents electronically and to sign this application by typing my name.',
        )}
        {consent(
          'contactConsent',
          `${company} may call or text me about this application at the numbers given, including by automated means.`,
          true,
        )}
      </fieldset>
      <fieldset>
        <legend>Signature</legend>
        <Field
          ctx={ctx}
          prefix="signature"
          spec={{
            name: 'name',
            label: 'Type your full name to sign',
            auto: 'name',
            hint: 'The name of one of the owners above',
          }}
        />
      </fieldset>
    </>
  );
}
