import type { ElementRequest } from '@lendline/permissions';
import { SalesRepPicker, type SalesRepSource } from '../../../components/lookups/sales-rep-picker.tsx';
import { ApplyChoice } from '../../../components/form/apply-choice.tsx';

export interface AssignControlProps {
  assignedRepId: number | null;
  /** The active staff users (`GET /inquiries/sales-reps`, Inquiries › view). */
  salesReps: SalesRepSource;
  /** Inquiries › create; a role that may only view sees the control disabled. */
  gate: ElementRequest;
  /** Gives the inquiry to the chosen rep; resolves true once the server took it. */
  onAssign: (repId: number, name: string) => Promise<boolean>;
}

interface Rep {
  id: string;
  name: string;
}

/** Who works the inquiry next: pick one of the active sales reps, then confirm with the button. */
export function AssignControl({ assignedRepId, salesReps, gate, onAssign }: AssignControlProps) {
  return (
    <ApplyChoice
      gate={gate}
      buttonLabel={assignedRepId === null ? 'Assign' : 'Reassign'}
      onApply={(rep: Rep) => onAssign(Number(rep.id), rep.name)}
    >
      {(next, setNext) => (
        <SalesRepPicker
          label="Assign to"
          size="sm"
          w={{ base: '100%', xs: 210 }}
          placeholder="Choose a sales rep"
          source={salesReps}
          exclude={assignedRepId === null ? [] : [assignedRepId]}
          value={next?.id ?? ''}
          valueName={next?.name}
          onChange={(id, name) => setNext(id ? { id, name: name ?? `User #${id}` } : null)}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </ApplyChoice>
  );
}
