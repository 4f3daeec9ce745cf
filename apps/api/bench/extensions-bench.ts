import { loadavg } from 'node:os';
import { sql, type Kysely } from 'kysely';
import { createRandom } from '@lendline/random';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { generateLargeScale } from '../src/db/seed/portfolio/large-scale.ts';
import { DEFAULT_POSTGRES_URL, freePort, startBenchServer } from './bench-server.ts';

// `npm run bench:extensions`: issue 23's "Scale and speed" on the large book, on PostgreSQL. Each of the
// spec's Extensions list calls (`/rpm-extension-process-vws` and `/rpm-extension-invoice-process-vws`, a
// 15-row page plus its `/count`, with a global search word as the staff list sends it: an `or` of `like`
// over the view's search fields) one request at a time, p50/p95/p99 against p95 < 50 ms; then the
// invoicing run over every active extension billed through the month's end (≥ 10,000 contracts): its
// preview alone, and preview, confirm and the job polled to its end, against < 30 s.
//
// Options: `--contracts=N` the book to seed (default 400,000: the smallest of the §5.3 shapes with
// 10,000 extensions to bill; `npm run seed:large` makes 1,000,000); `--seeded=NAME` copies a database
// already filled by `npm run seed:large` (as template, left as it is) instead of seeding one;
// `--keep` leaves the seeded database for `--seeded` next time; `--searches=N` words per call (default
// 100); `--postgres=URL` the server (default the local one).

const TARGET_P95_MS = 50;
const TARGET_RUN_S = 30;
const REFERENCE_DATE = '2026-11-21';
/** The month's extension run: everything invoiced through the last day of the reference month. */
const THROUGH_DATE = '2026-11-30';
const MIN_RUN_CONTRACTS = 10_000;

const args = process.argv.slice(2);
const option = (name: string) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ??
  (args.includes(`--${name}`) ? '' : undefined);
const CONTRACTS = Number(option('contracts') ?? 400_000);
const SEEDED = option('seeded') || undefined;
const KEEP = option('keep') !== undefined;
const SEARCHES = Number(option('searches') ?? 100);
const POSTGRES_URL = option('postgres') || DEFAULT_POSTGRES_URL;

