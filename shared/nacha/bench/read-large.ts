// Reads the 100,000-entry fixture (9.6 MB) with readAchFile and with the stream reader and prints time and
// heap. Run from the repository root:
//   node --expose-gc --import tsx shared/nacha/bench/read-large.ts
// Without --expose-gc the heap figures include garbage not yet collected. CPU time (which includes the
// garbage collector's threads) is the steadier figure on a busy machine.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { createAchStreamReader, readAchFile } from '../src/index.ts';

const RUNS = 5;
const CHUNK = 64 * 1024;
const path = fileURLToPath(
  new URL('../test-data/ach/large/PPD-200-batches-100000-entries.ach.gz', import.meta.url),
);
const bytes = gunzipSync(readFileSync(path));
const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});
const mb = (value: number) => `${(value / 1024 / 1024).toFixed(1)} MB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const print = (line: string) => process.stdout.write(`${line}\n`);

function measure(label: string, read: (sample: () => void) => unknown): void {
  const times: number[] = [];
  const cpu: number[] = [];
  let peak = 0;
  let retained = 0;
  for (let run = 0; run < RUNS; run++) {
    collect();
    const base = process.memoryUsage().heapUsed;
    const sample = () => (peak = Math.max(peak, process.memoryUsage().heapUsed - base));
    const started = performance.now();
    const startedCpu = process.cpuUsage();
    const result = read(sample);
    times.push(performance.now() - started);
    const used = process.cpuUsage(startedCpu);
    cpu.push((used.user + used.system) / 1000);
    sample();
    collect();
    retained = Math.max(retained, process.memoryUsage().heapUsed - base);
    if (result === undefined) throw new Error('no result');
  }
  print(
    `${label}: median ${median(times).toFixed(0)} ms wall, ${median(cpu).toFixed(0)} ms CPU of ${RUNS} runs ` +
      `(fastest ${Math.min(...times).toFixed(0)} ms), peak heap +${mb(peak)}, result held +${mb(retained)}`,
  );
}

print(
  `${(bytes.length / 1e6).toFixed(2)} MB, node ${process.version}${collect.name === 'gc' ? '' : ' (run with --expose-gc for exact heap figures)'}`,
);
measure('readAchFile (every entry kept)', () => readAchFile(bytes));
measure(`stream reader (${CHUNK / 1024} KB chunks)`, (sample) => {
  const reader = createAchStreamReader();
  for (let at = 0; at < bytes.length; at += CHUNK) {
    reader.push(bytes.subarray(at, at + CHUNK));
    sample();
  }
  const { summary } = reader.end();
  if (summary.entryCount !== 100_199 || summary.problems.length > 0) throw new Error('unexpected result');
  return summary;
});
