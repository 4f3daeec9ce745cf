// Runs several npm scripts at once and fails when any of them fails: lint, format and type checks are
// independent, and on a 2-core CI machine running them side by side saves about a minute of `npm test`.
// Each script's output is printed whole when it ends, so the logs of the steps never interleave.
// Usage: node tests/tools/run-in-parallel.mjs lint format:check typecheck
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: run-in-parallel.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const run = (script) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const verdict = code === 0 ? 'passed' : `FAILED (exit ${code})`;
      process.stdout.write(`\n--- npm run ${script}: ${verdict} in ${seconds} s ---\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });

const results = await Promise.all(scripts.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
