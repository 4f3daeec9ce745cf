import { defineConfig } from 'vite';

export default defineConfig({
  // Preact branches on NODE_ENV, and a partner page has no `process` to read it from.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    lib: {
      entry: 'src/index.tsx',
      // Vite requires a name for IIFE output; the bundle exports nothing, so no global is created.
      name: 'LendlineCreditApplication',
      formats: ['iife'],
      fileName: () => 'credit-application.js',
    },
    minify: true,
    outDir: 'dist',
    emptyOutDir: true,
  },
});
