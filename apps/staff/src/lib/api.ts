import { createApiClient } from '@lendline/api-client';
import { config } from '../config.ts';

/** One client for the whole app, so authentication and session handling get configured in one place. */
export const api = createApiClient({ baseUrl: config.apiBaseUrl });
