import { Select, Text } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { ApplyChoice } from '../../../components/form/apply-choice.tsx';
import { nextStatuses, STATUS_LABELS, type CreditApplicationStatus } from '../credit-application-status.ts';

export interface ApplicationStatusControlProps {
  status: CreditApplicationStatus;
  /** Inquiries › create; a role that may only view sees the control disabled. */
  gate: ElementRequest;
  /** Changes the status (asking first for a final one); resolves true once the server took it. */
  onChange: (status: CreditApplicationStatus) => Promise<boolean>;
}

/**
 * A new status for the application, offering only where it may go next (domain.md §2.17); once it has an
 * outcome there is nothing left to choose, and the control says so instead.
 */
export function ApplicationStatusControl({ status, gate, onChange }: ApplicationStatusControlProps) {
  const options = nextStatuses(status).map((next) => ({ value: next, label: STATUS_LABELS[next] }));
  if (options.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {STATUS_LABELS[status]} is final: the status can no longer change.
      </Text>
    );
  }
  return (
    <ApplyChoice gate={gate} buttonLabel="Change status" onApply={onChange}>
      {(next: CreditApplicationStatus | null, setNext) => (
        <Select
          label="New status"
          size="sm"
          w={{ base: '100%', xs: 230 }}
          placeholder="Choose a status"
          data={options}
          value={next}
          onChange={(value) => setNext(value as CreditApplicationStatus | null)}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </ApplyChoice>
  );
}
