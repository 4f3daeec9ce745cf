import { fireEvent, screen, within } from '@testing-library/react';

/**
 * Opens a select by its label and clicks one of its options. The dropdown is found through the input's
 * `aria-controls`, which Mantine sets only while it is open. Its options count as hidden here: with no
 * layout in the test DOM, the dropdown positioner takes the input for scrolled away and hides them.
 */
export async function pickOption(label: string, option: string) {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.click(input);
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error(`The ${label} select did not open`);
  fireEvent.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}
