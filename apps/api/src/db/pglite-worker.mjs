// The embedded database's own thread (pglite-thread.ts starts it). PGlite runs PostgreSQL compiled to
// WebAssembly, and a statement runs to its end without yielding: on the HTTP thread every query held
// every other request, health checks included. Here it holds only this thread.
//
// Plain JavaScript on purpose: a worker thread does not inherit the TypeScript loader of the process
// that starts it (tsx, a test runner), and this file needs no build step in any of them. The messages
// it speaks are typed in pglite-thread.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const options = workerData;
const port = parentPort;

/** What a PostgreSQL error carries (code, detail, constraint, ...) survives the trip between threads. */
function serializeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

async function answer(pglite, request) {
  switch (request.op) {
    case 'query': {
      const result = await pglite.query(request.sql, request.params);
      return { rows: result.rows, affectedRows: result.affectedRows };
    }
    case 'exec':
      await pglite.exec(request.sql);
      return undefined;
    case 'dump':
      return pglite.dumpDataDir('none');
    case 'close':
      if (!pglite.closed) await pglite.close();
      return undefined;
    default:
      throw new Error(`Unknown request ${request.op}`);
  }
}

try {
  const pglite = await PGlite.create({
    // The portfolio's trigram indexes (migration 0006) need pg_trgm loaded before any query touches them.
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
  });
  await pglite.exec(`SET statement_timeout = ${Math.trunc(options.statementTimeoutMs)}`);
  port.on('message', (request) => {
    answer(pglite, request).then(
      (result) => port.postMessage({ ok: true, id: request.id, result }),
      (error) => port.postMessage({ ok: false, id: request.id, error: serializeError(error) }),
    );
  });
  // Reply 0, unasked: the store is open.
  port.postMessage({ ok: true, id: 0, result: 'ready' });
} catch (error) {
  port.postMessage({ ok: false, id: 0, error: serializeError(error) });
}
