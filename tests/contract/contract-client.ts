import { createApiClient, type ApiClient } from '@lendline/api-client';
import type * as v from 'valibot';
import { expect } from 'vitest';
import {
  ADMIN_EMAIL,
  createTestApp,
  type TestApp,
  type TestAppOptions,
} from '../../apps/api/test/support/test-app.ts';

/**
 * The staff app's own client (`@lendline/api-client`) talking to the real app in process, over the seeded
 * demo database, signed in as the demo administrator: what the SPA calls, answered by what the server
 * really sends.
 */
export interface ContractHarness {
  app: TestApp;
  api: ApiClient;
  close(): Promise<void>;
}

export async function openContractHarness(
  email = ADMIN_EMAIL,
  options: Omit<TestAppOptions, 'signInAs'> = {},
): Promise<ContractHarness> {
  const app = await createTestApp({ ...options, signInAs: email });
  const api = createApiClient({
    baseUrl: 'https://lendline.test/api',
    getToken: () => app.token,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const body =
        request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
      return app.request(`${url.pathname}${url.search}`, {
        method: request.method,
        headers: request.headers,
        ...(body ? { body } : {}),
      });
    },
  });
  return { app, api, close: () => app.close() };
}

type ObjectLike = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

const OPTIONAL_TYPES = new Set(['optional', 'exact_optional', 'nullish']);

/**
 * Every record has exactly the schema's keys: none missing but the optional ones (the schema's check), and
 * none the schema does not name, so a field added or renamed on the server alone fails here, not only one
 * dropped.
 */
export function expectExactKeys(schema: ObjectLike, records: readonly object[]): void {
  const entries = Object.entries(schema.entries);
  const required = entries.filter(([, entry]) => !OPTIONAL_TYPES.has(entry.type)).map(([key]) => key);
  for (const record of records) {
    const keys = Object.keys(record).sort();
    expect(keys.filter((key) => !(key in schema.entries))).toEqual([]);
    expect(required.filter((key) => !keys.includes(key))).toEqual([]);
  }
}

/** The raw answer of a GET, for checks the checked client's parse would hide (extra keys). */
export async function rawJson(harness: ContractHarness, path: string): Promise<unknown> {
  const response = await harness.app.request(path);
  expect(response.status).toBe(200);
  return response.json();
}
