import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 19: on the embedded store a statement used to run on the HTTP thread, so one slow query held
// every request; health took 8 to 35 s under load and a load balancer would have dropped the server.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Runs `slow` and, while it runs, times the requests `probe` makes. */
async function whileSlowQueryRuns(seconds: number, probe: () => Promise<void>) {
  const slow = sql`select pg_sleep(${seconds})`.execute(t.database.db);
  // Let the statement reach the database before probing.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const started = performance.now();
  await probe();
  const elapsed = performance.now() - started;
  const slowDone = performance.now();
  await slow;
  return { elapsed, slowWaitedMs: performance.now() - slowDone };
}

describe(`a slow statement on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('does not hold /api/health, which still answers 200 within 500 ms', async () => {
    let status = 0;
    const { elapsed, slowWaitedMs } = await whileSlowQueryRuns(2, async () => {
      status = (await t.request('/api/health')).status;
    });
    expect(status).toBe(200);
    expect(elapsed).toBeLessThan(500);
    // The statement was still running when health answered: health did not wait for it.
    expect(slowWaitedMs).toBeGreaterThan(500);
  });

  it('does not stop the server from answering what needs no database', async () => {
    const { elapsed } = await whileSlowQueryRuns(1.5, async () => {
      const responses = await Promise.all([t.request('/api/openapi.json'), t.request('/api/nope')]);
      expect(responses.map((response) => response.status)).toEqual([200, 404]);
    });
    expect(elapsed).toBeLessThan(500);
  });
});
