#!/usr/bin/env node
// Runs the compiled command line (dist/lendline-ach.js, written by `npm run build`), so a run pays no
// TypeScript loader's start-up.
let cli;
try {
  cli = await import('../dist/lendline-ach.js');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('lendline-ach.js'))
    throw error;
  process.stderr.write('lendline-ach: not built yet: run `npm run build` in the repository first.\n');
  process.exit(2);
}
process.exitCode = await cli.main(process.argv.slice(2));
