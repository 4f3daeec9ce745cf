import { Select } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import type { InquiryStatus } from '@lendline/validation';
import { STATUS_OPTIONS } from '../inquiry-status.ts';
import { ApplyChoice } from '../../../components/form/apply-choice.tsx';

export interface StatusControlProps {
  status: InquiryStatus;
  /** Inquiries › create; a role that may only view sees the control disabled. */
  gate: ElementRequest;
  /** Changes the status (asking first for closing ones); resolves true once the server took it. */
  onChange: (status: InquiryStatus) => Promise<boolean>;
}

/** A new status for the inquiry: pick one of the other six, then confirm with the button. */
export function StatusControl({ status, gate, onChange }: StatusControlProps) {
  return (
    <ApplyChoice gate={gate} buttonLabel="Change status" onApply={onChange}>
      {(next: InquiryStatus | null, setNext) => (
        <Select
          label="New status"
          size="sm"
          w={{ base: '100%', xs: 210 }}
          placeholder="Choose a status"
          data={STATUS_OPTIONS.filter((option) => option.value !== status)}
          value={next}
          onChange={(value) => setNext(value as InquiryStatus | null)}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </ApplyChoice>
  );
}
