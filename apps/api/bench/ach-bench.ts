import { loadavg } from 'node:os';
import { sql, type Kysely } from 'kysely';
import { addBankingDays, isBankingDay } from '@lendline/ach-rules';
import { readAchFile } from '@lendline/nacha';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedLargeAch } from '../src/db/seed/portfolio/ach/large-ach.ts';
import { returnFileText, type FixtureReturn } from '../src/features/ach/returns/testing/return-file.ts';
import { PiiCipher } from '../src/features/credit-applications/pii-cipher.ts';
import { loadPiiKey } from '../src/features/credit-applications/pii-key.ts';
import { createLogger } from '../src/lib/logger.ts';
import { DEFAULT_POSTGRES_URL, freePort, startBenchServer } from './bench-server.ts';

// `npm run bench:ach-batches`: issue 24's "Scale and speed" on the large book, on PostgreSQL, against the
// built server (`npm run build -w @lendline/api` first; the script does it). Copies a book filled by
// `npm run seed:large` (`--seeded=NAME`, default lendline_ach_large; left as it is) and adds the ACH part
// to the copy when the book has no mandates. Then, as the ACH Operator and the ACH Approver would:
// build the batches due (the job, timed from its start to its end: <= 10 s for 100,000 debits); submit
// and approve the largest, which starts the file job (<= 5 s); download the file and read it back with
// shared/nacha (zero problems; control totals = the batch's = the entries'); transmit it; import a bank
// return file of 10,000 R01 returns of its entries (<= 10 s); and checks that what is posted back
// (returned + still sent) equals the control total to the cent.
//
// Options: `--seeded=NAME` (else BENCH_DATABASE_URL's database), `--postgres=URL` (default the local server), `--returns=N` (default 10,000).
// PII_ENCRYPTION_KEY: the key the book's account numbers were encrypted with (as for seed:large).

const REFERENCE_DATE = '2026-11-21';
const TARGETS = { buildS: 10, fileS: 5, returnsS: 10 };
const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const BENCH_URL = process.env.BENCH_DATABASE_URL ? new URL(process.env.BENCH_DATABASE_URL) : undefined;
/** The book: `--seeded=NAME`, else BENCH_DATABASE_URL's database (as `npm run bench` uses it), else lendline_ach_large. */
const SEEDED = option('seeded') ?? (BENCH_URL ? BENCH_URL.pathname.slice(1) : 'lendline_ach_large');
const POSTGRES_URL =
  option('postgres') ??
  (BENCH_URL ? Object.assign(BENCH_URL, { pathname: '/postgres' }).toString() : DEFAULT_POSTGRES_URL);
const RETURNS = Number(option('returns') ?? 10_000);
// The key seed:large encrypted the book's account numbers with: PII_ENCRYPTION_KEY, else DATA_DIR's key file
// (./data from the repository root, where npm runs the seed), handed to the server explicitly.
const PII_KEY =
  process.env.PII_ENCRYPTION_KEY ||
  (
    await loadPiiKey({
      configured: undefined,
      dataDir: process.env.DATA_DIR ?? './data',
      logger: createLogger('error'),
    })
  ).toString('base64');

