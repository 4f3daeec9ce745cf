import { execFile } from 'node:child_process';
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
// second (it validates nothing); the stream reader's peak memory under 3x the file size.

const FIXTURE = fileURLToPath(
  new URL('../test-data/ach/large/PPD-200-batches-100000-entries.ach.gz', import.meta.url),
);
const CHILD = fileURLToPath(new URL('./bench-child.ts', import.meta.url));
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
  for (const file of files) {
    const outcomes = await measureInRounds(file);
    print();
    printTable(file, outcomes);
    allMet = printVerdicts(file, outcomes) && allMet;
  }
  print();
  print(allMet ? 'All ACH reader targets met.' : 'Some ACH reader targets missed (see above).');
} finally {
  await rm(workDir, { recursive: true, force: true });
}
