export { createApiClient } from './api-client.ts';
export type { ApiClient, ApiClientOptions, RequestOptions } from './api-client.ts';
export { ApiError, parseErrorEnvelope } from './api-error.ts';
export type { ApiErrorBody } from './api-error.ts';
