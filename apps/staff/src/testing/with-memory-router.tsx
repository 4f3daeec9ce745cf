import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';

/** Gives stories of components with in-app links a router, without a server or the app's routes. */
export const withMemoryRouter: Decorator = (Story) => (
  <MemoryRouter>
    <Story />
  </MemoryRouter>
);
