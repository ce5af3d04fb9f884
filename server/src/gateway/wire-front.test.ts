// The wire front over raw connections: the lane's plain calls answered off the socket with the head
// Node writes, in order when pipelined; everything else (another call, a split or unusual request, a
// declined answer) handed to Node whole, so nothing can be smuggled past its parser; Node's timeouts,
// half-closed and reset connections, and closing the server, all as Node does them.
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, MERCHANT, type TestApp } from '../test/harness.ts';
import { RawConnection } from '../test/raw-connection.ts';
import { rawGet } from '../test/raw-get.ts';

const status = (extra = '', merchant = MERCHANT) =>
  `GET /wps/system/status?url=localhost HTTP/1.1\r\nHost: a\r\nmerchant: ${merchant}\r\n${extra}\r\n`;
const balance = (token: string) =>
  `GET /wps/v2/wallets/balance?typeId=0 HTTP/1.1\r\nHost: a\r\nmerchant: ${MERCHANT}\r\nAuthorization: ${token}\r\n\r\n`;
const withoutDate = (head: string) => head.replace(/\r\nDate: [^\r]*/, '');

let t: TestApp;
let port: number;
let token: string;
/** requests Node's parser read (the front's own answers never reach it) */
let nodeRequests: number;
let closed: boolean;

const open = () => RawConnection.open(port);

beforeEach(async () => {
  t = await createTestApp();
  closed = false;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  token = await loginAs(t, 'demo01', 'Demo1234');
  // the first answers go through Fastify: the lane learns each route's headers from them
  const base = `http://127.0.0.1:${port}`;
  expect((await rawGet(`${base}/wps/system/status`, { merchant: MERCHANT })).status).toBe(200);
  const paid = await rawGet(`${base}/wps/v2/wallets/balance?typeId=0`, {
    merchant: MERCHANT,
    authorization: token,
  });
  expect(paid.status).toBe(200);
  nodeRequests = 0;
  t.app.server.prependListener('request', () => nodeRequests++);
});
afterEach(async () => {
  if (!closed) await t.close();
});

