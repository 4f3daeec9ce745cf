import type { Filter, Where } from '@lendline/filter';
import ky, { HTTPError, type KyInstance } from 'ky';
import * as v from 'valibot';
import { ApiError, parseErrorEnvelope } from './api-error.ts';
import { checkWire } from './wire-check.ts';
import { uploadWithProgress, type UploadProgress } from './upload-with-progress.ts';

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

/** What one call may add to the request, beside what the client sends on every call. */
export interface RequestOptions {
  /** Extra headers for this request only, e.g. `{ 'Idempotency-Key': key }`. */
  headers?: Record<string, string>;
}

/** An upload's options: a header of its own, and a report of each step of the sending. */
export interface UploadOptions extends RequestOptions {
  onProgress?: UploadProgress;
}

/**
 * A read that names the answer's wire schema (`@lendline/wire`): the answer is checked against it and
 * typed by it, so a renamed field fails loudly rather than showing an empty cell.
 */
export interface CheckedRequest<S extends v.GenericSchema> extends RequestOptions {
  schema: S;
}

/** Longer than a call's 60 s: a 10 MB scan over a slow branch line takes minutes, and shows its progress. */
/**
 * `GET …/count`: LoopBack's `{ count }`, a whole number of rows; a resource that stops counting at a cap
 * adds `capped: true` (the list then says "10,000+").
 */
const COUNT = v.object({
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  capped: v.optional(v.boolean()),
});

const UPLOAD_TIMEOUT_MS = 10 * 60_000;

const withHeaders = (request?: RequestOptions) => (request?.headers ? { headers: request.headers } : {});

const encodeJson = (value: unknown) => encodeURIComponent(JSON.stringify(value));

const hasSchema = (request: RequestOptions | undefined): request is CheckedRequest<v.GenericSchema> =>
  request !== undefined && 'schema' in request && request.schema !== undefined;

const checked = <T>(value: T, request: RequestOptions | undefined, resource: string): T =>
  hasSchema(request) ? (checkWire(request.schema, value, resource) as T) : value;

const checkedRows = <T>(rows: T[], request: RequestOptions | undefined, resource: string): T[] =>
  hasSchema(request)
    ? rows.map((row, index) => checkWire(request.schema, row, `${resource} row ${index + 1}`) as T)
    : rows;

/**
 * A read verb: given `{ schema }` last, its answer is checked and typed by the schema; without it, typed
 * by the caller's `T` (unchecked, for answers that have no wire schema yet).
 */
export type Read<Args extends unknown[], Fallback> = {
  <S extends v.GenericSchema>(
    resource: string,
    ...args: [...Args, request: CheckedRequest<S>]
  ): Promise<v.InferOutput<S>>;
  <T = Fallback>(resource: string, ...args: [...Partial<Args>, request?: RequestOptions]): Promise<T>;
};
/** `upload`: like a read, its answer (the stored record) is checked and typed by a schema given last. */
export type Upload = {
  <S extends v.GenericSchema>(
    resource: string,
    form: FormData,
    request: UploadOptions & CheckedRequest<S>,
  ): Promise<v.InferOutput<S>>;
  <T = Row>(resource: string, form: FormData, request?: UploadOptions): Promise<T>;
};

/** `list`: the schema is a row's, and the answer an array of rows. */
export type ReadRows<Args extends unknown[]> = {
  <S extends v.GenericSchema>(
    resource: string,
    ...args: [...Args, request: CheckedRequest<S>]
  ): Promise<v.InferOutput<S>[]>;
  <T = Row>(resource: string, ...args: [...Partial<Args>, request?: RequestOptions]): Promise<T[]>;
};

