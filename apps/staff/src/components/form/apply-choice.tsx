import { Button, Group } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { useState, type ReactNode } from 'react';
import { PermissionGate } from '../access/permission-gate.tsx';

export interface ApplyChoiceProps<Choice> {
  /** The change's element rule (e.g. Inquiries › create); a role that may only view sees it disabled. */
  gate: ElementRequest;
  buttonLabel: string;
  /** Applies the choice (asking first where it must); resolves true once the server took it. */
  onApply: (choice: Choice) => Promise<boolean>;
  /** The picker, with the current choice and how to change it. */
  children: (choice: Choice | null, setChoice: (choice: Choice | null) => void) => ReactNode;
}

/**
 * A change to a record in two steps, pick then confirm with the button: an inquiry's or a credit
 * application's status, an inquiry's rep. The choice clears once the server has taken it and stays when
 * it was refused.
 */
export function ApplyChoice<Choice>({ gate, buttonLabel, onApply, children }: ApplyChoiceProps<Choice>) {
  const [choice, setChoice] = useState<Choice | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    if (choice === null) return;
    setBusy(true);
    try {
      if (await onApply(choice)) setChoice(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PermissionGate {...gate} block>
      <Group gap="xs" align="flex-end">
        {children(choice, setChoice)}
        <Button size="sm" onClick={() => void apply()} disabled={choice === null} loading={busy}>
          {buttonLabel}
        </Button>
      </Group>
    </PermissionGate>
  );
}
