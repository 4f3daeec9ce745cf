import { describe, expect, it } from 'vitest';
import { apiErrorBody, droppedConnections, fakeFetch, jsonResponse } from './fake-fetch.ts';

describe('fakeFetch', () => {
  it('records each request as a server would see it and answers with what the handler gives', async () => {
    const api = fakeFetch((request) => jsonResponse(201, { got: request.body }, { 'Retry-After': '5' }));

    const response = await api.fetch('https://api.test/items', {
      method: 'POST',
      headers: { 'Idempotency-Key': 'abc' },
      body: '{"a":1}',
    });
    await api.fetch(new Request('https://api.test/items?page=2'));

    expect(response.status).toBe(201);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ got: { a: 1 } });
    expect(api.requests).toEqual([
      {
        method: 'POST',
        url: 'https://api.test/items',
        headers: { 'idempotency-key': 'abc' },
        body: { a: 1 },
      },
      { method: 'GET', url: 'https://api.test/items?page=2', headers: {}, body: undefined },
    ]);
  });

  it('turns a thrown error into a failed fetch, as a dropped connection fails', async () => {
    const dropConnection = droppedConnections(2);
    const api = fakeFetch(() => {
      dropConnection();
      return jsonResponse(200, {});
    });

    await expect(api.fetch('https://api.test/a')).rejects.toThrow(new TypeError('Failed to fetch'));
    await expect(api.fetch('https://api.test/a')).rejects.toThrow(TypeError);
    expect((await api.fetch('https://api.test/a')).status).toBe(200);
  });
});

describe('apiErrorBody', () => {
  it('builds the LoopBack envelope, with details only when given', () => {
    expect(apiErrorBody(404, 'NotFoundError', 'NOT_FOUND', 'Not found')).toEqual({
      error: { statusCode: 404, name: 'NotFoundError', code: 'NOT_FOUND', message: 'Not found' },
    });
    expect(apiErrorBody(422, 'E', 'VALIDATION_FAILED', 'Invalid', [{ path: 'x' }]).error.details).toEqual([
      { path: 'x' },
    ]);
  });
});
