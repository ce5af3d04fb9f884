// The cluster's proxy: requests alternate between the upstreams, bodies pass through as they came, a
// GET's body included (the vendor's scripts send them; reply-from alone drops them).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../tests/contract/support/http-client.ts';
import { type ReverseProxy, startProxy } from './proxy.ts';

/** An upstream answering its name, the method and the body it read. */
function echoServer(name: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ name, method: req.method, body: Buffer.concat(chunks).toString('utf8') }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let upstreams: http.Server[];
let proxy: ReverseProxy;
beforeAll(async () => {
  upstreams = [await echoServer('A'), await echoServer('B')];
  proxy = await startProxy(upstreams.map((s) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`));
});
afterAll(async () => {
  await proxy.close();
  for (const server of upstreams) server.close();
});

type Echo = { name: string; method: string; body: string };

describe('the cluster proxy', () => {
  it('alternates between the upstreams and passes a POST body through untouched', async () => {
    const body = '{"b": 1,  "a": 2}';
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(
        (
          await request(proxy.url, 'POST', '/x', { headers: { 'content-type': 'application/json' }, body })
        ).json<Echo>(),
      );
    expect(answers.map((a) => a.name)).toEqual(['A', 'B', 'A', 'B']);
    expect(answers.every((a) => a.body === body)).toBe(true);
  });

  it("passes a GET's JSON body on, as the vendor's scripts send it", async () => {
    const body = JSON.stringify({ missionId: 7 });
    for (let i = 0; i < 2; i++) {
      const answer = await request(proxy.url, 'GET', '/wps/relay/x?y=1', {
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(answer.status).toBe(200);
      expect(answer.json<Echo>()).toMatchObject({ method: 'GET', body });
    }
  });
});
