// What Node answers before Fastify sees a request, over a real socket: headers over 16 KB, headers or
// a body trickled in too slowly. Each is cut off, and the answer is the platform's envelope.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    limits: { headersTimeoutMs: 400, requestTimeoutMs: 800, timeoutCheckIntervalMs: 100 },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

interface Exchange {
  /** everything the server wrote before it closed (or the test gave up) */
  answer: string;
  closedAfterMs: number | null;
}

/** Writes `head` at once, then each of `drip` every `gapMs`, until the server closes or `giveUpMs`. */
function exchange(head: string, drip: string[], gapMs: number, giveUpMs: number): Promise<Exchange> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer, closedAfterMs: closed ? performance.now() - started : null });
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('data', (data) => {
      answer += data.toString('utf8');
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => {});
    socket.write(head);
    timer = setInterval(() => {
      const next = drip.shift();
      if (next !== undefined && !socket.destroyed) socket.write(next);
    }, gapMs);
  });
}

const envelopeOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('requests Node refuses itself', () => {
  it('answers headers over 16 KB with 431 in the envelope', async () => {
    const head = `GET /wps/system/status HTTP/1.1\r\nHost: x\r\nMerchant: sim001\r\nX-Big: ${'a'.repeat(17_000)}\r\n\r\n`;
    const { answer } = await exchange(head, [], 50, 2000);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(envelopeOf(answer)).toMatchObject({ success: false, errorCode: 'request_header_too_large' });
  });

  it('cuts off a body trickled in slowly with 408 in the envelope', async () => {
    const head =
      'POST /wps/session/login/unsecure HTTP/1.1\r\nHost: x\r\nMerchant: sim001\r\n' +
      'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
    const { answer, closedAfterMs } = await exchange(head, Array(100).fill(' '), 100, 5000);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(2500);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(envelopeOf(answer)).toMatchObject({ success: false, errorCode: 'request_timeout' });
  });

  it('cuts off headers trickled in slowly', async () => {
    const drip = Array.from('Merchant: sim001\r\nX-Slow: yes\r\n');
    const { closedAfterMs } = await exchange('GET /wps/system/status HTTP/1.1\r\n', drip, 100, 5000);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(2000);
  });

  it('still serves a normal request on the same server', async () => {
    const { answer } = await exchange(
      'GET /wps/system/status HTTP/1.1\r\nHost: x\r\nMerchant: sim001\r\nConnection: close\r\n\r\n',
      [],
      50,
      3000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});
