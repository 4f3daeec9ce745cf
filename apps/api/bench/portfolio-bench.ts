import { loadavg } from 'node:os';
import { CONTRACT_SORT_FIELDS, contractListFields, MODULE_POLICIES } from '@lendline/portfolio';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { openDatabase } from '../src/db/database.ts';
import { createRandom } from '@lendline/random';
import { freePort, startBenchServer } from './bench-server.ts';

// The portfolio case of `npm run bench` (BENCH_DATABASE_URL set): the Contract Inquiry list and its count
// on the large book of `npm run seed:large`, one request at a time through the real route on a real
// server: unfiltered; with 100 searches on contract number or customer name; the same searches as the
// staff list sends them (each word on number, customer, vendor or rep, latest commencement first, only
// the fields its table shows); 20 broad searches of three letters, whose counts stop at the
// resource's cap; and the whole list sorted by each column the staff list sorts by, both ways, on its
// first page and its 101st. Then the number-or-name searches as SQL straight on the database, in the
// old shape of the list's view (an OR across the contract–customer join) and in the shape the filter
// engine now writes (the customer's name stored on the contract).

const SEARCHES = 100;
const TARGET_P95_MS = 50;
/** PostgreSQL's code for a statement cancelled at `statement_timeout`. */
const STATEMENT_TIMEOUT = '57014';

interface Timing {
  label: string;
  samples: number[];
}

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

function report(timings: Timing[]): void {
  for (const { label, samples } of timings) {
    const p50 = percentile(samples, 50);
    const p95 = percentile(samples, 95);
    console.log(
      `  ${label.padEnd(48)} n=${String(samples.length).padEnd(4)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95
        .toFixed(1)
        .padStart(7)} ms   ${p95 < TARGET_P95_MS ? 'met' : 'NOT met'} (p95 < ${TARGET_P95_MS} ms)`,
    );
  }
}

/** Search terms as staff type them: part of a contract number, or the start of a lessee's name. */
async function searchTerms(db: Kysely<any>, seed = 7): Promise<string[]> {
  const random = createRandom(seed);
  const { rows: bounds } = await sql<{ low: number; high: number }>`
    SELECT min(id) AS low, max(id) AS high FROM contract`.execute(db);
  const { low, high } = bounds[0]!;
  const terms: string[] = [];
  while (terms.length < SEARCHES) {
    const id = random.int(low, high);
    if (terms.length % 2 === 0) {
      const { rows } = await sql<{
        n: string;
      }>`SELECT contract_number AS n FROM contract WHERE id = ${id}`.execute(db);
      // The serial part without its leading zeros: "EL-2024-0012345" -> "12345".
      if (rows[0]) terms.push(rows[0].n.slice(-7).replace(/^0+/, '').slice(-5));
    } else {
      const { rows } = await sql<{ n: string }>`
        SELECT cu.legal_name AS n FROM contract c JOIN customer cu ON cu.id = c.customer_id WHERE c.id = ${id}`.execute(
        db,
      );
      const words = rows[0]?.n.split(' ') ?? [];
      if (words.length >= 2) terms.push(`${words[0]} ${words[1]!.slice(0, 3)}`);
    }
  }
  return terms;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function sqlTimings(db: Kysely<any>, terms: string[]): Promise<Timing[]> {
  const shapes = {
    // What the list's view makes of `or: [{ contractNumber: { ilike } }, { customerName: { ilike } }]`.
    view: (pattern: string) =>
      sql`FROM contract c JOIN customer cu ON cu.id = c.customer_id
        WHERE c.contract_type <> 'MISC' AND (c.contract_number ILIKE ${pattern} OR cu.legal_name ILIKE ${pattern})`,
    // The customer's name stored on the contract (migration 0010): two trigram indexes of one table.
    stored: (pattern: string) =>
      sql`FROM contract c
        WHERE c.contract_type <> 'MISC' AND (c.contract_number ILIKE ${pattern} OR c.customer_name ILIKE ${pattern})`,
  };
  const timings: Timing[] = [];
  for (const [name, from] of Object.entries(shapes)) {
    const list: number[] = [];
    const count: number[] = [];
    // A statement the server cancels at its timeout counts with the time it took; a cold machine reads
    // the whole book from disk for the view shape, and two such statements end the shape's run.
    let timedOut = 0;
    const timedStatement = (statement: RawBuilder<unknown>) =>
      timed(() =>
        statement.execute(db).catch((error: { code?: string }) => {
          if (error.code !== STATEMENT_TIMEOUT) throw error;
          timedOut += 1;
        }),
      );
    // The view shape scans the whole book each time: 20 searches show it as well as 100 would.
    for (const term of name === 'view' ? terms.slice(0, 20) : terms) {
      if (timedOut >= 2) {
        console.log(`  SQL (${name} shape): stopped after ${list.length} searches, ${timedOut} timed out`);
        break;
      }
      const pattern = `%${term}%`;
      list.push(await timedStatement(sql`SELECT c.* ${from(pattern)} ORDER BY c.id DESC LIMIT 25`));
      count.push(await timedStatement(sql`SELECT count(*) ${from(pattern)}`));
    }
    timings.push({ label: `SQL (${name} shape): list of 25`, samples: list });
    timings.push({ label: `SQL (${name} shape): count`, samples: count });
  }
  return timings;
}

/** One kind of list request: its label, and a where per request (undefined: the unfiltered list). */
interface ApiCase {
  label: string;
  /** One list request each (25 rows), and its count unless `uncounted`. */
  requests: { where?: object; order: string[]; skip?: number }[];
  /** The fields asked for; all of them when absent. */
  fields?: string[];
  /** A case of orders and pages only: its counts are those of the whole list, measured already. */
  uncounted?: boolean;
  /** Sent once before the measured cases and not reported (see `portfolioBench`). */
  warmUp?: boolean;
}

/** What the staff list of Contract Inquiry asks for. */
const STAFF_LIST_FIELDS = contractListFields(MODULE_POLICIES.enquiry);

/** The staff list's where for a search box text (contract-query.ts): each word matches one of four fields. */
function staffSearch(text: string): object {
  const fields = ['contractNumber', 'customerName', 'vendorName', 'salesRepName'];
  return {
    and: text
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => ({ or: fields.map((field) => ({ [field]: { ilike: `%${word}%` } })) })),
  };
}