/**
 * A typed client for the LoopBack-style API: lists with `?filter=`, counts with `?where=`, and the
 * create / patch / delete verbs, rejecting with {@link ApiError} carrying the server's error body.
 *
 * @example
 * const api = createApiClient({ baseUrl: '/api', getToken: () => cookies.token });
 * const page = await api.list('rgnts-apps-users', { limit: 15, order: 'lastName ASC' });
 * const { count } = await api.count('rgnts-apps-users', { isActive: true });
 * const contracts = await api.list('modules/enquiry/contracts', { limit: 15 }, { schema: contractRecord });
 * await api.create('modules/firstPayment/invoice-sessions', body, { headers: { 'Idempotency-Key': key } });
 *
 * Every verb takes {@link RequestOptions} last, so a call that needs its own header still goes through
 * this client's token and its 401/403 handling.
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

  // The upload with progress goes around ky, so it sends the token and reads an error as `call` does.
  const uploadReporting = async <T>(
    resource: string,
    form: FormData,
    onProgress: UploadProgress,
    request: RequestOptions,
  ): Promise<T> => {
    const token = options.getToken?.();
    const headers = { ...request.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
    const { status, text } = await uploadWithProgress(
      new URL(resource, prefixUrl).href,
      form,
      headers,
      onProgress,
      UPLOAD_TIMEOUT_MS,
    );
    if (status >= 200 && status < 300) return (text ? JSON.parse(text) : undefined) as T;
    if (status === 401 || status === 403) options.onUnauthorized?.(status);
    throw new ApiError(status, parseErrorEnvelope(text), `Request failed with status code ${status}`);
  };

  return {
    get: (<T = Row>(resource: string, searchParams?: Record<string, string>, request?: RequestOptions) =>
      call(async () =>
        checked(
          await http
            .get(path(resource), { ...(searchParams ? { searchParams } : {}), ...withHeaders(request) })
            .json<T>(),
          request,
          resource,
        ),
      )) as Read<[searchParams?: Record<string, string>], Row>,
    list: (<T = Row>(resource: string, filter?: Filter, request?: RequestOptions) =>
      call(async () =>
        checkedRows(
          await http
            .get(`${path(resource)}${filter ? `?filter=${encodeJson(filter)}` : ''}`, withHeaders(request))
            .json<T[]>(),
          request,
          resource,
        ),
      )) as ReadRows<[filter?: Filter]>,
    // Every count has LoopBack's one shape, so every count is checked.
    // `exact`: past a capped resource's cap, count every row ("Count all", on the user's demand).
    count: (resource: string, where?: Where, request?: RequestOptions & { exact?: boolean }) => {
      const query = [where ? `where=${encodeJson(where)}` : '', request?.exact ? 'exact=true' : '']
        .filter(Boolean)
        .join('&');
      return call(async () =>
        checkWire(
          COUNT,
          await http
            .get(`${path(resource)}/count${query ? `?${query}` : ''}`, withHeaders(request))
            .json<unknown>(),
          `${resource}/count`,
        ),
      );
    },
    findById: (<T = Row>(
      resource: string,
      id: number | string,
      filter?: Omit<Filter, 'where'>,
      request?: RequestOptions,
    ) =>
      call(async () =>
        checked(
          await http
            .get(
              `${path(resource)}/${encodeURIComponent(String(id))}${filter ? `?filter=${encodeJson(filter)}` : ''}`,
              withHeaders(request),
            )
            .json<T>(),
          request,
          resource,
        ),
      )) as Read<[id: number | string, filter?: Omit<Filter, 'where'>], Row>,
    create: (<T = Row>(resource: string, body: Row, request?: RequestOptions) =>
      call(async () =>
        checked(
          await http.post(path(resource), { json: body, ...withHeaders(request) }).json<T>(),
          request,
          resource,
        ),
      )) as Read<[body: Row], Row>,
    /**
     * Posts `multipart/form-data` (a file upload); the browser writes the boundary. With `onProgress`
     * (and a browser's XMLHttpRequest) each step of the sending is reported, for a progress bar.
     */
    upload: (async <T = Row>(resource: string, form: FormData, request?: UploadOptions) => {
      const answer =
        request?.onProgress && typeof XMLHttpRequest !== 'undefined'
          ? await uploadReporting<T>(path(resource), form, request.onProgress, request)
          : await call(() => http.post(path(resource), { body: form, ...withHeaders(request) }).json<T>());
      return checked(answer, request, resource);
    }) as Upload,
    patch: (resource: string, id: number | string, body: Row, request?: RequestOptions) =>
      call(async () => {
        await http.patch(`${path(resource)}/${encodeURIComponent(String(id))}`, {
          json: body,
          ...withHeaders(request),
        });
      }),
    remove: (resource: string, id: number | string, request?: RequestOptions) =>
      call(async () => {
        await http.delete(`${path(resource)}/${encodeURIComponent(String(id))}`, withHeaders(request));
      }),
    /** Posts `application/x-www-form-urlencoded`, as the spec's sign-in forms do. */
    postForm: <T = unknown>(resource: string, fields: Record<string, string>, request?: RequestOptions) =>
      call(() =>
        http.post(path(resource), { body: new URLSearchParams(fields), ...withHeaders(request) }).json<T>(),
      ),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