const percentile = (samples: readonly number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const databaseUrl = (name: string) => {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

interface View {
  label: string;
  path: string;
  state: 'NEW' | 'ACTIVE';
  /** The spec's global search fields of the view (product-spec §7). */
  search: readonly string[];
  /** The list's order: the view's own date, soonest first, as its staff list opens. */
  order: string[];
}

const VIEWS: readonly View[] = [
  {
    label: 'new extensions',
    path: '/api/rpm-extension-process-vws',
    state: 'NEW',
    search: [
      'contractId',
      'customerName',
      'paymentFrequency',
      'paymentAmount',
      'extPayments',
      'billToEmail',
      'paymentMethod',
      'billingSource',
      'sendTo',
    ],
    order: ['extFirstPaymentDate ASC'],
  },
  {
    label: 'invoicing',
    path: '/api/rpm-extension-invoice-process-vws',
    state: 'ACTIVE',
    search: [
      'contractId',
      'customerName',
      'invoiceTaxAmount',
      'invoiceAmount',
      'paymentMethod',
      'billingSource',
      'sendTo',
      'paymentType',
    ],
    order: ['invoiceDate ASC'],
  },
];

/**
 * Words as staff type them into the search box, drawn from the view's own rows: a lessee's first name
 * word, the serial part of a contract number, three letters of a name (broad), the start of an e-mail's domain.
 */
async function searchWords(db: Kysely<any>, state: string, count: number, seed: number): Promise<string[]> {
  const random = createRandom(seed);
  const { rows } = await sql<{ number: string; name: string; email: string | null }>`
    select c.contract_number as number, c.customer_name as name, e.send_to as email
    from contract_extension e join contract c on c.id = e.contract_id
    where e.state = ${state} order by e.contract_id`.execute(db);
  const words: string[] = [];
  while (words.length < count && rows.length > 0) {
    const row = random.pick(rows);
    const name = row.name.split(' ')[0] ?? '';
    switch (words.length % 4) {
      case 0:
        if (name.length >= 3) words.push(name);
        break;
      case 1:
        words.push(row.number.slice(-5));
        break;
      case 2:
        if (name.length >= 4) {
          const at = random.int(0, name.length - 3);
          words.push(name.slice(at, at + 3));
        }
        break;
      default:
        if (row.email?.includes('@')) words.push(row.email.split('@')[1]!.slice(0, 5));
    }
  }
  return words;
}

interface Row {
  label: string;
  samples: number[];
  target: string;
  met: boolean;
  note?: string;
}

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await run();
  return [performance.now() - start, value];
}

async function listTimings(
  base: string,
  headers: Record<string, string>,
  view: View,
  words: readonly string[],
): Promise<{ list: number[]; count: number[]; rows: number; matched: number }> {
  const list: number[] = [];
  const count: number[] = [];
  let rows = 0;
  let matched = 0;
  for (const word of words) {
    const where = { or: view.search.map((field) => ({ [field]: { like: `%${word}%` } })) };
    const filter = { where, order: view.order, limit: 15, skip: 0 };
    const [listMs, page] = await timed(async () => {
      const response = await fetch(
        `${base}${view.path}?filter=${encodeURIComponent(JSON.stringify(filter))}`,
        {
          headers,
        },
      );
      if (response.status !== 200)
        throw new Error(`${view.path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as unknown[];
    });
    const [countMs, total] = await timed(async () => {
      const response = await fetch(
        `${base}${view.path}/count?where=${encodeURIComponent(JSON.stringify(where))}`,
        {
          headers,
        },
      );
      if (response.status !== 200) throw new Error(`${view.path}/count: ${response.status}`);
      return ((await response.json()) as { count: number }).count;
    });
    list.push(listMs);
    count.push(countMs);
    rows += page.length;
    matched += total;
  }
  return { list, count, rows, matched };
}

async function invoicingRun(base: string, headers: Record<string, string>): Promise<Row[]> {
  const url = `${base}/api/rpm-extension-invoice-process-vws/process-invoicing-ext/ALL/${THROUGH_DATE}/ALL`;
  const started = performance.now();
  const [previewMs, preview] = await timed(async () => {
    const response = await fetch(url, { headers });
    if (response.status !== 200) throw new Error(`preview: ${response.status} ${await response.text()}`);
    return (await response.json()) as { count: number; total: number; confirm: string };
  });
  console.log(
    `  preview: ${preview.count.toLocaleString('en-US')} extensions to bill through ${THROUGH_DATE}, ` +
      `$${preview.total.toLocaleString('en-US')}`,
  );
  if (preview.count < MIN_RUN_CONTRACTS)
    console.log(
      `  (fewer than ${MIN_RUN_CONTRACTS.toLocaleString('en-US')}: seed a larger book, --contracts)`,
    );
  const confirm = await fetch(`${url}?confirm=${encodeURIComponent(preview.confirm)}`, { headers });
  if (confirm.status !== 202) throw new Error(`confirm: ${confirm.status} ${await confirm.text()}`);
  const { jobRun } = (await confirm.json()) as { jobRun: { id: number } };
  let run: {
    status: string;
    counts?: { invoices: number; contracts: number };
    startedAt?: string;
    finishedAt?: string;
  };
  for (;;) {
    const response = await fetch(`${base}/api/job-runs/${jobRun.id}`, { headers });
    run = (await response.json()) as typeof run;
    if (run.status !== 'queued' && run.status !== 'running') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const runMs = performance.now() - started;
  if (run.status !== 'succeeded') throw new Error(`the run ended ${run.status}: ${JSON.stringify(run)}`);
  const jobSeconds = (Date.parse(run.finishedAt!) - Date.parse(run.startedAt!)) / 1000;
  const note =
    `${run.counts!.invoices.toLocaleString('en-US')} invoices, ${run.counts!.contracts.toLocaleString('en-US')} ` +
    `contracts; the job itself ${jobSeconds.toFixed(1)} s`;
  return [
    {
      label: 'invoicing run: preview alone',
      samples: [previewMs],
      target: '-',
      met: true,
      note: `${preview.count.toLocaleString('en-US')} rows`,
    },
    {
      label: 'invoicing run: preview, confirm, job to its end',
      samples: [runMs],
      target: `< ${TARGET_RUN_S} s`,
      met: runMs < TARGET_RUN_S * 1000 && preview.count >= MIN_RUN_CONTRACTS,
      note,
    },
  ];
}

function printTable(rows: readonly Row[]): void {
  const ms = (value: number) =>
    value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${value.toFixed(1)} ms`;
  console.log(
    `  ${'call'.padEnd(52)} ${'n'.padStart(4)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'p99'.padStart(10)}  target`,
  );
  for (const { label, samples, target, met, note } of rows) {
    console.log(
      `  ${label.padEnd(52)} ${String(samples.length).padStart(4)} ${ms(percentile(samples, 50)).padStart(10)} ${ms(
        percentile(samples, 95),
      ).padStart(
        10,
      )} ${ms(percentile(samples, 99)).padStart(10)}  ${target} ${target === '-' ? '' : met ? 'met' : 'NOT met'}${
        note ? `  (${note})` : ''
      }`,
    );
  }
}

async function seedBook(admin: Kysely<any>, name: string): Promise<void> {
  await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
  const handle = await openDatabase({
    databaseUrl: databaseUrl(name),
    statementTimeoutMs: 600_000,
    poolSize: 2,
  });
  try {
    await migrateToLatest(handle.db);
    console.log(`Seeding ${CONTRACTS.toLocaleString('en-US')} contracts in ${name} (as npm run seed:large)`);
    const summary = await generateLargeScale(handle.db, {
      contracts: CONTRACTS,
      recurring: false,
      reset: false,
      referenceDate: new Date(`${REFERENCE_DATE}T00:00:00Z`),
      log: (line) => console.log(line),
    });
    console.log(
      `  seeded in ${summary.seconds.toFixed(0)} s: ${summary.extensions.toLocaleString('en-US')} extensions`,
    );
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  const admin = await openDatabase({ databaseUrl: POSTGRES_URL, statementTimeoutMs: 600_000, poolSize: 1 });
  const seeded = SEEDED ?? `lendline_ext_bench_seed_${process.pid}`;
  const name = `lendline_ext_bench_${process.pid}`;
  try {
    if (!SEEDED) await seedBook(admin.db, seeded);
    // The run bills the book, so it runs on a copy: the seeded database can serve the next run.
    await sql`CREATE DATABASE ${sql.id(name)} TEMPLATE ${sql.id(seeded)}`.execute(admin.db);
    const handle = await openDatabase({
      databaseUrl: databaseUrl(name),
      statementTimeoutMs: 60_000,
      poolSize: 1,
    });
    const results: Row[] = [];
    try {
      await migrateToLatest(handle.db);
      const { rows } = await sql<{ contracts: number; state: string; n: number }>`
        select (select count(*)::int from contract) as contracts, state, count(*)::int as n
        from contract_extension group by state order by state`.execute(handle.db);
      console.log(
        `\nExtensions on ${(rows[0]?.contracts ?? 0).toLocaleString('en-US')} contracts (${name}): ` +
          rows.map((row) => `${row.state} ${row.n.toLocaleString('en-US')}`).join(', '),
      );
      // The copy has the template's planner statistics; the extensions' may be older than migration 0020.
      await sql`ANALYZE contract_extension`.execute(handle.db);
      const server = await startBenchServer(await freePort(), {
        DATABASE_URL: databaseUrl(name),
        RESULT_CACHE: 'false',
        SEED_REFERENCE_DATE: REFERENCE_DATE,
        // The book is seeded already (its users and dealers included); a seed part the server would add
        // on start (the credit applications, which need the server's PII key) ends with an ANALYZE of
        // the whole book, longer than the server's statement timeout.
        SEED_DEMO_DATA: 'false',
      });
      try {
        const login = await fetch(`${server.url}/api/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'avery.collins@example.com', password: 'Lendline#2026' }),
        });
        const { token } = (await login.json()) as { token: string };
        const headers = { authorization: `Bearer ${token}` };
        // What a request costs on this machine at this moment, whatever it asks: the floor of the others.
        const floor: number[] = [];
        for (let n = 0; n < SEARCHES; n += 1)
          floor.push((await timed(() => fetch(`${server.url}/api/health`).then((r) => r.text())))[0]);
        results.push({ label: 'GET /api/health (the floor)', samples: floor, target: '-', met: true });
        for (const [index, view] of VIEWS.entries()) {
          // A running server has the view's pages in memory: other words first, not reported.
          await listTimings(
            server.url,
            headers,
            view,
            await searchWords(handle.db, view.state, 40, 100 + index),
          );
          const words = await searchWords(handle.db, view.state, SEARCHES, index);
          console.log(
            `  ${view.label}: words such as ${words
              .slice(0, 4)
              .map((w) => JSON.stringify(w))
              .join(', ')}`,
          );
          const { list, count, rows: listed, matched } = await listTimings(server.url, headers, view, words);
          const note = `${listed.toLocaleString('en-US')} rows listed, ${matched.toLocaleString('en-US')} matched`;
          for (const [what, samples] of [
            ['15-row page', list],
            ['/count', count],
          ] as const) {
            const p95 = percentile(samples, 95);
            results.push({
              label: `GET ${view.path.slice(4)} ${what}`,
              samples,
              target: `p95 < ${TARGET_P95_MS} ms`,
              met: p95 < TARGET_P95_MS,
              note: what === '/count' ? note : undefined,
            });
          }
        }
        results.push(...(await invoicingRun(server.url, headers)));
      } finally {
        await server.stop();
      }
    } finally {
      await handle.close();
    }
    const load = loadavg()
      .map((average) => average.toFixed(2))
      .join(' ');
    console.log(
      `\nResult (one request at a time, result cache off; load average ${load}, ${CONTRACTS_LABEL()}):`,
    );
    printTable(results);
  } finally {
    await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin.db);
    if (!SEEDED && !KEEP) await sql`DROP DATABASE IF EXISTS ${sql.id(seeded)} WITH (FORCE)`.execute(admin.db);
    else if (!SEEDED) console.log(`Kept the seeded book: --seeded=${seeded}`);
    await admin.close();
  }
}

const CONTRACTS_LABEL = () =>
  SEEDED ? `book copied from ${SEEDED}` : `${CONTRACTS.toLocaleString('en-US')} contracts seeded`;

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
