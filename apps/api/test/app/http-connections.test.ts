import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadEnv } from '../../src/env.ts';
import { startServer, type RunningServer } from '../../src/server.ts';

// The server as `npm start` runs it (embedded store, no demo data): its connections follow
// HTTP_TIMEOUTS (app/http-timeouts.ts), so a client reusing an idle connection is never reset.

let server: RunningServer;
let dataDir: string;
let port: number;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lendline-http-'));
  port = await freePort();
  server = await startServer(
    loadEnv({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'silent' }),
  );
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

function get(agent: Agent, path: string) {
  return new Promise<{ status: number; keepAlive: string; socket: unknown }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          keepAlive: String(response.headers['keep-alive']),
          socket: req.socket,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

it('tells clients it keeps an idle connection 65 s, and still serves on it after Node’s old 5 s', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const first = await get(agent, '/api/health');
  expect(first).toMatchObject({ status: 200, keepAlive: 'timeout=65' });
  await new Promise((resolve) => setTimeout(resolve, 5_500));
  const second = await get(agent, '/api/health');
  expect(second.status).toBe(200);
  // The same connection, reused: the server did not close it while idle.
  expect(second.socket).toBe(first.socket);
  agent.destroy();
}, 20_000);
