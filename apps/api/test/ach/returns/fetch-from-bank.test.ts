import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BankTransport } from '../../../src/features/ach/bank-transport/bank-transport.ts';
import { returnFileText } from '../../../src/features/ach/returns/testing/return-file.ts';
import { createTestApp, signIn, type TestApp } from '../../support/test-app.ts';

// The bank's inbound folder, in memory: what an SFTP server's listing, download and move would do.
const waiting = new Map<string, Uint8Array>();
const taken: string[] = [];
const inbound: BankTransport = {
  mode: 'sftp',
  describe: 'a fake inbound folder',
  upload: () => Promise.reject(new Error('not in this test')),
  listInbound: async () => [...waiting.keys()].sort(),
  fetchInbound: async (name) => waiting.get(name)!,
  markInboundTaken: async (name) => {
    waiting.delete(name);
    taken.push(name);
  },
};
let t: TestApp;
let operator: string;
let viewer: string;
const post = (token: string) =>
  t.json('/api/ach-return-files/fetch-from-bank', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });

beforeAll(async () => {
  t = await createTestApp({ bankTransport: inbound });
  operator = await signIn(t.request, 'tomas.herrera@example.com');
  viewer = await signIn(t.request, 'elena.petrova@example.com');
});
afterAll(() => t.close());

it('imports every waiting file, moves the imported ones away and leaves one with problems', async () => {
  const good = returnFileText([
    {
      kind: 'RETURN',
      code: 'R03',
      originalTrace: '091000019999999',
      accountNumber: '1',
      originalRdfi: '02100002',
      amountCents: 500,
    },
  ]);
  waiting.set('RET-1.ach', new TextEncoder().encode(good));
  waiting.set(
    'RET-2.ach',
    readFileSync(new URL('../fixtures/returns/malformed-return.ach', import.meta.url)),
  );
  expect((await post(viewer)).status).toBe(403);

  const first = await post(operator);
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const [one, two] = first.body.files;
  expect(one).toMatchObject({ name: 'RET-1.ach', error: null, imported: { duplicate: false } });
  expect(one.imported.file).toMatchObject({ source: 'SFTP', fileName: 'RET-1.ach', unmatchedCount: 1 });
  expect(two).toMatchObject({ name: 'RET-2.ach', imported: null });
  expect(two.error).toContain('problem');
  expect(taken).toEqual(['RET-1.ach']);

  // The same bytes offered again under another name: the earlier import, taken away all the same.
  waiting.set('RET-1-again.ach', new TextEncoder().encode(good));
  const second = await post(operator);
  expect(second.body.files.map((file: { name: string }) => file.name)).toEqual([
    'RET-1-again.ach',
    'RET-2.ach',
  ]);
  expect(second.body.files[0].imported).toMatchObject({
    duplicate: true,
    file: { id: one.imported.file.id },
  });
  expect([...waiting.keys()]).toEqual(['RET-2.ach']);
});
