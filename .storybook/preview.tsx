import '@mantine/core/styles.css';
import type { Preview } from '@storybook/react-vite';
import { AppProviders } from '../apps/staff/src/app/providers.tsx';

const preview: Preview = {
  parameters: { layout: 'padded' },
  decorators: [
    // Widgets are shown at the narrowest column they promise to fit; staff components get the app's providers.
    (Story, { tags }) =>
      tags.includes('widget') ? (
        <div style={{ width: 320 }}>
          <Story />
        </div>
      ) : (
        <AppProviders>
          <Story />
        </AppProviders>
      ),
  ],
};

export default preview;
