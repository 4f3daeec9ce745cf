import { ActionIcon, Button, Checkbox, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { withColumnChoice } from './column-fit.ts';
import { ColumnsIcon } from './icons.tsx';
import type { ColumnChoices } from './list-settings.ts';

export interface ChooserColumn {
  key: string;
  header: string;
  /** Always shown (the record's name, its status): listed, ticked and not changeable. */
  locked: boolean;
}

export interface ColumnChooserProps {
  /** The table's name, e.g. "Contracts", for the button's accessible name. */
  label: string;
  columns: readonly ChooserColumn[];
  /** The keys showing now. */
  visible: readonly string[];
  choices: ColumnChoices;
  onChange: (choices: ColumnChoices) => void;
}

/**
 * The table's "Columns" menu: a tick per column shows or hides it, and the choice is kept with the list's
 * other settings. Columns the user has not chosen follow the screen's width by their priority, which
 * "Fit to screen" goes back to.
 */
export function ColumnChooser({ label, columns, visible, choices, onChange }: ColumnChooserProps) {
  const chosen = Object.keys(choices).length > 0;
  return (
    <Popover position="bottom-end" shadow="md" width={240} trapFocus>
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
          {columns.map((column) => (
            <Checkbox
              key={column.key}
              size="xs"
              label={column.header}
              checked={column.locked || visible.includes(column.key)}
              disabled={column.locked}
              description={column.locked ? 'Always shown' : undefined}
              onChange={(event) =>
                onChange(withColumnChoice(choices, column.key, event.currentTarget.checked))
              }
            />
          ))}
          <Button size="compact-xs" variant="subtle" disabled={!chosen} onClick={() => onChange({})}>
            Fit to screen
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
