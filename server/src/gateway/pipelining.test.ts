// Pipelined requests over a real socket (RFC 9112 9.6): every request before a `Connection: close`
// or a malformed one is answered, in order; then the 400 (if any) and the close. Nothing of it is
// logged as an error.
import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logOptions } from '../foundation/log-options.ts';
import { createTestApp, MERCHANT, type TestApp } from '../test/harness.ts';

const lines: string[] = [];
let t: TestApp;
let port: number;
beforeAll(async () => {
  const capture = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({ logger: { ...logOptions('debug'), stream: capture } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Writes `bytes` in one write and collects everything until the server closes (or 3 s pass). */
function exchange(bytes: string): Promise<{ answer: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closed: false });
    }, 3000);
    socket.on('data', (data) => {
      answer += data.toString('utf8');
    });
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ answer, closed: true });
    });
    socket.on('error', () => {});
  });
}

const get = (path: string, extra = '') =>
  `GET ${path} HTTP/1.1\r\nHost: localhost\r\nMerchant: ${MERCHANT}\r\n${extra}\r\n`;
const statusLines = (answer: string) => [...answer.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => m[1]);

describe('pipelined requests', () => {
  it('answers every request up to a Connection: close one, in order, then closes', async () => {
    const { answer, closed } = await exchange(
      get('/wps/system/status') +
        get('/wps/system/domainRoute', 'Connection: close\r\n') +
        get('/wps/system/status'),
    );
    expect(statusLines(answer)).toEqual(['200', '200']);
    expect(answer).toContain('"domainList"');
    expect(closed).toBe(true);
  });

  it('answers the valid requests before garbage, then the 400 envelope, then closes', async () => {
    const { answer, closed } = await exchange(
      `${get('/wps/system/status')}${get('/wps/system/domainRoute')}NOT HTTP AT ALL\r\n\r\n`,
    );
    expect(statusLines(answer)).toEqual(['200', '200', '400']);
    expect(answer).toContain('"domainList"');
    expect(answer).toMatch(/"success":false,"errorCode":"request_param_err"/);
    expect(closed).toBe(true);
  });

  it('answers a request before a body in an unknown transfer coding, then the 400, logging no error', async () => {
    lines.length = 0;
    const { answer, closed } = await exchange(
      get('/wps/system/status') +
        `POST /wps/session/login/unsecure HTTP/1.1\r\nHost: localhost\r\nMerchant: ${MERCHANT}\r\n` +
        'Content-Type: application/json\r\nTransfer-Encoding: xchunked\r\n\r\n{"a":1}',
    );
    expect(statusLines(answer)).toEqual(['200', '400']);
    expect(closed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const logged = lines.map((line) => JSON.parse(line) as { level: number; err?: { stack?: string } });
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
    expect(logged.some((line) => line.err?.stack)).toBe(false);
  });
});
