import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { Link } from 'react-router';
import { PermissionGate } from '../access/permission-gate.tsx';
import classes from './form.module.css';

export interface FormActionsProps {
  submitLabel: string;
  submitting: boolean;
  /** Where Cancel leads, without saving. */
  cancelHref?: string;
  /** What Cancel does instead of leading somewhere (a form in a drawer closes it). */
  onCancel?: () => void;
  /** The permission saving needs; a role that may only view sees the save button disabled. */
  gate: ElementRequest;
  /** Keeps the bar in view at the bottom of the window while a long form scrolls. */
  sticky?: boolean;
  mt?: MantineSpacing;
}

/** The foot of a record form: Cancel (back to the list, or `onCancel`), and the gated save button. */
export function FormActions({
  submitLabel,
  submitting,
  cancelHref,
  onCancel,
  gate,
  sticky = false,
  mt,
}: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="xs" mt={mt} className={sticky ? classes.stickyActions : undefined}>
      {onCancel ? (
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      ) : (
        <Button variant="default" component={Link} to={cancelHref ?? '..'}>
          Cancel
        </Button>
      )}
      <PermissionGate {...gate}>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </PermissionGate>
    </Group>
  );
}
