import { defineConfig, type Plugin } from 'vite';

/**
 * Squeezes the whitespace and comments out of the shadow-root CSS (a template literal in `*.styles.ts`),
 * which the JS minifier leaves alone: every byte counts against the widget's gzip budget.
 */
function minifyStyles(): Plugin {
  return {
    name: 'lendline-minify-widget-styles',
    apply: 'build',
    transform(code, id) {
      if (!id.endsWith('.styles.ts')) return undefined;
      return code.replace(/`([^`]*)`/g, (_, css: string) => {
        const minified = css
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\s+/g, ' ')
          .replace(/\s*([{};,>])\s*/g, '$1')
          .replace(/:\s+/g, ':')
          .replace(/;}/g, '}')
          .replace(/([\s:,(])0\.(\d)/g, '$1.$2')
          .trim();
        return `\`${minified}\``;
      });
    },
  };
}

export default defineConfig({
  // Preact branches on NODE_ENV, and a partner page has no `process` to read it from.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  oxc: {
    jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' },
    jsxInject: "import { h, Fragment } from 'preact'",
  },
  plugins: [minifyStyles()],
  build: {
    lib: {
      entry: 'src/index.tsx',
      // Vite requires a name for IIFE output; the bundle exports nothing, so no global is created.
      name: 'LendlineAchViewer',
      formats: ['iife'],
      fileName: () => 'ach-viewer.js',
    },
    minify: true,
    outDir: 'dist',
    emptyOutDir: true,
  },
});
