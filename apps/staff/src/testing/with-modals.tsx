import { ModalsProvider } from '@mantine/modals';
import type { Decorator } from '@storybook/react-vite';

/** Gives stories that ask with `confirm()` the modals provider the signed-in shell puts around every page. */
export const withModals: Decorator = (Story) => (
  <ModalsProvider>
    <Story />
  </ModalsProvider>
);
