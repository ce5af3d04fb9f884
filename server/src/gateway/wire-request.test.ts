// The wire front's reading of a request: the plain form read exactly, every other form refused (Node's
// parser reads those), a head still arriving waited for.
import { describe, expect, it } from 'vitest';
import { MAX_WIRE_HEAD, readWireRequest } from './wire-request.ts';

const bytes = (text: string) => Buffer.from(text, 'latin1');
const head = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`;
const plain = (...headers: string[]) =>
  head(['GET /wps/system/status?url=x HTTP/1.1', 'Host: a', ...headers]);

describe('readWireRequest', () => {
  it('reads the target, the headers as sent (values trimmed) and where the head ends', () => {
    const first = plain('merchant:  sim001 \t', 'Language:EN', 'X-Empty:', 'Connection: Keep-Alive');
    const second = head(['GET /wps/member/info HTTP/1.1', 'HOST: a', 'Authorization: abc def']);
    const buffer = bytes(first + second);
    expect(readWireRequest(buffer, 0)).toEqual({
      url: '/wps/system/status?url=x',
      rawHeaders: [
        'Host',
        'a',
        'merchant',
        'sim001',
        'Language',
        'EN',
        'X-Empty',
        '',
        'Connection',
        'Keep-Alive',
      ],
      length: first.length,
    });
    // a pipelined request is read from where the first one ends
    expect(readWireRequest(buffer, first.length)).toEqual({
      url: '/wps/member/info',
      rawHeaders: ['HOST', 'a', 'Authorization', 'abc def'],
      length: second.length,
    });
  });

  it('waits for a head still arriving, up to its limit', () => {
    const whole = plain('merchant: sim001');
    expect(readWireRequest(bytes(whole.slice(0, -2)), 0)).toBe('incomplete');
    expect(readWireRequest(bytes('GET /'), 0)).toBe('incomplete');
    expect(readWireRequest(bytes(`GET /${'a'.repeat(MAX_WIRE_HEAD)}`), 0)).toBe('refused');
    expect(readWireRequest(bytes(plain(`X-Long: ${'a'.repeat(MAX_WIRE_HEAD)}`)), 0)).toBe('refused');
  });

  it.each([
    ['another method', head(['POST /wps/system/status HTTP/1.1', 'Host: a'])],
    ['a method in lower case', head(['get /wps/system/status HTTP/1.1', 'Host: a'])],
    ['HTTP/1.0', head(['GET /wps/system/status HTTP/1.0', 'Host: a'])],
    ['no Host header', head(['GET /wps/system/status HTTP/1.1', 'merchant: sim001'])],
    ['an absolute target', head(['GET http://a/wps/system/status HTTP/1.1', 'Host: a'])],
    ['two spaces', head(['GET  /wps/system/status HTTP/1.1', 'Host: a'])],
    ['a body by length, even empty', plain('Content-Length: 0')],
    ['a chunked body', plain('transfer-encoding: chunked')],
    ['an upgrade', plain('Upgrade: websocket')],
    ['an expectation', plain('Expect: 100-continue')],
    ['a closing connection', plain('Connection: close')],
    ['a connection naming other headers', plain('Connection: keep-alive, Upgrade')],
    ['a blank before the colon', plain('merchant : sim001')],
    ['no name', plain(': sim001')],
    ['a name outside the token characters', plain('mer(chant): sim001')],
    ['a folded line', plain('merchant: sim', ' 001')],
    ['a bare line feed', plain('merchant: sim001\nX-Smuggled: 1')],
    ['a bare carriage return', plain('merchant: sim001\rX: 1')],
    ['a control character', plain('merchant: sim\x00001')],
    ['a byte outside ASCII', plain('merchant: sim\xe9')],
    ['a line with no colon', plain('merchant sim001')],
  ])('refuses %s', (_case, text) => {
    expect(readWireRequest(bytes(text), 0)).toBe('refused');
  });
});
