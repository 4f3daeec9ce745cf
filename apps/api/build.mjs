// `npm run build` for the API server: src/main.ts and every @lendline/* package it imports, compiled by
// esbuild into one ESM file, dist/main.js (with its source map), that `npm run serve` runs with plain node.
// Third-party packages stay in node_modules and load as they do under tsx.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const OUTFILE = here('dist/main.js');

// Source files find what sits beside them (the database thread's worker script, package.json, the built
// staff app and widgets) relative to their own `import.meta.url`. In the bundle every module shares
// dist/main.js's, so each module's is rewritten to the address of its source file, computed from the
// bundle's: those relative paths resolve from dist exactly as they do under tsx and in the tests, new
// ones included, and the build moves no file.
const sourceUrlPlugin = {
  name: 'source-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.[cm]?ts$/ }, async ({ path }) => {
      const contents = await readFile(path, 'utf8');
      if (/\bimport\.meta\.(dirname|filename)\b/.test(contents)) {
        return { errors: [{ text: `${path}: use import.meta.url (the build rewrites only that)` }] };
      }
      if (!contents.includes('import.meta.url')) return undefined;
      const fromBundle = relative(dirname(OUTFILE), path).split('\\').join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: contents.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

// @lendline/* are TypeScript sources that node cannot run: they are compiled into the bundle. Everything
// else imported by name (node built-ins, npm packages) stays an import. pdfkit must: at run time it
// loads its standard-font metrics through its own package imports (`#standard-fonts/*`) and its data
// files from its own folder, which only resolve from node_modules/pdfkit. The DejaVu fonts the documents
// embed are found the same way, by package name (resources/documents/pdf-document.ts), so nothing is
// copied into dist.
const externalThirdParty = {
  name: 'external-third-party',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@lendline/') ? undefined : { path, external: true },
    );
  },
};

await build({
  entryPoints: [here('src/main.ts')],
  outfile: OUTFILE,
  bundle: true,
  format: 'esm',
  platform: 'node',
  // The oldest Node the repository supports (package.json engines).
  target: 'node20.19',
  plugins: [sourceUrlPlugin, externalThirdParty],
  sourcemap: true,
  logLevel: 'warning',
});
