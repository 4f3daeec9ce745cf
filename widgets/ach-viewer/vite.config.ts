import { defineConfig, type Plugin } from 'vite';
import { terserPass } from './terser-pass.ts';
import { trimPreact } from './trim-preact.ts';

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

// Property names that only this bundle's own code reads and writes, so the minifier may shorten them
// (`mangleProps`; 370 B of gzip): the reader's internal state (BatchState, RawRecord.text, Layout.byName,
// the reporter and splitter functions), the viewer's component state, props and class members, and Preact's
// component API and `__x` internals (no Preact code outside the bundle calls them). A listed name is renamed
// on every object, so the viewer's own names avoid DOM ones (`lineTarget`, not `target`; `windowTop`, not
// `top`), and some listed names are also DOM or fetch API names the viewer does not use: `text` (never call
// `response.text()` here), `error`, `event`, `state`, `root`. Never listed: what leaves the bundle (the
// @lendline/nacha model in the JSON export and in the `lendline:ach-loaded` event, the custom element's
// callbacks and `observedAttributes`), DOM names and JSX attributes the code uses (`value`, `type`, `rows`,
// `onScroll`, `target`), names Preact compares as strings (`key`, `ref`, `children`, `style`), the
// attribute props read by name from the element (`src`, `reveal`, `batchName`) and properties reached with a
// computed key (`debit`/`credit`, the field labels' keys such as `amount`). A wrong entry breaks only the
// built bundle, which tests/e2e/ach-viewer.spec.ts drives.
const INTERNAL_PROPERTIES = `
  byName lastTrace odfi category description hashSum context layout iat adv takeLine slots splitting
  finish record error warning bad text filler recordCount orphanCount problem
  loaded said query dragging pasted shown selectedLine hovered seq summary fieldsOf reads root fetching
  searched lowerName entry batch element file rowHeight box scrolled windowTop viewport observer window
  scrollTo scrollToIndex pendingFocus onShowLine showBatch resetKey heading toggle unfolded load fetch lineTarget
  current mount update styles
  rules odfiDigits clean refused zeroAmount amountLimit checkSerial addendaType addendaCounted noAddenda
  amountField accountField idField nameField cardTypeField reading
  componentWillReceiveProps getDerivedStateFromProps getSnapshotBeforeUpdate shouldComponentUpdate
  componentWillUpdate componentWillMount componentDidMount componentDidUpdate componentWillUnmount
  getChildContext getDerivedStateFromError componentDidCatch contextType debounceRendering forceUpdate
  setState props state render vnode diffed unmount event
`
  .trim()
  .split(/\s+/);

export default defineConfig({
  // Preact branches on NODE_ENV, and a partner page has no `process` to read it from.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  oxc: {
    jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' },
    jsxInject: "import { h, Fragment } from 'preact'",
  },
  plugins: [minifyStyles(), trimPreact(), terserPass()],
  build: {
    lib: {
      entry: 'src/index.tsx',
      // Vite requires a name for IIFE output; the bundle exports nothing, so no global is created.
      name: 'LendlineAchViewer',
      formats: ['iife'],
      fileName: () => 'ach-viewer.js',
    },
    minify: true,
    rolldownOptions: {
      output: {
        minify: {
          compress: true,
          mangle: true,
          codegen: true,
          mangleProps: { include: new RegExp(`^(__[a-zA-Z]|${INTERNAL_PROPERTIES.join('|')})$`) },
        },
      },
    },
    outDir: 'dist',
    emptyOutDir: true,
  },
});
