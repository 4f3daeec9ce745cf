import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetAfterTest } from '../../testing/render-app.tsx';
import { PasswordChecklist } from './password-checklist.tsx';

afterEach(resetAfterTest);

const states = () =>
  Object.fromEntries(
    screen
      .getAllByRole('listitem')
      .map((item) => [item.textContent?.replace(/ \((done|missing)\)$/, ''), item.dataset.state]),
  );

function renderChecklist(password: string, submitted: boolean) {
  render(
    <MantineProvider>
      <PasswordChecklist password={password} submitted={submitted} />
    </MantineProvider>,
  );
}

describe('password checklist', () => {
  it("lists the spec's rules, unmet ones neutral before the first submit", () => {
    renderChecklist('abc', false);

    expect(states()).toEqual({
      '8 or more characters': 'pending',
      'At least one number': 'pending',
      'Upper & lowercase letters': 'pending',
      'Special character': 'pending',
    });
  });

  it('turns unmet rules red after a submit and met ones green', () => {
    renderChecklist('abcdefG1', true);

    expect(states()).toEqual({
      '8 or more characters': 'met',
      'At least one number': 'met',
      'Upper & lowercase letters': 'met',
      'Special character': 'unmet',
    });
    expect(screen.getByText(/Special character/)).toHaveTextContent('(missing)');
  });
});
