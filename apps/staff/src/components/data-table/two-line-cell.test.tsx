import '@testing-library/jest-dom/vitest';
import { Anchor, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TwoLineCell } from './two-line-cell.tsx';

const LEGAL_NAME = 'Bellini Excavation and Site Preparation Services of Northern Colorado LLC';

describe('two-line cell', () => {
  it('clips the name and the dimmed detail, each whole in its title and in the link it names', () => {
    render(
      <MantineProvider>
        <Anchor href="/applications/1" display="block">
          <TwoLineCell name={LEGAL_NAME} detail="DBA Bellini Dirtworks" />
        </Anchor>
      </MantineProvider>,
    );

    const link = screen.getByRole('link', { name: `${LEGAL_NAME} DBA Bellini Dirtworks` });
    const name = screen.getByText(LEGAL_NAME);
    const detail = screen.getByText('DBA Bellini Dirtworks');
    expect(link).toContainElement(name);
    expect(name).toHaveAttribute('title', LEGAL_NAME);
    expect(detail).toHaveAttribute('title', 'DBA Bellini Dirtworks');
    // One line each, cut with an ellipsis at the column's width.
    for (const line of [name, detail]) {
      expect(line).toHaveAttribute('data-truncate', 'end');
      expect(line).toHaveStyle({ display: 'block', maxWidth: '100%' });
    }
    expect(detail.getAttribute('style')).toContain('color: var(--mantine-color-dimmed)');
    expect(name.getAttribute('style') ?? '').not.toContain('dimmed');
  });

  it('is the name alone when there is no detail', () => {
    for (const detail of [undefined, null, '']) {
      const { container, unmount } = render(
        <MantineProvider>
          <TwoLineCell name="Whitfield Family Dental PC" detail={detail} />
        </MantineProvider>,
      );
      const lines = container.querySelectorAll('[title]');
      expect([...lines].map((line) => line.textContent)).toEqual(['Whitfield Family Dental PC']);
      unmount();
    }
  });
});