describe('the wire front', () => {
  it("answers the lane's plain calls itself, with the head and bytes Node writes for them", async () => {
    await t.sim.clock.freeze(t.sim.clock.now());
    const wire = await open();
    wire.send(status());
    const [own] = await wire.answers(1);
    expect(nodeRequests).toBe(0);
    // an empty Content-Length is left to Node, whose request goes to the lane all the same
    const node = await open();
    node.send(status('Content-Length: 0\r\n'));
    const [parsed] = await node.answers(1);
    expect(nodeRequests).toBe(1);
    expect(own!.status).toBe(200);
    expect(own!.head).toMatch(/\r\nDate: \w{3}, \d\d \w{3} \d{4} [\d:]{8} GMT\r\n/);
    expect(withoutDate(own!.head)).toBe(withoutDate(parsed!.head));
    expect(own!.body).toBe(parsed!.body);
    wire.close();
    node.close();
  });

  it('answers pipelined calls in order and hands Node the first it does not take, with all after it', async () => {
    const wire = await open();
    wire.send(status() + status() + status('', 'nosuch') + status());
    const answers = await wire.answers(4);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, answers[2]!.status, 200]);
    expect(JSON.parse(answers[2]!.body)).toMatchObject({ success: false });
    expect(answers[3]!.body).toBe(
      answers[0]!.body.replace(/"serverTime":\d+/, answers[3]!.body.match(/"serverTime":\d+/)![0]),
    );
    expect(nodeRequests).toBe(2); // the unknown merchant's call and the one after it
    wire.close();
  });

  it('hands Node a request split across packets, and keeps the connection there', async () => {
    const wire = await open();
    const request = status();
    wire.send(request.slice(0, 12));
    await new Promise((resolve) => setTimeout(resolve, 50));
    wire.send(request.slice(12));
    expect((await wire.answers(1))[0]!.status).toBe(200);
    wire.send(status());
    expect((await wire.answers(1))[0]!.status).toBe(200);
    expect(nodeRequests).toBe(2);
    wire.close();
  });

  it.each([
    ['a length', (inner: string) => `Content-Length: ${inner.length}\r\n\r\n${inner}`],
    [
      'chunks',
      (inner: string) =>
        `Transfer-Encoding: chunked\r\n\r\n${inner.length.toString(16)}\r\n${inner}\r\n0\r\n\r\n`,
    ],
  ])('reads a body given by %s as Node does: no request hides in it', async (_case, framed) => {
    const wire = await open();
    wire.send(status().slice(0, -2) + framed(status()));
    expect(await wire.next()).not.toBeNull();
    expect(await wire.next(500)).toBeNull();
    expect(nodeRequests).toBe(1);
    wire.close();
  });

  it('keeps the order of a token read answered later with the calls after it', async () => {
    const wire = await open();
    wire.send(balance(token) + status());
    const [paid, booted] = await wire.answers(2);
    expect(JSON.parse(paid!.body)).toMatchObject({ success: true, value: { currency: expect.any(String) } });
    expect(JSON.parse(booted!.body)).toMatchObject({ success: true });
    expect(nodeRequests).toBe(0);
    // a token the lane declines: that request and the rest go to Node, which refuses it
    wire.send(balance('stale-token') + status());
    const [refused, after] = await wire.answers(2);
    expect(refused!.status).toBe(401);
    expect(after!.status).toBe(200);
    expect(nodeRequests).toBe(2);
    wire.close();
  });

  it("closes a connection idle after its answers at the keep-alive timeout, and answers a silent one's timeout as Node does", async () => {
    t.app.server.keepAliveTimeout = 200;
    t.app.server.headersTimeout = 300;
    const idle = await open();
    idle.send(status());
    await idle.answers(1);
    const silent = await open();
    await idle.closed;
    const timedOut = await silent.next();
    expect(timedOut?.status).toBe(408);
    expect(JSON.parse(timedOut!.body)).toMatchObject({ success: false, errorCode: 'request_timeout' });
    await silent.closed;
  });

  it('leaves every request to Node when switched off (SIM_WIRE_FRONT=off), the lane answering all the same', async () => {
    const off = await createTestApp({ wireFront: false });
    try {
      await off.app.listen({ port: 0, host: '127.0.0.1' });
      let parsed = 0;
      off.app.server.prependListener('request', () => parsed++);
      const connection = await RawConnection.open((off.app.server.address() as AddressInfo).port);
      connection.send(status() + status());
      const answers = await connection.answers(2);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(parsed).toBe(2);
      connection.close();
    } finally {
      await off.close();
    }
  });

  it('lets the server close at once with idle connections open', async () => {
    const idle = await open();
    idle.send(status());
    await idle.answers(1);
    const started = performance.now();
    await t.close();
    closed = true;
    await idle.closed;
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it.each([
    ['a call answered at once', () => status(), 200],
    // Node too drops what a half-closed connection still waits for
    ['a token read answered later', () => balance(token), null],
  ])('shrugs off a client that resets or half-closes after %s', async (_case, request, halfClosedStatus) => {
    // the session read takes a while: the client goes while its answer is on the way
    const { sessions } = t.sim;
    const authenticate = sessions.authenticate.bind(sessions);
    sessions.authenticate = async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return authenticate(...args);
    };
    const reset = await open();
    reset.send(request());
    reset.close();
    const halfClosed = await open();
    halfClosed.send(request());
    halfClosed.socket.end();
    expect((await halfClosed.next())?.status ?? null).toBe(halfClosedStatus);
    await halfClosed.closed;
    const next = await open();
    next.send(status());
    expect((await next.answers(1))[0]!.status).toBe(200);
    next.close();
  });
});
