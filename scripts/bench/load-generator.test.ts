// The generator process as the bench drives it: a job's variants may carry their own path and verb (a
// mix of calls); the connections take them in turn.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { LoadGenerator } from './generator-client.ts';

describe('the load generator', () => {
  const generator = new LoadGenerator();
  const seen: string[] = [];
  const server = http.createServer((request, response) => {
    seen.push(`${request.method} ${request.url} ${request.headers.authorization ?? '-'}`);
    request.resume();
    request.on('end', () => response.end('{"success":true}'));
  });
  afterAll(() => {
    generator.close();
    server.close();
  });

  it("sends each variant to its own path, with its own headers, and a single variant's path too", async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const job = {
      url: `${url}/first`,
      method: 'GET' as const,
      seconds: 1,
      connections: 2,
      timeoutSeconds: 10,
    };
    const mixed = await generator.run({
      ...job,
      variants: [
        { path: '/a?x=1', headers: { authorization: 't1' } },
        { path: '/b', method: 'POST', body: '{}' },
      ],
    });
    expect(mixed.failures).toBe(0);
    expect(new Set(seen)).toEqual(new Set(['GET /a?x=1 t1', 'POST /b -']));
    seen.length = 0;
    await generator.run({ ...job, variants: [{ path: '/only' }] });
    expect(new Set(seen)).toEqual(new Set(['GET /only -']));
    seen.length = 0;
    // without a path of its own, the job's URL as before
    await generator.run({ ...job, variants: [{}] });
    expect(new Set(seen)).toEqual(new Set(['GET /first -']));
  }, 30_000);
});
