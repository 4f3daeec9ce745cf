import { OWNERS_MAX } from '@lendline/validation';
import { OWNER_FIELDS } from '../draft/fields.ts';
import { Group, type FormContext } from './field.tsx';

export interface OwnersStepProps {
  ctx: FormContext;
  onAdd(): void;
  onRemove(index: number): void;
}

const ownerName = (owner: Record<string, unknown>, index: number) =>
  `${owner.firstName ?? ''} ${owner.lastName ?? ''}`.trim() || `owner ${index + 1}`;

/** Step 2: one to four owners or guarantors, each a fieldset with a Remove button while there are two or more. */
export function OwnersStep({ ctx, onAdd, onRemove }: OwnersStepProps) {
  const { owners } = ctx.draft;
  return (
    <>
      <p class="muted">
        List everyone who owns 20% or more of the business, and anyone who will guarantee the lease or loan.
      </p>
      {owners.map((owner, index) => (
        <div class="owner">
          <Group ctx={ctx} prefix={`owners.${index}`} legend={`Owner ${index + 1}`} fields={OWNER_FIELDS} />
          {owners.length > 1 && (
            <button type="button" class="link" onClick={() => onRemove(index)}>
              Remove {ownerName(owner, index)}
            </button>
          )}
        </div>
      ))}
      {ctx.errors.owners && (
        <p id="owners-error" class="error">
          {ctx.errors.owners}
        </p>
      )}
      {owners.length < OWNERS_MAX && (
        <button type="button" class="button secondary" onClick={onAdd}>
          Add another owner
        </button>
      )}
    </>
  );
}
