import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, settleRequests } from './mock-api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('settling the fake API', () => {
  it('waits for a request that follows an answer, as a read then a write does', async () => {
    const { calls } = mockApi({
      'GET /api/config': () => json({ page: 1 }),
      'PATCH /api/config': () => new Response(null, { status: 204 }),
    });
    void (async () => {
      const config = (await (await fetch('http://test/api/config')).json()) as object;
      await fetch('http://test/api/config', { method: 'PATCH', body: JSON.stringify(config) });
    })();
    await settleRequests();
    expect(calls.map((call) => call.method)).toEqual(['GET', 'PATCH']);
  });

  it('names a request the test never answers, rather than waiting for ever', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let answer: (response: Response) => void = () => undefined;
    mockApi({ 'GET /api/slow': () => new Promise<Response>((resolve) => (answer = resolve)) });
    void fetch('http://test/api/slow');
    const failure = expect(settleRequests()).rejects.toThrow('The fake API never answered GET /api/slow');
    await vi.advanceTimersByTimeAsync(5_000);
    await failure;
    answer(json({}));
  });
});
