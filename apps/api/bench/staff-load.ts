import { readFileSync } from 'node:fs';
import { Agent, request } from 'undici';
import type { DatabaseHandle } from '../src/db/database.ts';
import { createRandom, type Random } from '@lendline/random';
import {
  freePort,
  postgresAdminUrl,
  startBenchServer,
  withBenchDatabase,
  type BenchServer,
} from './bench-server.ts';

// `npm run bench -- --staff-load [--postgres[=URL]] [--staff=200] [--seconds=60]`: a finance team using
// the product at once (issue 19). Each member signs in, then works through a mix of what the staff app
// asks (contract and invoice lists with filters and their counts, a contract with its summary, saving
// page configuration, adding a note) with a few seconds of thought between requests. Then the same
// mix without thought, at rising numbers of staff, for the most throughput with p99 under 1 s. Loopback
// only, bounded in time; health is asked on a connection of its own all along.

const PASSWORD = 'Lendline#2026';
const THINK_MS: [number, number] = [1_000, 4_000];
const SATURATION_STEPS = [5, 10, 20, 40, 80];
const SATURATION_SECONDS = 10;

interface Tally {
  latencies: number[];
  /** Latencies by the kind of call, so a slow kind shows by name. */
  byName: Map<string, number[]>;
  errors: number;
  resets: number;
  statuses: Map<number, number>;
}

const newTally = (): Tally => ({
  latencies: [],
  byName: new Map(),
  errors: 0,
  resets: 0,
  statuses: new Map(),
});

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function summary(tally: Tally, seconds: number) {
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: tally.errors,
    resets: tally.resets,
  };
}

const isReset = (error: unknown): boolean =>
  ['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE'].includes((error as { code?: string }).code ?? '');

interface Call {
  /** What the person did, for the per-kind figures. */
  name: string;
  method?: string;
  path: string;
  token?: string;
  body?: unknown;
}