/** Three letters out of lessees' names: searches matching thousands to hundreds of thousands of contracts. */
async function broadTerms(db: Kysely<any>, count: number, sample = 0): Promise<string[]> {
  const random = createRandom(11 + sample);
  const { rows } = await sql<{ n: string }>`SELECT legal_name AS n FROM customer
    WHERE id % 997 = ${sample} ORDER BY id LIMIT ${count * 4}`.execute(db);
  const terms = new Set<string>();
  for (const { n } of rows) {
    const word = n.split(' ')[0]!.toLowerCase();
    if (word.length < 3 || terms.size >= count) continue;
    const at = random.int(0, word.length - 3);
    terms.add(word.slice(at, at + 3));
  }
  return [...terms];
}

async function apiTimings(databaseUrl: string, cases: ApiCase[]): Promise<Timing[]> {
  const server = await startBenchServer(await freePort(), {
    DATABASE_URL: databaseUrl,
    RESULT_CACHE: 'false',
  });
  try {
    const base = server.url;
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'avery.collins@example.com', password: 'Lendline#2026' }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const contracts = `${base}/api/modules/enquiry/contracts`;
    const probe = await fetch(`${contracts}?filter=${encodeURIComponent('{"limit":1}')}`, { headers });
    if (probe.status !== 200) {
      console.log(`  /api/modules/enquiry/contracts answers ${probe.status}: the API case is skipped`);
      return [];
    }
    const timings: Timing[] = [];
    for (const { label, requests, fields, uncounted, warmUp } of cases) {
      const list: number[] = [];
      const count: number[] = [];
      let found = 0;
      let capped = 0;
      // A request the server cuts off at its statement timeout counts with the time it took; ten of them
      // and the case stops, since the rest would only wait for the same timeout.
      let failures = 0;
      const failed = async (what: string, response: Response) => {
        failures += 1;
        if (failures === 1)
          console.log(`  ${what}: ${response.status} ${(await response.text()).slice(0, 160)}`);
      };
      for (const { where, order, skip = 0 } of requests) {
        if (failures >= 10) {
          console.log(`  ${label}: stopped after ${list.length} requests, ${failures} failed`);
          break;
        }
        const filter = { ...(where ? { where } : {}), ...(fields ? { fields } : {}), limit: 25, skip, order };
        list.push(
          await timed(async () => {
            const response = await fetch(
              `${contracts}?filter=${encodeURIComponent(JSON.stringify(filter))}`,
              {
                headers,
              },
            );
            if (response.status !== 200) return failed('list', response);
            found += ((await response.json()) as unknown[]).length;
          }),
        );
        if (uncounted) continue;
        const query = where ? `?where=${encodeURIComponent(JSON.stringify(where))}` : '';
        count.push(
          await timed(async () => {
            const response = await fetch(`${contracts}/count${query}`, { headers });
            if (response.status !== 200) return failed('count', response);
            if (((await response.json()) as { capped?: boolean }).capped) capped += 1;
          }),
        );
      }
      console.log(
        `  ${label}: ${requests.length} requests listed ${found} contracts; ${capped} counts capped, ${failures} failed`,
      );
      if (warmUp) continue;
      timings.push({ label: `API list of 25: ${label}`, samples: list });
      if (!uncounted) timings.push({ label: `API count: ${label}`, samples: count });
    }
    return timings;
  } finally {
    await server.stop();
  }
}

