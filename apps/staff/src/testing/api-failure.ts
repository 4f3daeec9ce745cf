import { ApiError } from '@lendline/api-client';

/** A rejection shaped like the server's error envelope, for stories and tests of failing submissions. */
export function apiFailure(status: number, message: string, code?: string): ApiError {
  return new ApiError(status, { statusCode: status, message, ...(code ? { code } : {}) }, message);
}