const databaseUrl = (name: string) => {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
};
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const cents = (decimal: string) => Math.round(Number(decimal) * 100);
const dollars = (value: number) =>
  `$${(value / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

type Run = { id: number; status: string; startedAt?: string; finishedAt?: string; error?: unknown };

async function call(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  type?: string,
) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': type ?? 'application/json' }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  if (response.status >= 400)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function login(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Lendline#2026' }),
  });
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** Polls a job run to its end; the job's own seconds from its start to its end, and the wall seconds. */
async function finished(base: string, token: string, id: number, since: number) {
  for (;;) {
    const run = (await (await call(base, token, 'GET', `/job-runs/${id}`)).json()) as Run;
    if (run.status !== 'queued' && run.status !== 'running') {
      if (run.status !== 'succeeded')
        throw new Error(`job ${id} ended ${run.status}: ${JSON.stringify(run)}`);
      return {
        jobS: (Date.parse(run.finishedAt!) - Date.parse(run.startedAt!)) / 1000,
        wallS: (performance.now() - since) / 1000,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function main(): Promise<void> {
  const admin = await openDatabase({ databaseUrl: POSTGRES_URL, statementTimeoutMs: 600_000, poolSize: 1 });
  const name = `lendline_ach_bench_${process.pid}`;
  const lines: string[] = [];
  const say = (line: string) => {
    lines.push(line);
    console.log(line);
  };
  /** Whether the file and the money were right (the timings are reported, not enforced). */
  let correct: boolean | undefined;
  const { rows: books } = await sql`select 1 from pg_database where datname = ${SEEDED}`.execute(admin.db);
  if (books.length === 0) {
    console.log(
      `ACH batches bench skipped: no database ${SEEDED}. Fill one: DATABASE_URL=postgres://…/${SEEDED} ` +
        'npm run seed:large -- --contracts 300000 (its ACH part makes ~115,000 debits due), or --ach-only on a book.',
    );
    await admin.close();
    return;
  }
  try {
    console.log(`Copying ${SEEDED} to ${name}`);
    await sql`CREATE DATABASE ${sql.id(name)} TEMPLATE ${sql.id(SEEDED)}`.execute(admin.db);
    const handle = await openDatabase({
      databaseUrl: databaseUrl(name),
      statementTimeoutMs: 600_000,
      poolSize: 2,
    });
    const db = handle.db as unknown as Kysely<any>;
    try {
      await migrateToLatest(handle.db);
      const key = PII_KEY ? Buffer.from(PII_KEY, 'base64') : undefined;
      const { rows: has } = await sql<{ n: number }>`select count(*)::int as n from ach_mandate`.execute(db);
      if (has[0]!.n === 0) {
        if (!key)
          throw new Error('The book has no ACH part: set PII_ENCRYPTION_KEY so the bench can add it.');
        const ach = await seedLargeAch(handle.db, new Date(`${REFERENCE_DATE}T00:00:00Z`), key, console.log);
        console.log(`  ACH part added in ${ach.seconds.toFixed(1)} s`);
      }
      // The copy is the bench's: its mandates get account numbers encrypted with the key the server is
      // given, whatever key (or server) wrote the book's, so the file job can decrypt every one.
      const cipher = new PiiCipher(Buffer.from(PII_KEY, 'base64'));
      const pool = Array.from({ length: 997 }, (_, at) => String(40_000_000 + at * 7919));
      await sql`update ach_mandate set account_number_cipher = (${pool.map((a) => cipher.encrypt(a))}::text[])[1 + id % 997],
        account_last4 = right((${pool}::text[])[1 + id % 997], 4)`.execute(db);
      const server = await startBenchServer(await freePort(), {
        DATABASE_URL: databaseUrl(name),
        SEED_REFERENCE_DATE: REFERENCE_DATE,
        SEED_DEMO_DATA: 'false',
        ...(PII_KEY ? { PII_ENCRYPTION_KEY: PII_KEY } : {}),
      });
      try {
        const operator = await login(server.url, 'tomas.herrera@example.com');
        const approver = await login(server.url, 'grace.okafor@example.com');
        // The rent the ACH part left due runs to the reference date + 30 days: a banking day on or after
        // it, and after the earliest the bank can settle from today's real date.
        let effectiveDate = plusDays(REFERENCE_DATE, 30);
        const earliest = addBankingDays(new Date().toISOString().slice(0, 10), 2);
        if (effectiveDate < earliest) effectiveDate = earliest;
        while (!isBankingDay(effectiveDate)) effectiveDate = plusDays(effectiveDate, 1);

        let since = performance.now();
        const build = (await (
          await call(server.url, operator, 'POST', '/ach-batches/build', {
            effectiveDate,
            dueThrough: effectiveDate,
          })
        ).json()) as { jobRun: Run };
        const built = await finished(server.url, operator, build.jobRun.id, since);
        const { rows: batches } = await sql<{
          id: number;
          batch_name: string;
          sec_code: string;
          entry_count: number;
          debit_total: string;
        }>`select id, batch_name, sec_code, entry_count, debit_total::text from ach_batch
          where build_run_id = ${build.jobRun.id} order by entry_count desc`.execute(db);
        const entries = batches.reduce((sum, b) => sum + b.entry_count, 0);
        const largest = batches[0]!;
        const buildMet = built.jobS <= TARGETS.buildS && largest.entry_count >= 100_000;
        say(
          `build: ${entries.toLocaleString('en-US')} debits in ${batches.length} batches (${batches
            .map((b) => `${b.sec_code} ${b.entry_count.toLocaleString('en-US')}`)
            .join(
              ', ',
            )}), job ${built.jobS.toFixed(2)} s, request to end ${built.wallS.toFixed(2)} s; target <= ${TARGETS.buildS} s with a 100,000-debit batch: ${buildMet ? 'met' : 'NOT met'}`,
        );

        await call(server.url, operator, 'POST', `/ach-batches/${largest.id}/submit`, {});
        since = performance.now();
        const approve = (await (
          await call(server.url, approver, 'POST', `/ach-batches/${largest.id}/approve`, {})
        ).json()) as { jobRun: Run };
        const filed = await finished(server.url, approver, approve.jobRun.id, since);
        const fileMet = filed.jobS <= TARGETS.fileS;
        const { rows: after } = await sql<{ file_id: number; debit_total: string; entry_count: number }>`
          select file_id, debit_total::text, entry_count from ach_batch where id = ${largest.id}`.execute(db);
        // The file as stored in Downloads (the approver has no ACH download right; the bench reads the store).
        const { rows: chunks } = await sql<{ data: Uint8Array }>`select data from stored_file_chunk
          where file_id = ${after[0]!.file_id} order by seq`.execute(db);
        const text = Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.data))).toString('utf8');
        const read = readAchFile(text);
        const control = read.batches[0]!.stored!;
        const { rows: sums } = await sql<{ total: string; n: number }>`select sum(amount)::text as total,
          count(*)::int as n from ach_entry where batch_id = ${largest.id} and status = 'SCHEDULED'`.execute(
          db,
        );
        const controlMatches =
          control.debitCents === cents(after[0]!.debit_total) && control.debitCents === cents(sums[0]!.total);
        say(
          `file: ${largest.entry_count.toLocaleString('en-US')} entries (${largest.batch_name}), job ${filed.jobS.toFixed(2)} s, approve to end ${filed.wallS.toFixed(2)} s; target <= ${TARGETS.fileS} s: ${fileMet ? 'met' : 'NOT met'}`,
        );
        say(
          `file size ${(text.length / 1e6).toFixed(2)} MB; read back: ${read.problems.length} problems; control debit ${dollars(control.debitCents)}, batch ${dollars(cents(after[0]!.debit_total))}, entries ${dollars(cents(sums[0]!.total))}: ${controlMatches ? 'equal' : 'DIFFERENT'}`,
        );

        await call(server.url, operator, 'POST', `/ach-batches/${largest.id}/transmit`, {});
        const returned: FixtureReturn[] = read.batches[0]!.entries.slice(0, RETURNS).map((entry) => ({
          kind: 'RETURN',
          code: 'R01',
          originalTrace: entry.traceNumber,
          accountNumber: entry.accountNumber.trim(),
          originalRdfi: entry.rdfiRouting.slice(0, 8),
          amountCents: entry.amountCents!,
          individualId: entry.individualId.trim(),
          name: entry.name.trim(),
          data: '',
        }));
        const returnText = returnFileText(returned, { odfiRouting: read.immediateDestination.trim() });
        since = performance.now();
        await call(
          server.url,
          operator,
          'POST',
          `/ach-return-files?fileName=bench-returns.ach`,
          returnText,
          'text/plain',
        );
        const returnS = (performance.now() - since) / 1000;
        const returnsMet = returnS <= TARGETS.returnsS;
        const { rows: posted } = await sql<{ status: string; total: string; n: number }>`
          select status, sum(amount)::text as total, count(*)::int as n from ach_entry
          where batch_id = ${largest.id} group by status order by status`.execute(db);
        const postedCents = posted.reduce((sum, row) => sum + cents(row.total), 0);
        const returnedRow = posted.find((row) => row.status === 'RETURNED');
        const postedMet = postedCents === control.debitCents && (returnedRow?.n ?? 0) === returned.length;
        say(
          `returns: ${returned.length.toLocaleString('en-US')} R01 imported in ${returnS.toFixed(2)} s; target <= ${TARGETS.returnsS} s: ${returnsMet ? 'met' : 'NOT met'}`,
        );
        say(
          `posted back: ${posted.map((row) => `${row.status} ${row.n.toLocaleString('en-US')} ${dollars(cents(row.total))}`).join(', ')} = ${dollars(postedCents)} against control ${dollars(control.debitCents)}: ${postedMet ? 'equal to the cent' : 'DIFFERENT'}`,
        );
        correct = read.problems.length === 0 && controlMatches && postedMet;
      } finally {
        await server.stop();
      }
    } finally {
      await handle.close();
    }
    const load = loadavg()
      .map((average) => average.toFixed(2))
      .join(' ');
    console.log(`\nResult on PostgreSQL (book copied from ${SEEDED}; load average ${load}):`);
    for (const line of lines) console.log(`  ${line}`);
  } finally {
    await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin.db);
    await admin.close();
  }
  if (correct === false) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
