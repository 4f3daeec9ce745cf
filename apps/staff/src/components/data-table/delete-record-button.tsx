import { Button } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { PermissionGate } from '../access/permission-gate.tsx';

/** The detail pages' gated Delete action; `onDelete` confirms, deletes and moves on. */
export function DeleteRecordButton({
  gate,
  onDelete,
}: {
  gate: ElementRequest;
  onDelete: () => Promise<unknown>;
}) {
  return (
    <PermissionGate {...gate}>
      <Button size="sm" variant="light" color="red" onClick={() => void onDelete()}>
        Delete
      </Button>
    </PermissionGate>
  );
}
