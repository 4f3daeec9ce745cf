import { fireEvent, screen } from '@testing-library/react';

/** Types into the text box whose label starts with `label` (a pattern), as a person does: focus, type, leave. */
export function typeInto(label: string, value: string): void {
  const input = screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
  input.focus();
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}
