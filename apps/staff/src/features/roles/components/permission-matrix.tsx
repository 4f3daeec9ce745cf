import { Checkbox, Table, Text } from '@mantine/core';
import { ACTIONS, type Action, type PermissionMap } from '@lendline/permissions';
import {
  MATRIX_GROUPS,
  MATRIX_ROWS,
  isGranted,
  rowKey,
  selection,
  setCells,
  type MatrixRow,
  type Selection,
} from '../permission-matrix-model.ts';
import classes from './permission-matrix.module.css';

const ACTION_LABELS: Record<Action, string> = { view: 'View', create: 'Create', download: 'Download' };

export interface PermissionMatrixProps {
  value: PermissionMap;
  onChange: (value: PermissionMap) => void;
  /** Server objections per row, keyed `module/menu`. */
  rowErrors?: Record<string, string>;
  disabled?: boolean;
}

function SelectAll({
  state,
  label,
  onChange,
  disabled,
}: {
  state: Selection;
  label: string;
  onChange: (granted: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Checkbox
      size="sm"
      className={classes.check}
      aria-label={label}
      checked={state === 'all'}
      indeterminate={state === 'some'}
      // A partly granted set becomes fully granted; only a full one is cleared.
      onChange={() => onChange(state !== 'all')}
      disabled={disabled}
    />
  );
}

const rowName = (row: MatrixRow) => `${row.moduleName} › ${row.menu}`;

/**
 * The role editor's permission matrix (spec §3, §6), generated from the module catalog: one row per
 * module menu, a column per action, select-all per row and per column (partly selected shows as
 * indeterminate). Every checkbox is named for screen readers, e.g. "View: Prefunds › Invoices".
 */
export function PermissionMatrix({ value, onChange, rowErrors = {}, disabled }: PermissionMatrixProps) {
  const toggle = (rows: readonly MatrixRow[], actions: readonly Action[]) => (granted: boolean) =>
    onChange(setCells(value, rows, actions, granted));

  return (
    <div className={classes.frame}>
      <Table
        className={classes.table}
        aria-label="Permissions"
        stickyHeader
        stickyHeaderOffset="var(--app-shell-header-offset, 0rem)"
        verticalSpacing={4}
        fz="sm"
        miw={460}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={170}>Module › menu</Table.Th>
            {ACTIONS.map((action) => (
              <Table.Th key={action} w={90}>
                <div className={classes.columnHead}>
                  {ACTION_LABELS[action]}
                  <SelectAll
                    state={selection(value, MATRIX_ROWS, [action])}
                    label={`${ACTION_LABELS[action]} on every menu`}
                    onChange={toggle(MATRIX_ROWS, [action])}
                    disabled={disabled}
                  />
                </div>
              </Table.Th>
            ))}
            <Table.Th w={90}>
              <div className={classes.columnHead}>
                All
                <SelectAll
                  state={selection(value, MATRIX_ROWS, ACTIONS)}
                  label="Every action on every menu"
                  onChange={toggle(MATRIX_ROWS, ACTIONS)}
                  disabled={disabled}
                />
              </div>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        {MATRIX_GROUPS.map((group) => (
          <Table.Tbody key={group.moduleId}>
            <Table.Tr>
              <Table.Th scope="rowgroup" colSpan={ACTIONS.length + 2} className={classes.group}>
                <span className={classes.groupName}>{group.moduleName}</span>
              </Table.Th>
            </Table.Tr>
            {group.rows.map((row) => {
              const error = rowErrors[rowKey(row)];
              return (
                <Table.Tr key={row.menu}>
                  <Table.Th scope="row" fw={400} pl="lg">
                    {row.menu}
                    {error && (
                      <Text size="xs" c="var(--mantine-color-error)" role="alert">
                        {error}
                      </Text>
                    )}
                  </Table.Th>
                  {ACTIONS.map((action) => (
                    <Table.Td key={action}>
                      <Checkbox
                        size="sm"
                        className={classes.check}
                        aria-label={`${ACTION_LABELS[action]}: ${rowName(row)}`}
                        checked={isGranted(value, row, action)}
                        onChange={(event) => toggle([row], [action])(event.currentTarget.checked)}
                        disabled={disabled}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <SelectAll
                      state={selection(value, [row], ACTIONS)}
                      label={`Every action: ${rowName(row)}`}
                      onChange={toggle([row], ACTIONS)}
                      disabled={disabled}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        ))}
      </Table>
    </div>
  );
}
