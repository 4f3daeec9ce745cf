import { Button } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PermissionGate } from '../access/permission-gate.tsx';

/** A list's gated Add action, linking to the add form; the header and the first-item empty state share it. */
export function AddRecordButton({
  gate,
  to,
  children,
}: {
  gate: ElementRequest;
  to: string;
  children: ReactNode;
}) {
  return (
    <PermissionGate {...gate}>
      <Button size="sm" component={Link} to={to}>
        {children}
      </Button>
    </PermissionGate>
  );
}
