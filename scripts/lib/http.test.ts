import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.mjs';
import { exchange, NoAnswer } from './http.ts';

let server: http.Server;
let base: URL;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/silent') return; // never answers
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          method: request.method,
          length: request.headers['content-length'] ?? null,
          tags: request.headersDistinct['x-tag'] ?? [],
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('an answer came'),
    (error: unknown) => error,
  );

describe('exchange', () => {
  it('sends a GET with a framed body and a duplicated header, and collects the whole answer', async () => {
    const answer = await exchange(new URL('/echo', base), {
      method: 'GET',
      headers: { 'x-tag': ['one', 'two'] },
      body: '{"ü":1}',
    });

    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(JSON.parse(answer.text)).toEqual({
      method: 'GET',
      length: String(Buffer.byteLength('{"ü":1}')),
      tags: ['one', 'two'],
      body: '{"ü":1}',
    });
  });

  it('rejects with a timeout when no whole answer comes in time', async () => {
    const error = await rejection(exchange(new URL('/silent', base), { method: 'GET', timeoutMs: 100 }));

    expect(error).toBeInstanceOf(NoAnswer);
    expect(error).toMatchObject({ kind: 'timeout', code: 'TIMEOUT' });
  });

  it('rejects with the socket code when nobody listens', async () => {
    const port = await freePort();
    const error = await rejection(exchange(new URL(`http://127.0.0.1:${port}/`), { method: 'GET' }));

    expect(error).toMatchObject({ kind: 'connection', code: 'ECONNREFUSED' });
  });

  it('says not-sent when Node itself refuses the request', async () => {
    const error = await rejection(
      exchange(new URL('/echo', base), { method: 'GET', headers: { 'x-bad': 'a\nb' } }),
    );

    expect(error).toMatchObject({ kind: 'not-sent' });
  });
});
