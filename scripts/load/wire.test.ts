// The load client over node:http: answers sorted into ok, refused, error and unknown (no answer).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../lib/free-port.mjs';
import { Wire } from './wire.ts';

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function answering(handler: http.RequestListener): Promise<string> {
  server = http.createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the load client', () => {
  it('sends the body and headers, and sorts envelopes into ok and refused', async () => {
    const seen: unknown[] = [];
    const url = await answering((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        seen.push({ merchant: request.headers.merchant, auth: request.headers.authorization, body });
        const refused = request.url?.includes('no');
        response.end(
          JSON.stringify(
            refused
              ? { success: false, errorCode: 'INSUFFICIENT_BALANCE', message: 'not there' }
              : { success: true, value: { echo: body.length } },
          ),
        );
      });
    });
    const wire = new Wire(url, 'sim001');
    expect(await wire.post('/yes?a=1', { amount: 'ক' }, 'tok')).toMatchObject({
      kind: 'ok',
      value: { echo: JSON.stringify({ amount: 'ক' }).length },
    });
    expect(await wire.get('/no')).toMatchObject({ kind: 'refused', errorCode: 'INSUFFICIENT_BALANCE' });
    expect(seen[0]).toEqual({ merchant: 'sim001', auth: 'tok', body: '{"amount":"ক"}' });
  });

  it('calls a 5xx or a non-envelope an error, and no answer unknown', async () => {
    const url = await answering((request, response) => {
      if (request.url === '/reset') return request.socket.destroy();
      response.statusCode = request.url === '/boom' ? 500 : 200;
      response.end(request.url === '/boom' ? '{"success":false}' : 'plain text');
    });
    const wire = new Wire(url, 'sim001');
    expect(await wire.get('/boom')).toMatchObject({ kind: 'error' });
    expect(await wire.get('/text')).toMatchObject({ kind: 'error' });
    expect(await wire.get('/reset')).toMatchObject({ kind: 'unknown' });
    const nobody = new Wire(`http://127.0.0.1:${await freePort()}`, 'sim001');
    expect(await nobody.get('/x')).toEqual({ kind: 'unknown', reason: 'ECONNREFUSED' });
  });
});