/** The kinds of list request measured, for these searches and broad searches. */
function apiCases(terms: string[], broad: string[]): ApiCase[] {
  const searchOf = (term: string) => ({
    or: [{ contractNumber: { ilike: `%${term}%` } }, { customerName: { ilike: `%${term}%` } }],
  });
  const latestFirst = ['commencementDate DESC'];
  return [
    {
      label: 'no search',
      requests: Array.from({ length: 20 }, () => ({ order: latestFirst })),
      fields: STAFF_LIST_FIELDS,
    },
    {
      label: 'number or name',
      requests: terms.map((term) => ({ where: searchOf(term), order: ['id DESC'] })),
    },
    {
      label: 'staff search',
      requests: terms.map((term) => ({ where: staffSearch(term), order: latestFirst })),
      fields: STAFF_LIST_FIELDS,
    },
    {
      label: 'staff search, 3 letters',
      requests: broad.map((term) => ({ where: staffSearch(term), order: latestFirst })),
      fields: STAFF_LIST_FIELDS,
    },
    {
      // A header click on the whole book, both ways, and page 101 of it.
      label: 'column sorts, pages 1 and 101',
      requests: CONTRACT_SORT_FIELDS.flatMap((field) =>
        ['ASC', 'DESC'].flatMap((direction) =>
          [0, 2500].map((skip) => ({ order: [`${field} ${direction}`], skip })),
        ),
      ),
      fields: STAFF_LIST_FIELDS,
      uncounted: true,
    },
  ];
}

/** Runs the portfolio case against the large book at `databaseUrl` and prints p50 / p95 per request kind. */
export async function portfolioBench(databaseUrl: string): Promise<void> {
  const handle = await openDatabase({ databaseUrl, statementTimeoutMs: 60_000, poolSize: 1 });
  try {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM contract`.execute(handle.db);
    console.log(
      `\nPortfolio: global search on ${rows[0]!.n.toLocaleString('en-US')} contracts (${databaseUrl})`,
    );
    const terms = await searchTerms(handle.db);
    console.log(
      `  ${terms.length} searches such as ${terms
        .slice(0, 4)
        .map((t) => JSON.stringify(t))
        .join(', ')}`,
    );
    // Warm PostgreSQL's buffers the way a running server has them, then measure.
    await sqlTimings(handle.db, terms.slice(0, 20));
    const broad = await broadTerms(handle.db, 20);
    console.log(
      `  broad searches such as ${broad
        .slice(0, 4)
        .map((t) => JSON.stringify(t))
        .join(', ')}`,
    );
    // This machine's page cache does not last (the virtual machine hands it back within minutes), so a
    // first pass reads the book from disk. A running server has its indexes and hot pages in memory:
    // the same kinds of request with other searches warm them first, and are not reported.
    const warmTerms = await searchTerms(handle.db, 8);
    const warmBroad = await broadTerms(handle.db, 20, 1);
    const api = await apiTimings(databaseUrl, [
      ...apiCases(warmTerms, warmBroad).map((apiCase) => ({
        ...apiCase,
        label: `warm-up, ${apiCase.label}`,
        warmUp: true,
      })),
      ...apiCases(terms, broad),
    ]);
    const direct = await sqlTimings(handle.db, terms);
    // Latencies on a shared machine mean little without its load: 1, 5 and 15-minute averages.
    const load = loadavg()
      .map((average) => average.toFixed(2))
      .join(' ');
    console.log(`\nResult (requests one at a time, result cache off; load average ${load}):`);
    report([...api, ...direct]);
  } finally {
    await handle.close();
  }
}
