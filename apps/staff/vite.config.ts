import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API server (apps/api) owns /api and serves the built widget bundles, as in production.
const apiServer = 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react()],
  server: {
    proxy: {
      '/api': apiServer,
      '/widgets': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
