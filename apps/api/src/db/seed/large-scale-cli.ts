import { sql } from 'kysely';
import { openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { loadEnv } from '../../env.ts';
import { generateLargeScale } from './portfolio/large-scale.ts';
import { seedLargeAch } from './portfolio/ach/large-ach.ts';
import { loadPiiKey } from '../../features/credit-applications/index.ts';
import { createLogger } from '../../lib/logger.ts';

// `npm run seed:large -- [--contracts N] [--recurring] [--reset]`: the domain.md §5.3 book on the
// PostgreSQL of DATABASE_URL, for benchmarks. See the root README. Its ACH part (mandates and the rent
// due on them, encrypted with the server's PII key: PII_ENCRYPTION_KEY or DATA_DIR's key file) follows;
// `--ach-only` adds just that part to a book already seeded.

const USAGE =
  'usage: node --import tsx apps/api/src/db/seed/large-scale-cli.ts --scale large [--contracts N] [--recurring] [--reset] [--ach-only]';

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index >= 0) return args[index + 1];
  return args.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (option(args, '--scale') !== 'large') throw new Error(USAGE);
  const contracts = Number(option(args, '--contracts') ?? 1_000_000);
  if (!Number.isInteger(contracts) || contracts < 1 || contracts > 5_000_000) {
    throw new Error(`--contracts must be a whole number from 1 to 5,000,000\n${USAGE}`);
  }
  const env = loadEnv();
  if (!env.DATABASE_URL)
    throw new Error('Set DATABASE_URL to the PostgreSQL database to fill (PGlite is too small for this).');
  const referenceDate = new Date(
    `${env.SEED_REFERENCE_DATE ?? new Date().toISOString().slice(0, 10)}T00:00:00Z`,
  );
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    statementTimeoutMs: 600_000,
    poolSize: 2,
  });
  try {
    await migrateToLatest(handle.db);
    const piiKey = await loadPiiKey({
      configured: env.PII_ENCRYPTION_KEY,
      dataDir: env.DATA_DIR,
      logger: createLogger('warn'),
    });
    if (args.includes('--ach-only')) {
      const ach = await seedLargeAch(handle.db, referenceDate, piiKey, say);
      say(`ACH part done in ${ach.seconds.toFixed(0)} s`);
      return;
    }
    say(
      `Generating ${contracts.toLocaleString('en-US')} contracts as of ${referenceDate.toISOString().slice(0, 10)}`,
    );
    const summary = await generateLargeScale(handle.db, {
      contracts,
      recurring: args.includes('--recurring'),
      reset: args.includes('--reset'),
      referenceDate,
      log: say,
    });
    const ach = await seedLargeAch(handle.db, referenceDate, piiKey, say);
    say(`ACH part done in ${ach.seconds.toFixed(0)} s`);
    const { rows } = await sql<{
      size: string;
    }>`SELECT pg_size_pretty(pg_database_size(current_database())) AS size`.execute(handle.db);
    say(
      `Done in ${summary.seconds.toFixed(0)} s: ${summary.contracts.toLocaleString('en-US')} contracts, ` +
        `${summary.customers.toLocaleString('en-US')} lessees, ${summary.assets.toLocaleString('en-US')} assets, ` +
        `${summary.invoices.toLocaleString('en-US')} invoices, ${summary.scheduleRows.toLocaleString('en-US')} ` +
        `schedule rows, ${summary.prefunds.toLocaleString('en-US')} prefunds, ` +
        `${summary.documents.toLocaleString('en-US')} documents, ${summary.notes.toLocaleString('en-US')} notes, ` +
        `${summary.extensions.toLocaleString('en-US')} extensions; ` +
        `database size ${rows[0]!.size}`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