/** One HTTP exchange, timed and tallied; a reset or an answer of 400 or more counts against the run. */
async function timed(tally: Tally, dispatcher: Agent, origin: string, call: Call): Promise<unknown> {
  const started = performance.now();
  try {
    const response = await request(`${origin}${call.path}`, {
      dispatcher,
      method: (call.method ?? 'GET') as 'GET',
      headers: {
        ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    });
    const text = await response.body.text();
    const latency = performance.now() - started;
    tally.latencies.push(latency);
    tally.byName.set(call.name, [...(tally.byName.get(call.name) ?? []), latency]);
    tally.statuses.set(response.statusCode, (tally.statuses.get(response.statusCode) ?? 0) + 1);
    if (response.statusCode >= 400) {
      tally.errors += 1;
      return undefined;
    }
    return text ? JSON.parse(text) : null;
  } catch (error) {
    if (isReset(error)) tally.resets += 1;
    else tally.errors += 1;
    return undefined;
  }
}

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const CONTRACT_STATUSES = ['ACTIVE', 'PAID_OFF', 'MATURED', 'EXTENDED'];

/** The requests of one step of work, as the staff app makes them for what the person just did. */
function nextStep(random: Random, self: number): Call[] {
  const contractId = random.int(1, 3400);
  const where = { status: random.pick(CONTRACT_STATUSES) };
  const page = { limit: 15, skip: 15 * random.int(0, 5) };
  switch (random.int(0, 5)) {
    case 0:
      return [
        {
          name: 'contract list by status',
          path: `/api/modules/enquiry/contracts?filter=${q({ ...page, where, order: 'contractNumber ASC' })}`,
        },
        { name: 'contract count by status', path: `/api/modules/enquiry/contracts/count?where=${q(where)}` },
      ];
    case 1: {
      const search = { or: [{ contractNumber: { like: `%${random.int(10, 99)}%` } }] };
      return [
        {
          name: 'contract search',
          path: `/api/modules/enquiry/contracts?filter=${q({ ...page, where: search })}`,
        },
        { name: 'contract search count', path: `/api/modules/enquiry/contracts/count?where=${q(search)}` },
      ];
    }
    case 2:
      return [
        { name: 'contract', path: `/api/modules/enquiry/contracts/${contractId}` },
        { name: 'contract summary', path: `/api/modules/enquiry/contracts/${contractId}/summary` },
      ];
    case 3: {
      const invoiceWhere = { status: random.pick(['OPEN', 'PAID', 'SENT']) };
      return [
        {
          name: 'invoice list by status',
          path: `/api/modules/informationalInvoices/invoices?filter=${q({ ...page, where: invoiceWhere, order: 'invoiceDate DESC' })}`,
        },
        {
          name: 'invoice count by status',
          path: `/api/modules/informationalInvoices/invoices/count?where=${q(invoiceWhere)}`,
        },
      ];
    }
    case 4:
      return [
        {
          name: 'save page configuration',
          method: 'PATCH',
          path: `/api/rgnts-apps-users/${self}`,
          body: { config: { contracts: { pagination: { page: random.int(1, 9), perPage: 15 } } } },
        },
      ];
    default:
      return [
        {
          name: 'add a note',
          method: 'POST',
          path: '/api/modules/enquiry/contract-notes',
          body: { contractId, category: 'GENERAL', text: 'Called the lessee about the next payment.' },
        },
      ];
  }
}

interface Crowd {
  server: BenchServer;
  staff: { email: string }[];
}

/** `staff` people working until `seconds` have passed, each thinking `think` ms between steps. */
async function work(crowd: Crowd, count: number, seconds: number, think: [number, number] | undefined) {
  const tally = newTally();
  const signIns = newTally();
  const dispatcher = new Agent({ keepAliveTimeout: 30_000 });
  const deadline = Date.now() + seconds * 1000;
  const person = async (index: number) => {
    const random = createRandom(1000 + index);
    // Arrive over the first few seconds, as a team starting its day would, not in one instant.
    await new Promise((resolve) => setTimeout(resolve, random.int(0, Math.min(5_000, seconds * 200))));
    const email = crowd.staff[index % crowd.staff.length]!.email;
    const session = (await timed(signIns, dispatcher, crowd.server.url, {
      name: 'sign in',
      method: 'POST',
      path: '/api/login',
      body: { email, password: PASSWORD },
    })) as { token: string; id: number } | undefined;
    if (!session) return;
    while (Date.now() < deadline) {
      for (const call of nextStep(random, session.id)) {
        await timed(tally, dispatcher, crowd.server.url, { ...call, token: session.token });
      }
      if (think) await new Promise((resolve) => setTimeout(resolve, random.int(think[0], think[1])));
    }
  };
  await Promise.all(Array.from({ length: count }, (_, index) => person(index)));
  await dispatcher.close();
  return { tally, signIns };
}

/** Health on a connection of its own every 250 ms, and the server's resident memory every second. */
function watch(server: BenchServer) {
  const health = newTally();
  const dispatcher = new Agent({ connections: 1 });
  let peakRssMb = 0;
  let running = true;
  const probing = (async () => {
    while (running) {
      await timed(health, dispatcher, server.url, { name: 'health', path: '/api/health' });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const memory = setInterval(() => {
    try {
      const status = readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peakRssMb = Math.max(peakRssMb, kb / 1024);
    } catch {
      // Not Linux, or the server has exited: memory is then not reported.
    }
  }, 1_000);
  return async () => {
    running = false;
    clearInterval(memory);
    await probing;
    await dispatcher.close();
    return { health: summary(health, 1), peakRssMb };
  };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function addStaff(handle: DatabaseHandle, count: number): Promise<{ email: string }[]> {
  const admin = await handle.db
    .selectFrom('app_user')
    .select(['password_hash', 'role_id'])
    .where('email', '=', 'avery.collins@example.com')
    .executeTakeFirstOrThrow();
  const staff = Array.from({ length: count }, (_, i) => ({
    first_name: 'Load',
    last_name: `Staff ${i}`,
    email: `load.staff.${i}@example.com`,
    role_id: admin.role_id,
    is_active: true,
    email_verified: true,
    password_hash: admin.password_hash,
    config: '{}',
  }));
  await handle.db.insertInto('app_user').values(staff).execute();
  return staff.map(({ email }) => ({ email }));
}

/** The staff-load benchmark; `args` as given after `npm run bench --`. */
export async function staffLoad(args: readonly string[]): Promise<void> {
  const option = (name: string, fallback: number) =>
    Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  const staffCount = option('staff', 200);
  const seconds = option('seconds', 60);
  const postgresUrl = postgresAdminUrl(args);
  const store = postgresUrl ? 'PostgreSQL' : 'PGlite (embedded)';
  let staff: { email: string }[] = [];
  await withBenchDatabase(
    postgresUrl,
    async (handle) => {
      staff = await addStaff(handle, Math.max(staffCount, ...SATURATION_STEPS));
    },
    async (env) => {
      const server = await startBenchServer(await freePort(), env);
      try {
        const crowd = { server, staff };
        console.log(`\n${store}: ${staffCount} staff, ${THINK_MS.join('-')} ms of thought, ${seconds} s`);
        const stopWatching = watch(server);
        const { tally, signIns } = await work(crowd, staffCount, seconds, THINK_MS);
        const { health, peakRssMb } = await stopWatching();
        const run = summary(tally, seconds);
        const signIn = summary(signIns, seconds);
        console.log(
          `  requests ${run.requests} (${run.perSecond.toFixed(1)}/s)  p50 ${ms(run.p50)}  p95 ${ms(run.p95)}  p99 ${ms(run.p99)}  errors ${run.errors + signIn.errors}  resets ${run.resets + signIn.resets + health.resets}`,
        );
        console.log(`  sign-in p50 ${ms(signIn.p50)}  p99 ${ms(signIn.p99)}`);
        for (const [name, latencies] of tally.byName) {
          const sorted = [...latencies].sort((a, b) => a - b);
          console.log(
            `    ${name.padEnd(26)} ${String(sorted.length).padStart(6)}  p50 ${ms(percentile(sorted, 50))}  p99 ${ms(percentile(sorted, 99))}`,
          );
        }
        console.log(`  health p50 ${ms(health.p50)}  p99 ${ms(health.p99)}  (${health.requests} probes)`);
        console.log(`  server memory peak ${peakRssMb.toFixed(0)} MB`);
        const met = run.errors + run.resets === 0 && run.p99 < 300 && health.p99 < 500;
        console.log(
          `  target: 0 errors, 0 resets, p99 < 300 ms, health p99 < 500 ms -> ${met ? 'met' : 'NOT met'}`,
        );

        console.log(`\n${store}: saturation, no thought, ${SATURATION_SECONDS} s a step`);
        let best = { staff: 0, perSecond: 0 };
        for (const step of SATURATION_STEPS) {
          const result = summary(
            (await work(crowd, step, SATURATION_SECONDS, undefined)).tally,
            SATURATION_SECONDS,
          );
          console.log(
            `  ${String(step).padStart(3)} staff: ${result.perSecond.toFixed(1)} req/s  p50 ${ms(result.p50)}  p99 ${ms(result.p99)}  errors ${result.errors}  resets ${result.resets}`,
          );
          if (result.p99 < 1_000 && result.errors === 0 && result.perSecond > best.perSecond)
            best = { staff: step, perSecond: result.perSecond };
        }
        console.log(
          `  most throughput with p99 under 1 s: ${best.perSecond.toFixed(1)} req/s (${best.staff} staff at once)`,
        );
      } finally {
        await server.stop();
      }
    },
  );
}
