import {
  SalesforceError,
  type SalesforceSource,
  type SyncedObject,
  type SyncedObjects,
} from './salesforce-source.ts';

export interface SalesforceRestOptions {
  /** The org's login or My Domain URL, e.g. https://acme.my.salesforce.com. */
  url: string;
  clientId: string;
  clientSecret: string;
  apiVersion: string;
  /** Longest one HTTP exchange may take. */
  timeoutMs?: number;
  /** Records per page Salesforce is asked for (it may send fewer); 200 to 2000. */
  batchSize?: number;
}

type Raw = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

// Field lists and the mapping to our shapes, one place per object. Only standard fields, so any org works.
const QUERIES: { [K in SyncedObject]: { fields: string; map: (raw: Raw) => SyncedObjects[K] } } = {
  User: {
    fields: 'Id, Name, Email, IsActive, LastModifiedDate',
    map: (raw) => ({
      id: String(raw.Id),
      name: text(raw.Name) ?? '',
      email: text(raw.Email),
      isActive: raw.IsActive === true,
      lastModified: String(raw.LastModifiedDate),
    }),
  },
  Account: {
    fields: 'Id, Name, Phone, BillingCity, BillingState, BillingPostalCode, LastModifiedDate',
    map: (raw) => ({
      id: String(raw.Id),
      name: text(raw.Name) ?? '',
      phone: text(raw.Phone),
      billingCity: text(raw.BillingCity),
      billingState: text(raw.BillingState),
      billingPostalCode: text(raw.BillingPostalCode),
      lastModified: String(raw.LastModifiedDate),
    }),
  },
  Opportunity: {
    fields: 'Id, AccountId, OwnerId, Name, StageName, Amount, CloseDate, LastModifiedDate',
    map: (raw) => ({
      id: String(raw.Id),
      accountId: text(raw.AccountId),
      ownerId: text(raw.OwnerId),
      name: text(raw.Name) ?? '',
      stage: text(raw.StageName) ?? '',
      // Currency fields arrive as JSON numbers with at most the org's decimals; two is the default.
      amount: typeof raw.Amount === 'number' && Number.isFinite(raw.Amount) ? raw.Amount.toFixed(2) : null,
      closeDate: text(raw.CloseDate),
      lastModified: String(raw.LastModifiedDate),
    }),
  },
};

// URL.parse arrived after Node 20.
function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** SOQL datetime literals are unquoted ISO instants in UTC. */
const soqlInstant = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export function soqlFor(object: SyncedObject, since: Date | null): string {
  const where = since ? ` WHERE LastModifiedDate >= ${soqlInstant(since)}` : '';
  return `SELECT ${QUERIES[object].fields} FROM ${object}${where} ORDER BY LastModifiedDate, Id`;
}

interface Token {
  accessToken: string;
  instanceUrl: URL;
}

/**
 * The real Salesforce: OAuth 2.0 client-credentials flow for a token, then SOQL through the REST
 * query resource, following `nextRecordsUrl` page by page. An expired token is renewed once per request.
 */
export function salesforceRestSource(options: SalesforceRestOptions): SalesforceSource {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const batchSize = Math.min(2000, Math.max(200, options.batchSize ?? 2000));
  const loginUrl = new URL(options.url);
  let token: Token | undefined;

  const exchange = async (url: URL, init: RequestInit, what: string): Promise<Response> => {
    try {
      return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError') {
        throw new SalesforceError(`Salesforce did not answer the ${what} within ${timeoutMs / 1000} s.`);
      }
      const code = (error as { cause?: { code?: string } }).cause?.code;
      throw new SalesforceError(
        `Salesforce could not be reached for the ${what}${code ? ` (${code})` : ''}.`,
      );
    }
  };

  const readJson = async (response: Response, what: string): Promise<unknown> => {
    try {
      return await response.json();
    } catch {
      throw new SalesforceError(`Salesforce sent an answer to the ${what} that is not JSON.`);
    }
  };

  const signIn = async (): Promise<Token> => {
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: options.clientId,
      client_secret: options.clientSecret,
    });
    const response = await exchange(
      new URL('/services/oauth2/token', loginUrl),
      { method: 'POST', body, headers: { accept: 'application/json' } },
      'sign-in',
    );
    const answer = (await readJson(response, 'sign-in')) as Raw;
    if (!response.ok) {
      const reason = typeof answer?.error === 'string' ? ` (${answer.error.slice(0, 60)})` : '';
      throw new SalesforceError(
        `Salesforce refused the sign-in${reason}; check the connected app's credentials.`,
      );
    }
    const instance = typeof answer.instance_url === 'string' ? parseUrl(answer.instance_url) : null;
    if (typeof answer.access_token !== 'string' || !instance || !/^https?:$/.test(instance.protocol)) {
      throw new SalesforceError('Salesforce answered the sign-in without a token or instance URL.');
    }
    return { accessToken: answer.access_token, instanceUrl: instance };
  };

  const get = async (url: URL, object: SyncedObject): Promise<Raw> => {
    const what = `${object} query`;
    for (let attempt = 0; ; attempt++) {
      token ??= await signIn();
      const response = await exchange(
        url,
        {
          headers: {
            authorization: `Bearer ${token.accessToken}`,
            accept: 'application/json',
            'sforce-query-options': `batchSize=${batchSize}`,
          },
        },
        what,
      );
      if (response.status === 401 && attempt === 0) {
        token = undefined;
        continue;
      }
      const answer = await readJson(response, what);
      if (response.ok && answer && typeof answer === 'object' && Array.isArray((answer as Raw).records)) {
        return answer as Raw;
      }
      if (response.ok) throw new SalesforceError(`Salesforce answered the ${what} without records.`);
      const errorCode = Array.isArray(answer) ? (answer[0] as Raw | undefined)?.errorCode : undefined;
      throw new SalesforceError(
        typeof errorCode === 'string'
          ? `Salesforce refused the ${what} (${errorCode.slice(0, 60)}).`
          : `Salesforce answered ${response.status} to the ${what}.`,
      );
    }
  };

  return {
    kind: 'salesforce',
    async *changes<K extends SyncedObject>(object: K, since: Date | null) {
      const base = () => token?.instanceUrl ?? loginUrl;
      token ??= await signIn();
      let url: URL | null = new URL(`/services/data/v${options.apiVersion}/query`, base());
      url.searchParams.set('q', soqlFor(object, since));
      while (url) {
        const page = await get(url, object);
        yield (page.records as Raw[]).map((raw) => QUERIES[object].map(raw) as SyncedObjects[K]);
        const next =
          page.done === false && typeof page.nextRecordsUrl === 'string' ? page.nextRecordsUrl : null;
        // Only ever follow links on the org's own host: the token goes with every request.
        url = next ? new URL(next, base()) : null;
        if (url && url.origin !== base().origin) {
          throw new SalesforceError(
            `Salesforce sent a next-page link to another host for the ${object} query.`,
          );
        }
      }
    },
  };
}
