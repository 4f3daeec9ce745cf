import { ActionIcon, Button, Checkbox, Group, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { withColumnChoice } from './column-fit.ts';
import { movedColumnOrder } from './column-order.ts';
import { ColumnsIcon } from './icons.tsx';
import type { ColumnSettings } from './list-settings.ts';

export interface ChooserColumn {
  key: string;
  header: string;
  /** Always shown (the record's name, its status): listed, ticked and not changeable. */
  locked: boolean;
  /** Keeps its place (the first name column, the row actions): listed without move buttons. */
  anchored: boolean;
}

export interface ColumnChooserProps {
  /** The table's name, e.g. "Contracts", for the button's accessible name. */
  label: string;
  /** Every column in the order the table shows them (the user's order). */
  columns: readonly ChooserColumn[];
  /** The keys showing now. */
  visible: readonly string[];
  settings: ColumnSettings;
  /** The columns are in their default order, so there is no order to reset. */
  defaultOrder: boolean;
  onChange: (settings: ColumnSettings) => void;
}

/**
 * The table's "Columns" menu: a tick per column shows or hides it, Move up and Move down put it
 * elsewhere, and the choice is kept with the list's other settings. Columns the user has not chosen
 * follow the screen's width by their priority; "Reset columns" goes back to that and the default order.
 */
export function ColumnChooser({
  label,
  columns,
  visible,
  settings,
  defaultOrder,
  onChange,
}: ColumnChooserProps) {
  const choices = settings.columns ?? {};
  const chosen = Object.keys(choices).length > 0 || !defaultOrder;
  const anchored = new Set(columns.filter((column) => column.anchored).map((column) => column.key));
  const movable = columns.filter((column) => !column.anchored);
  const move = (key: string, step: -1 | 1) =>
    onChange({ ...settings, columnOrder: movedColumnOrder(columns, anchored, key, step) });

  return (
    <Popover position="bottom-end" shadow="md" width={280} trapFocus>
      <Popover.Target>
        <Tooltip label="Columns" withinPortal>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label="Columns"
            title={`Choose the columns of ${label.toLowerCase()}`}
          >
            <ColumnsIcon />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={8} role="group" aria-label="Columns">
          <Text size="xs" fw={600} c="dimmed" tt="uppercase">
            Columns
          </Text>
          {columns.map((column) => {
            const position = movable.indexOf(column);
            return (
              <Group key={column.key} gap={4} wrap="nowrap" justify="space-between">
                <Checkbox
                  size="xs"
                  label={column.header}
                  checked={column.locked || visible.includes(column.key)}
                  disabled={column.locked}
                  description={column.locked ? 'Always shown' : undefined}
                  onChange={(event) =>
                    onChange({
                      ...settings,
                      columns: withColumnChoice(choices, column.key, event.currentTarget.checked),
                    })
                  }
                />
                {!column.anchored && (
                  <Group gap={2} wrap="nowrap">
                    <MoveButton
                      label={`Move ${column.header} up`}
                      arrow="↑"
                      atEnd={position === 0}
                      onMove={() => move(column.key, -1)}
                    />
                    <MoveButton
                      label={`Move ${column.header} down`}
                      arrow="↓"
                      atEnd={position === movable.length - 1}
                      onMove={() => move(column.key, 1)}
                    />
                  </Group>
                )}
              </Group>
            );
          })}
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={!chosen}
            onClick={() => onChange({ columns: undefined, columnOrder: undefined })}
          >
            Reset columns
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

interface MoveButtonProps {
  label: string;
  arrow: string;
  /** The column is already first or last: the button stays focusable (so focus does not drop out of
   * the menu after a move) but says it is unavailable and does nothing. */
  atEnd: boolean;
  onMove: () => void;
}

function MoveButton({ label, arrow, atEnd, onMove }: MoveButtonProps) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={label}
      title={label}
      aria-disabled={atEnd || undefined}
      data-disabled={atEnd || undefined}
      onClick={atEnd ? undefined : onMove}
    >
      <span aria-hidden="true">{arrow}</span>
    </ActionIcon>
  );
}
