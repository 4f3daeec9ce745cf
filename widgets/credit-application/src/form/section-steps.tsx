import { BUSINESS_GROUPS, EQUIPMENT_FIELDS } from '../draft/fields.ts';
import { Group, type FormContext } from './field.tsx';

/** Step 1: the business, its address and contact, and an optional bank reference. */
export function BusinessStep({ ctx }: { ctx: FormContext }) {
  return (
    <>
      {BUSINESS_GROUPS.map(([legend, fields]) => (
        <Group ctx={ctx} prefix="business" legend={legend} fields={fields} />
      ))}
    </>
  );
}

/** Step 3: the equipment, its cost, the term and the structure asked for, and the vendor. */
export function EquipmentStep({ ctx }: { ctx: FormContext }) {
  return <Group ctx={ctx} prefix="equipment" legend="Equipment and amount" fields={EQUIPMENT_FIELDS} />;
}
