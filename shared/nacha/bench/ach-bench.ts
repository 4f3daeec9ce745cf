import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import type { ChildResult } from './bench-child.ts';
import { READERS } from './bench-readers.ts';
import { generatedPpdFile } from './generated-ppd-file.ts';

// `npm run bench:ach`: our readers against the npm parser @ach/ach on the 100,000-entry fixture and a generated
// 500,000-entry file. Each reader runs in child processes of its own (node --expose-gc), so its peak memory is
// its own, in rounds that alternate the readers (see measureInRounds). Targets (issue 6): readAchFile, which validates every rule, at least twice @ach/ach's entries per
// second (it validates nothing); the stream reader's peak memory under 3x the file size. Then (issue 20) the
// compiled `lendline-ach validate` on the generated file against @ach/ach as whole processes: at most half its
// wall time (needs `npm run build`). `--cli-only` runs that comparison alone.

const FIXTURE = fileURLToPath(
  new URL('../test-data/ach/large/PPD-200-batches-100000-entries.ach.gz', import.meta.url),
);
const CHILD = fileURLToPath(new URL('./bench-child.ts', import.meta.url));
// The command line as `npx lendline-ach` runs it (the compiled build), and @ach/ach as a plain script.
const BIN = fileURLToPath(new URL('../bin/lendline-ach.mjs', import.meta.url));
const BUILT_CLI = fileURLToPath(new URL('../dist/lendline-ach.js', import.meta.url));
const PEER_SCRIPT = fileURLToPath(new URL('./peer-read.mjs', import.meta.url));
const WHOLE_PROCESS_RUNS = 7;
const WHOLE_PROCESS_FACTOR = 0.5;
const GENERATED_ENTRIES = 500_000;
const SPEED_FACTOR = 2;
// Reads per child process, all timed: the first as the command line reads (code not yet compiled), the others
// as a long-lived service would; the median is one of those, as when one process did every run.
const RUNS_PER_CHILD = 3;
const STREAM_MEMORY_FACTOR = 3;
const run = promisify(execFile);
const print = (line = '') => process.stdout.write(`${line}\n`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

interface BenchFile {
  label: string;
  path: string;
  bytes: number;
  runs: number;
}

type Outcome = { ok: true; result: ChildResult } | { ok: false; reader: string; error: string };

async function measureOnce(reader: string, file: BenchFile): Promise<Outcome> {
  try {
    const { stdout } = await run(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', CHILD, reader, file.path, String(RUNS_PER_CHILD)],
      { maxBuffer: 1024 * 1024, timeout: 10 * 60_000 },
    );
    return { ok: true, result: JSON.parse(stdout.trim().split('\n').at(-1)!) as ChildResult };
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    const cause =
      stderr?.split('\n').find((line) => /^\s*\w*Error\b.*:/.test(line)) ?? message.split('\n')[0];
    return { ok: false, reader, error: cause!.trim() };
  }
}

/**
 * Every reader over one file, in rounds: each round runs each reader once (a child process doing
 * RUNS_PER_CHILD reads), so a change in the shared machine's load falls on all of them alike rather than on
 * whichever ran last. Times are those of every round; memory is the first round's.
 */
async function measureInRounds(file: BenchFile): Promise<Outcome[]> {
  const rounds = Math.ceil(file.runs / RUNS_PER_CHILD);
  const outcomes: Outcome[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const [index, reader] of READERS.entries()) {
      const outcome = await measureOnce(reader, file);
      const first = outcomes[index];
      if (!first) outcomes.push(outcome);
      else if (first.ok && outcome.ok) {
        first.result.wallMs.push(...outcome.result.wallMs);
        first.result.cpuMs.push(...outcome.result.cpuMs);
      } else if (first.ok) outcomes[index] = outcome;
    }
  }
  return outcomes;
}

