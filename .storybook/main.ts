import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

// Widget sources are Preact (their tsconfig sets jsxImportSource), so React Fast Refresh must leave them alone;
// their stories are React and keep it.
const widgetSource = /\/widgets\/[^/]+\/src\/(?!.*\.stories\.tsx$)/;

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../apps/staff/src/**/*.stories.tsx', '../widgets/*/src/**/*.stories.tsx'],
  core: {
    // Builds run offline in CI: no usage reports, no release-notes fetches.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [react({ exclude: [/\/node_modules\//, widgetSource] })],
      // The loan calculator keeps React 16 as a dev dependency (its host-page tests); its stories' JSX must
      // still come from the one React that renders Storybook, or React refuses the elements (error #525).
      resolve: { dedupe: ['react', 'react-dom'] },
    }),
};

export default config;
