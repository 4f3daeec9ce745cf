import type { Filter, Where } from '@lendline/filter';
import ky, { HTTPError, type KyInstance } from 'ky';
import { ApiError, parseErrorEnvelope } from './api-error.ts';

export interface ApiClientOptions {
  /** Absolute or page-relative API root, e.g. `/api` or `https://lendline.example.com/api`. */
  baseUrl: string;
  /** The bearer token for this request, if signed in. */
  getToken?: () => string | undefined;
  /** Called on 401/403 so the app can end the session (spec §8). */
  onUnauthorized?: (status: number) => void;
  fetch?: typeof fetch;
}

type Row = Record<string, unknown>;

const encodeJson = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/**
 * A typed client for the LoopBack-style API: lists with `?filter=`, counts with `?where=`, and the
 * create / patch / delete verbs, rejecting with {@link ApiError} carrying the server's error body.
 *
 * @example
 * const api = createApiClient({ baseUrl: '/api', getToken: () => cookies.token });
 * const page = await api.list('rgnts-apps-users', { limit: 15, order: 'lastName ASC' });
 * const { count } = await api.count('rgnts-apps-users', { isActive: true });
 */
export function createApiClient(options: ApiClientOptions) {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const prefixUrl = /^https?:/.test(base)
    ? base
    : new URL(base, globalThis.location?.href ?? 'http://localhost/').toString();
  const http: KyInstance = ky.create({
    prefixUrl,
    retry: 0,
    timeout: 60_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const token = options.getToken?.();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof HTTPError) {
        const body = parseErrorEnvelope(await error.response.text());
        if (error.response.status === 401 || error.response.status === 403)
          options.onUnauthorized?.(error.response.status);
        throw new ApiError(error.response.status, body, error.message);
      }
      throw error;
    }
  };
  const path = (resource: string) => resource.replace(/^\/+/, '');

  return {
    get: <T = Row>(resource: string, searchParams?: Record<string, string>) =>
      call(() => http.get(path(resource), searchParams ? { searchParams } : {}).json<T>()),
    list: <T = Row>(resource: string, filter?: Filter) =>
      call(() => http.get(`${path(resource)}${filter ? `?filter=${encodeJson(filter)}` : ''}`).json<T[]>()),
    count: (resource: string, where?: Where) =>
      call(() =>
        http
          .get(`${path(resource)}/count${where ? `?where=${encodeJson(where)}` : ''}`)
          .json<{ count: number }>(),
      ),
    findById: <T = Row>(resource: string, id: number | string, filter?: Omit<Filter, 'where'>) =>
      call(() =>
        http
          .get(
            `${path(resource)}/${encodeURIComponent(String(id))}${filter ? `?filter=${encodeJson(filter)}` : ''}`,
          )
          .json<T>(),
      ),
    create: <T = Row>(resource: string, body: Row) =>
      call(() => http.post(path(resource), { json: body }).json<T>()),
    patch: (resource: string, id: number | string, body: Row) =>
      call(async () => {
        await http.patch(`${path(resource)}/${encodeURIComponent(String(id))}`, { json: body });
      }),
    remove: (resource: string, id: number | string) =>
      call(async () => {
        await http.delete(`${path(resource)}/${encodeURIComponent(String(id))}`);
      }),
    /** Posts `application/x-www-form-urlencoded`, as the spec's sign-in forms do. */
    postForm: <T = unknown>(resource: string, fields: Record<string, string>) =>
      call(() => http.post(path(resource), { body: new URLSearchParams(fields) }).json<T>()),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
