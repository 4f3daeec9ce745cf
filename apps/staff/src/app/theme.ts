import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** Dense and calm, like the accounting tools staff use all day (docs/ui.md). */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'sm',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
});

/**
 * Mantine's light-scheme error and dimmed text (red 6, gray 6) fall below AA contrast on white; the
 * next darker shades keep field errors and hints readable (docs/ui.md: contrast AA).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
