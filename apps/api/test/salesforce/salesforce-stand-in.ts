import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Raw = Record<string, unknown>;

export interface StandInFailure {
  status: number;
  body: unknown;
}

/**
 * A local stand-in for a Salesforce org: the OAuth client-credentials token endpoint and the REST query
 * resource with `nextRecordsUrl` paging, over in-memory records. It understands exactly the SOQL the
 * client sends (FROM, an optional LastModifiedDate >= bound, ORDER BY LastModifiedDate, Id) and records
 * every request so tests can check what the client asked for.
 */
export async function startSalesforceStandIn(options: { pageSize?: number } = {}) {
  const pageSize = options.pageSize ?? 2;
  const records: Record<string, Raw[]> = { User: [], Account: [], Opportunity: [] };
  const cursors = new Map<string, Raw[]>();
  const queries: string[] = [];
  const failures = new Map<string, StandInFailure>();
  const state = {
    tokenRequests: 0,
    validToken: '',
    delayMs: 0,
    credentials: { id: 'lendline-test-client', secret: 'lendline-test-secret' },
    nextRecordsUrlOverride: undefined as string | undefined,
  };
  let base = '';

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const readBody = async (req: IncomingMessage) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    return text;
  };

  const page = (res: ServerResponse, rows: Raw[]) => {
    const first = rows.slice(0, pageSize);
    const rest = rows.slice(pageSize);
    let nextRecordsUrl: string | undefined;
    if (rest.length > 0) {
      const cursor = `01gD000000cursor${cursors.size + 1}-${pageSize}`;
      cursors.set(cursor, rest);
      nextRecordsUrl = state.nextRecordsUrlOverride ?? `/services/data/v62.0/query/${cursor}`;
    }
    send(res, 200, {
      totalSize: rows.length,
      done: rest.length === 0,
      records: first,
      ...(nextRecordsUrl ? { nextRecordsUrl } : {}),
    });
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (req.method === 'POST' && url.pathname === '/services/oauth2/token') {
      state.tokenRequests++;
      const form = new URLSearchParams(await readBody(req));
      if (
        form.get('grant_type') !== 'client_credentials' ||
        form.get('client_id') !== state.credentials.id ||
        form.get('client_secret') !== state.credentials.secret
      ) {
        return send(res, 400, { error: 'invalid_client', error_description: 'invalid client credentials' });
      }
      state.validToken = `00DStandIn!token${state.tokenRequests}`;
      return send(res, 200, { access_token: state.validToken, instance_url: base, token_type: 'Bearer' });
    }
    if (req.headers.authorization !== `Bearer ${state.validToken}`) {
      return send(res, 401, [{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' }]);
    }
    const cursor = url.pathname.match(/^\/services\/data\/v62\.0\/query\/(.+)$/)?.[1];
    if (cursor) return page(res, cursors.get(cursor) ?? []);
    if (url.pathname !== '/services/data/v62.0/query') return send(res, 404, [{ errorCode: 'NOT_FOUND' }]);

    const soql = url.searchParams.get('q') ?? '';
    queries.push(soql);
    const object = soql.match(/ FROM (\w+)/)?.[1] ?? '';
    const failure = failures.get(object);
    if (failure) return send(res, failure.status, failure.body);
    const since = soql.match(/LastModifiedDate >= (\S+)/)?.[1];
    const rows = (records[object] ?? [])
      .filter((row) => !since || Date.parse(String(row.LastModifiedDate)) >= Date.parse(since))
      .sort(
        (a, b) =>
          Date.parse(String(a.LastModifiedDate)) - Date.parse(String(b.LastModifiedDate)) ||
          String(a.Id).localeCompare(String(b.Id)),
      )
      .map((row) => ({
        attributes: { type: object, url: `/services/data/v62.0/sobjects/${object}/${row.Id}` },
        ...row,
      }));
    return page(res, rows);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    records,
    queries,
    state,
    failOn(object: string, failure: StandInFailure) {
      failures.set(object, failure);
    },
    heal() {
      failures.clear();
    },
    /** Makes every issued token stale, as when an admin revokes sessions in the org. */
    expireTokens() {
      state.validToken = 'revoked';
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type SalesforceStandIn = Awaited<ReturnType<typeof startSalesforceStandIn>>;
