import { Select } from '@mantine/core';
import { Icon } from '../../../components/icons.tsx';

/** The picker's Home entry; every other value is a module id. */
export const HOME_CHOICE = 'home';

export interface ModulePickerProps {
  /** The modules the role may pick, in catalogue order. */
  modules: { id: string; name: string }[];
  /** The module shown as chosen: Home, a module id, or null for the placeholder. */
  value: string | null;
  /**
   * The page's module when it is not among `modules` (Setup, which the gear menu opens, or a module whose
   * access-denied page this is): shown as chosen and listed disabled, so the picker never reads
   * "Select module" on a page that has one.
   */
  current?: { id: string; name: string } | undefined;
  /** Called only when the user picks an entry, never when `value` changes from outside. */
  onPick: (choice: string) => void;
}

/**
 * The top bar's module picker (spec §2): Home and the modules the role may pick. It shows where the user
 * is; the caller decides where a pick leads. Picks are the user's only, so a module chosen on the home
 * page or the initial placeholder never triggers a navigation of its own (spec §2 module choice).
 */
export function ModulePicker({ modules, value, current, onPick }: ModulePickerProps) {
  const data = [
    { value: HOME_CHOICE, label: 'Home' },
    ...modules.map(({ id, name }) => ({ value: id, label: name })),
    ...(current && !modules.some(({ id }) => id === current.id)
      ? [{ value: current.id, label: current.name, disabled: true }]
      : []),
  ];
  return (
    <Select
      aria-label="Module"
      placeholder="Select module"
      data={data}
      value={current && value === null ? current.id : value}
      onChange={(choice) => choice !== null && onPick(choice)}
      allowDeselect={false}
      size="xs"
      w={{ base: 150, sm: 220 }}
      leftSection={<Icon name="apps" size={16} />}
      maxDropdownHeight={420}
      // The top bar is fixed, so the picker never scrolls out of view; detach-hiding would have nothing to do.
      comboboxProps={{ width: 240, position: 'bottom-start', shadow: 'md', hideDetached: false }}
      checkIconPosition="right"
    />
  );
}