function printTable(file: BenchFile, outcomes: Outcome[]): void {
  const runs = outcomes.find((outcome) => outcome.ok)?.result.wallMs.length ?? 0;
  print(`${file.label}: ${mb(file.bytes)} MB, median of ${runs} runs, load average ${load()}`);
  print(
    '  reader          entries   problems  median ms  CPU ms   entries/s   MB/s   peak RSS (x file)   peak heap (x file)',
  );
  for (const outcome of outcomes) {
    if (!outcome.ok) {
      print(`  ${outcome.reader.padEnd(14)}  FAILED: ${outcome.error}`);
      continue;
    }
    const { result } = outcome;
    const ms = median(result.wallMs);
    const ratio = (bytes: number) => `${mb(bytes)} MB (${(bytes / file.bytes).toFixed(1)}x)`;
    print(
      '  ' +
        [
          result.reader.padEnd(14),
          result.entries.toLocaleString('en-US').padStart(9),
          String(result.problems ?? 'n/a').padStart(9),
          ms.toFixed(0).padStart(9),
          median(result.cpuMs).toFixed(0).padStart(7),
          Math.round(result.entries / (ms / 1000))
            .toLocaleString('en-US')
            .padStart(10),
          (file.bytes / 1e6 / (ms / 1000)).toFixed(1).padStart(6),
          `${result.rssBoundFromStartup ? '<=' : ''}${ratio(result.peakRssBytes)}`.padStart(18),
          ratio(result.peakHeapBytes).padStart(19),
        ].join('  '),
    );
  }
}

/** The verdicts for one file; false when a target is missed or could not be measured. */
function printVerdicts(file: BenchFile, outcomes: Outcome[]): boolean {
  const found = (reader: string) => outcomes.find((o) => o.ok && o.result.reader === reader);
  const ours = found('readAchFile');
  const stream = found('stream reader');
  const peer = found('@ach/ach');
  let met = true;
  const verdict = (pass: boolean, text: string) => {
    met &&= pass;
    print(`  ${pass ? 'MET   ' : 'MISSED'} ${text}`);
  };
  // Entries per second against @ach/ach's, by wall time (the target) and by CPU time (less moved by the load
  // of a shared machine).
  const against = (result: ChildResult, other: ChildResult) => {
    const rate = (times: number[], of: ChildResult) => of.entries / median(times);
    const wall = rate(result.wallMs, result) / rate(other.wallMs, other);
    const cpu = rate(result.cpuMs, result) / rate(other.cpuMs, other);
    return { wall, text: `${wall.toFixed(2)}x @ach/ach's entries/s (by CPU time ${cpu.toFixed(2)}x)` };
  };
  if (ours?.ok && peer?.ok) {
    const { wall, text } = against(ours.result, peer.result);
    verdict(
      wall >= SPEED_FACTOR,
      `readAchFile validating, every entry touched: ${text} (target >= ${SPEED_FACTOR}x)`,
    );
    verdict(
      ours.result.touched === peer.result.touched,
      `both read the same amounts, names and account numbers (touch sums ${ours.result.touched} and ${peer.result.touched})`,
    );
    if (stream?.ok) print(`  info   stream reader validating: ${against(stream.result, peer.result).text}`);
  } else {
    verdict(false, 'speed against @ach/ach: not measured (a reader failed, see above)');
  }
  if (stream?.ok) {
    const factor = stream.result.peakRssBytes / file.bytes;
    verdict(
      factor < STREAM_MEMORY_FACTOR,
      `stream reader peak RSS growth: ${factor.toFixed(2)}x the file size (target < ${STREAM_MEMORY_FACTOR}x)`,
    );
  } else {
    verdict(false, 'stream reader memory: not measured (it failed, see above)');
  }
  return met;
}

/** Wall time of one process from spawn to exit, and what it printed; a non-zero exit status fails. */
function timeProcess(args: string[]): Promise<{ ms: number; stdout: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.once('error', reject);
    child.once('close', (status) => {
      const ms = performance.now() - started;
      if (status === 0) resolve({ ms, stdout });
      else reject(new Error(`node ${args.join(' ')} exited with status ${status}`));
    });
  });
}

