export { createApiClient } from './api-client.ts';
export type {
  ApiClient,
  ApiClientOptions,
  CheckedRequest,
  Read,
  ReadRows,
  RequestOptions,
  Upload,
  UploadOptions,
} from './api-client.ts';
export type { UploadProgress } from './upload-with-progress.ts';
export { ApiError, parseErrorEnvelope } from './api-error.ts';
export type { ApiErrorBody } from './api-error.ts';
export { checkWire, describeIssues, WireMismatchError } from './wire-check.ts';
