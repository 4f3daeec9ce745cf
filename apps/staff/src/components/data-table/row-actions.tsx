import { ActionIcon, Menu } from '@mantine/core';
import { DotsIcon } from './icons.tsx';

export interface RowAction {
  label: string;
  onClick: () => void;
  /** Destroys or locks something: shown in red. */
  danger?: boolean;
}

export interface RowActionsProps {
  /** Names the row, e.g. "Actions for Marcus Delgado", since every row has the same button. */
  label: string;
  actions: RowAction[];
}

/**
 * The actions of one table row behind a compact menu button, so rows stay one line high. Arrow keys move
 * through the items, Escape closes. Gate the whole menu with PermissionGate when its actions share a rule.
 */
export function RowActions({ label, actions }: RowActionsProps) {
  // No button that opens an empty menu: a row with nothing to do shows nothing.
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={label}>
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item key={action.label} color={action.danger ? 'red' : undefined} onClick={action.onClick}>
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
