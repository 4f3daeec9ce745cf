import { composeStories, type composeStory, type Decorator } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { AppProviders } from '../app/providers.tsx';

// Designers browse the built Storybook with no server behind it, so every story must reach its state on
// its own. This renders each story of the staff app as Storybook does and runs its play function (the
// clicks some stories need to show their state), and fails when either throws or the page stays empty: a
// missing provider or router, a fixture that no longer fits its component, a story that calls the API.

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const storyFiles = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });

// .storybook/preview.tsx wraps every staff story in the app's providers; it lives outside this project's
// sources, so the same decorator is given here.
const inAppProviders: Decorator = (Story) => (
  <AppProviders>
    <Story />
  </AppProviders>
);

describe.each(Object.entries(storyFiles))('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module, { decorators: [inAppProviders] })) as [
    string,
    ComposedStory,
  ][];

  test.for(stories)('%s renders', async ([, Story]) => {
    // Rendered by Testing Library, so the shared cleanup unmounts it before the next test.
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container });
    // Modals and menus render into portals outside the container: the whole page must not be empty.
    expect(document.body.textContent.trim()).not.toBe('');
  });
});

test('the glob finds the stories', () => {
  expect(Object.keys(storyFiles).length).toBeGreaterThan(40);
});
