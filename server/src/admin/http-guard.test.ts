// The admin surface's door: the token before any body is read, a small body limit except where a
// procedure carries a file, a per-client rate limit, and refusals in tRPC's error shape.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMutation, adminQuery, createTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../test/harness.ts';
import { ADMIN_BODY_LIMIT } from './http-guard.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { adminPerMinute: 30 } });
});
afterAll(() => t.close());

const post = (procedure: string, payload: string, authorization?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/admin/trpc/${procedure}`,
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    payload,
  });

describe('the admin token comes first', () => {
  it('answers a 60 MB post without a token at once, before the body is sent', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new Error(`no answer before the body; got ${JSON.stringify(text)}`));
      }, 2000);
      socket.on('data', (data) => {
        text += data.toString('utf8');
        if (text.includes('\r\n\r\n') && text.includes('}')) {
          clearTimeout(timer);
          socket.destroy();
          resolve(text);
        }
      });
      socket.on('error', () => {});
      socket.write(
        'POST /admin/trpc/data.import HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${60 * 1024 * 1024}\r\n\r\n{"base64":"`,
      );
    });
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body.error.data).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401 });
  });

  it('refuses a wrong token in the shape the CLI reads (exit 3)', async () => {
    const response = await adminQuery(t, 'flags.list', undefined, 'not-the-admin-token-at-all-000000');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.data).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401 });
  });
});

describe('body limits per procedure', () => {
  const bearer = `Bearer ${TEST_ADMIN_TOKEN}`;
  const padded = (bytes: number) => JSON.stringify({ username: 'demo01', pad: 'x'.repeat(bytes) });

  it('refuses a body over the small limit on an ordinary procedure with 413', async () => {
    const response = await post('wallet.adjust', padded(ADMIN_BODY_LIMIT + 10), bearer);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.data).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 });
  });

  it('takes a larger body on data.import (refused for its content, not its size)', async () => {
    const base64 = 'A'.repeat(2 * ADMIN_BODY_LIMIT);
    const response = await post('data.import', JSON.stringify({ base64 }), bearer);
    expect(response.statusCode).not.toBe(413);
    expect(response.json().error.message).toMatch(/SQLite/);
  });

  it('still serves ordinary calls', async () => {
    expect((await adminQuery(t, 'flags.list')).statusCode).toBe(200);
    expect((await adminMutation(t, 'clock.freeze')).statusCode).toBe(200);
  });
});

describe('the rate limit', () => {
  it('answers 429 with Retry-After once a client passes its calls per minute, token or not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const token = i % 2 ? TEST_ADMIN_TOKEN : 'wrong-token-wrong-token-wrong-000';
      statuses.push((await adminQuery(t, 'flags.list', undefined, token)).statusCode);
    }
    expect(statuses).toContain(429);
    const refused = await adminQuery(t, 'flags.list');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.data).toMatchObject({ code: 'TOO_MANY_REQUESTS', httpStatus: 429 });
  });
});
