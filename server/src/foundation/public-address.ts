// Which peers may speak for the client (TRUST_PROXY) and where this server says it lives
// (PUBLIC_ORIGIN, or a Host header that passes a syntax check). X-Forwarded-* from anyone else is
// a client's own claim: it must not move the client out of a region block or into a game_url.
import net from 'node:net';

/** What Fastify's `trustProxy` takes: trust no one, the nearest n hops, or the named addresses. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges */
const PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PRESETS.has(entry) || net.isIP(entry) !== 0) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address || !bits || !/^\d{1,3}$/.test(bits)) return false;
  const family = net.isIP(address);
  return family !== 0 && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty or `false` trusts no one; a whole number trusts that many hops in front of
 * the server; otherwise a comma-separated list of addresses, CIDR ranges or `loopback`, `linklocal`,
 * `uniquelocal`. Throws a message fit for the operator.
 */
export function parseTrustProxy(text: string | undefined): TrustProxy {
  const value = text?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '*')
    throw new Error('trusting every peer lets anyone forge X-Forwarded-For: name the proxies or a hop count');
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0)
    throw new Error(`not an address, CIDR range, loopback, linklocal or uniquelocal: ${bad.join(', ')}`);
  return entries;
}

/** Fastify's `trustProxy`: its types take no hop count, so a count becomes the test proxy-addr makes of one. */
export function trustProxyOption(
  trust: TrustProxy = false,
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** PUBLIC_ORIGIN: `http(s)://host[:port]` and nothing more; answers it without a trailing slash. */
export function parsePublicOrigin(text: string | undefined): string | undefined {
  const value = text?.trim() ?? '';
  if (value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('must be http: or https:');
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash)
    throw new Error('must be an origin only (scheme, host and port), e.g. https://sim.example.com');
  return url.origin;
}

const LABEL = '[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?';
const HOST_NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*\\.?$`);

/** A Host header value fit for a URL: `hostname`, `IPv4` or `[IPv6]`, with an optional port. */
export function isValidHost(host: string): boolean {
  if (host.length === 0 || host.length > 255) return false;
  const match = /^(\[[^\]]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(host);
  if (!match) return false;
  const [, name, port] = match as unknown as [string, string, string | undefined];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false;
  if (name.startsWith('[')) return net.isIPv6(name.slice(1, -1));
  return HOST_NAME.test(name);
}
