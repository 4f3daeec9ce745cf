import { READERS, readWith, type ReaderName, type ReadOutcome } from './bench-readers.ts';

// One reader over one file in a process of its own, so no other reader's garbage or heap growth counts
// against it. Started by ach-bench.ts as
//   node --expose-gc --import tsx bench-child.ts READER FILE RUNS
// and prints one JSON line (ChildResult). Memory comes from the first run, time from every run.

export interface ChildResult {
  reader: ReaderName;
  entries: number;
  problems: number | null;
  /** The entry touch sum (ReadOutcome.touched), so the parent can check the readers read the same values. */
  touched: number | null;
  wallMs: number[];
  cpuMs: number[];
  /** Growth over the settled process before the read: the kernel's high-water mark of resident memory. */
  peakRssBytes: number;
  /** True when the high-water mark was already set before the read, so peakRssBytes is an upper bound. */
  rssBoundFromStartup: boolean;
  /** Growth of the JS heap plus Buffers, sampled after every chunk and once the reader holds its result. */
  peakHeapBytes: number;
}

const [readerArg, path, runsArg] = process.argv.slice(2);
const reader = READERS.find((name) => name === readerArg);
const gc = (globalThis as { gc?: () => void }).gc;
if (!reader || !path || !gc) {
  throw new Error('usage: node --expose-gc --import tsx bench-child.ts READER FILE RUNS');
}
const runs = Math.max(1, Number(runsArg) || 1);

const settle = () => {
  gc();
  gc();
};
const heapNow = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external + usage.arrayBuffers;
};
const maxRssBytes = () => process.resourceUsage().maxRSS * 1024;

settle();
const baseRss = process.memoryUsage().rss;
const baseHeap = heapNow();
const highWaterBefore = maxRssBytes();
let peakHeap = 0;
const sample = () => {
  peakHeap = Math.max(peakHeap, heapNow() - baseHeap);
};

const wallMs: number[] = [];
const cpuMs: number[] = [];
let outcome: ReadOutcome = { entries: 0, problems: null, touched: null };
let peakRssBytes = 0;
let rssBoundFromStartup = false;
for (let run = 0; run < runs; run++) {
  settle();
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await readWith(reader, path, run === 0 ? sample : () => {});
  wallMs.push(performance.now() - started);
  const used = process.cpuUsage(cpu);
  cpuMs.push((used.user + used.system) / 1000);
  if (run === 0) {
    sample();
    const highWater = maxRssBytes();
    peakRssBytes = highWater - baseRss;
    rssBoundFromStartup = highWater === highWaterBefore;
  }
  outcome = result;
}

const report: ChildResult = {
  reader,
  entries: outcome.entries,
  problems: outcome.problems,
  touched: outcome.touched,
  wallMs,
  cpuMs,
  peakRssBytes,
  rssBoundFromStartup,
  peakHeapBytes: peakHeap,
};
process.stdout.write(`${JSON.stringify(report)}\n`);