/**
 * `lendline-ach validate FILE` (compiled, as `npx lendline-ach` runs it) against @ach/ach reading the same file,
 * each as a whole process (start-up, read, exit) as a user meets them, in alternating rounds. Target: the
 * command line, which validates every rule, in at most half @ach/ach's wall time.
 */
async function compareWholeProcesses(file: BenchFile): Promise<boolean> {
  print(
    `Whole processes on the ${file.label}: median of ${WHOLE_PROCESS_RUNS} runs each, alternating, load average ${load()}`,
  );
  if (!existsSync(BUILT_CLI)) {
    print(`  MISSED lendline-ach validate: not built (${BUILT_CLI}); run \`npm run build\` first`);
    return false;
  }
  const ours: number[] = [];
  const peer: number[] = [];
  for (let round = 0; round < WHOLE_PROCESS_RUNS; round++) {
    const cli = await timeProcess([BIN, 'validate', file.path]);
    if (!cli.stdout.includes('valid (0 errors')) throw new Error(`lendline-ach validate said: ${cli.stdout}`);
    ours.push(cli.ms);
    const other = await timeProcess([PEER_SCRIPT, file.path]);
    if (other.stdout.trim() !== String(GENERATED_ENTRIES)) throw new Error(`@ach/ach read ${other.stdout}`);
    peer.push(other.ms);
  }
  const ratio = median(ours) / median(peer);
  const range = (values: number[]) =>
    `${median(values).toFixed(0)} ms (${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)})`;
  print(`  node bin/lendline-ach.mjs validate FILE   ${range(ours)}`);
  print(`  node bench/peer-read.mjs FILE (@ach/ach)  ${range(peer)}`);
  const met = ratio <= WHOLE_PROCESS_FACTOR;
  print(
    `  ${met ? 'MET   ' : 'MISSED'} lendline-ach validate takes ${ratio.toFixed(2)}x @ach/ach's wall time (target <= ${WHOLE_PROCESS_FACTOR}x)`,
  );
  return met;
}

const workDir = await mkdtemp(join(tmpdir(), 'lendline-ach-bench-'));
try {
  const fixture = gunzipSync(await readFile(FIXTURE));
  const generated = generatedPpdFile(GENERATED_ENTRIES);
  const files: BenchFile[] = [
    {
      label: 'large/ fixture, 100,000 entries',
      path: join(workDir, 'fixture.ach'),
      bytes: fixture.length,
      runs: 6,
    },
    {
      label: `generated PPD file, ${GENERATED_ENTRIES.toLocaleString('en-US')} entries`,
      path: join(workDir, 'generated.ach'),
      bytes: Buffer.byteLength(generated),
      runs: 6,
    },
  ];
  await writeFile(files[0]!.path, fixture);
  await writeFile(files[1]!.path, generated);

  print(`NACHA readers against @ach/ach 1.1.0, node ${process.version}, each reader in its own process`);
  print(
    'Peak RSS: growth of the resident high-water mark over the settled process ("<=": set before the read).',
  );
  print('Peak heap: growth of JS heap + Buffers, sampled per 64 KB chunk and with the result held.');
  print('Timed: reading, and touching every entry handed out (amount, name, account number) the same way.');
  let allMet = true;
  for (const file of process.argv.includes('--cli-only') ? [] : files) {
    const outcomes = await measureInRounds(file);
    print();
    printTable(file, outcomes);
    allMet = printVerdicts(file, outcomes) && allMet;
  }
  print();
  allMet = (await compareWholeProcesses(files[1]!)) && allMet;
  print();
  print(allMet ? 'All ACH reader targets met.' : 'Some ACH reader targets missed (see above).');
} finally {
  await rm(workDir, { recursive: true, force: true });
}
