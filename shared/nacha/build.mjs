// `npm run build` for the `lendline-ach` command line: cli/main.ts and the library it imports, compiled by
// esbuild into one ESM file (dist/lendline-ach.js, with its source map) that bin/lendline-ach.mjs runs. Node
// then starts no TypeScript loader: tsx's start-up was most of a run's wall time on everyday files.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

await build({
  entryPoints: [here('cli/main.ts')],
  outfile: here('dist/lendline-ach.js'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  // The oldest Node the repository supports (package.json engines).
  target: 'node20.19',
  // Third-party packages (none today) load from node_modules; @lendline/* are TypeScript sources that
  // node cannot run, so they are compiled into the bundle.
  plugins: [
    {
      name: 'external-third-party',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
          path.startsWith('@lendline/') ? undefined : { path, external: true },
        );
      },
    },
  ],
  sourcemap: true,
  logLevel: 'warning',
});
