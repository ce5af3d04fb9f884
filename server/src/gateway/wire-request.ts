// The wire front's (wire-front.ts) reading of one request straight off the socket. It reads only the
// plainest form there is and calls everything else refused, so that Node's own parser meets every
// request whose framing could be read two ways: a GET on HTTP/1.1, a request line and header lines of
// printable ASCII each ending in CRLF, no body and nothing that changes what follows the head
// (Content-Length, Transfer-Encoding, Upgrade, Expect, Connection other than keep-alive), with the Host
// header HTTP/1.1 requires (Node answers its absence). The bytes it takes are exactly one request's
// head; any doubt hands the request, untouched, to Node.

/** the longest head read here; Node's own limit (16 KB) answers longer ones */
export const MAX_WIRE_HEAD = 8 * 1024;

export interface WireRequest {
  /** the request target as sent (Node's `req.url`) */
  url: string;
  /** names as sent and values without their surrounding blanks, in turn (Node's `req.rawHeaders`) */
  rawHeaders: string[];
  /** the head's length in bytes, its blank line included */
  length: number;
}

/** a request, one still arriving, or one Node's parser is to read */
export type WireRead = WireRequest | 'incomplete' | 'refused';

const HEAD_END = Buffer.from('\r\n\r\n', 'latin1');
const REQUEST_LINE = /^GET (\/[\x21-\x7e]*) HTTP\/1\.1$/;
// a token name, then a value of printable ASCII or tabs with no blank at either end
const HEADER_LINE =
  /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[\t ]*((?:[\x21-\x7e](?:[\t\x20-\x7e]*[\x21-\x7e])?)?)[\t ]*$/;
/** headers that say a body follows or the connection turns into something else */
const FRAMING = new Set(['content-length', 'transfer-encoding', 'upgrade', 'expect', 'te', 'trailer']);

/** The request whose head starts at `start`, if it is the plain kind, else why not. */
export function readWireRequest(buffer: Buffer, start: number): WireRead {
  const headEnd = buffer.indexOf(HEAD_END, start);
  if (headEnd < 0) return buffer.length - start > MAX_WIRE_HEAD ? 'refused' : 'incomplete';
  if (headEnd - start > MAX_WIRE_HEAD) return 'refused';
  const lines = buffer.toString('latin1', start, headEnd).split('\r\n');
  const requestLine = REQUEST_LINE.exec(lines[0]!);
  if (!requestLine) return 'refused';
  const rawHeaders: string[] = [];
  let host = false;
  for (let i = 1; i < lines.length; i++) {
    const header = HEADER_LINE.exec(lines[i]!);
    if (!header) return 'refused';
    const [, name, value] = header as unknown as [string, string, string];
    if (name.length <= 17) {
      const lower = name.toLowerCase();
      if (FRAMING.has(lower)) return 'refused';
      if (lower === 'connection' && value.toLowerCase() !== 'keep-alive') return 'refused';
      if (lower === 'host') host = true;
    }
    rawHeaders.push(name, value);
  }
  // HTTP/1.1 asks for a Host header; Node refuses a request without one (400), and so it is Node's
  if (!host) return 'refused';
  return { url: requestLine[1]!, rawHeaders, length: headEnd + HEAD_END.length - start };
}
