import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { isValidHost, parsePublicOrigin, parseTrustProxy, trustProxyOption } from './public-address.ts';

describe('TRUST_PROXY', () => {
  it('trusts no one by default', () => {
    for (const text of [undefined, '', ' ', 'false', '0']) expect(parseTrustProxy(text)).toBe(false);
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count or a list of addresses, CIDR ranges and named ranges', () => {
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 172.16.0.0/12,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it("hands Fastify a hop count as proxy-addr's test: the nearest n hops are proxies", () => {
    const trust = trustProxyOption(parseTrustProxy('1')) as (address: string, hop: number) => boolean;
    expect([trust('203.0.113.9', 0), trust('198.51.100.7', 1)]).toEqual([true, false]);
    expect(trustProxyOption(undefined)).toBe(false);
  });

  it('refuses trusting everyone and anything that is no address, with a clear message', () => {
    expect(() => parseTrustProxy('true')).toThrow(/name the proxies/);
    expect(() => parseTrustProxy('10.0.0.0/33,proxy.local')).toThrow(/10\.0\.0\.0\/33, proxy\.local/);
    expect(() => loadEnv({ TRUST_PROXY: '*' })).toThrow(/TRUST_PROXY: trusting every peer/);
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('is an http(s) origin and nothing more', () => {
    expect(parsePublicOrigin(undefined)).toBeUndefined();
    expect(parsePublicOrigin('https://Sim.Example.com:8443/')).toBe('https://sim.example.com:8443');
    expect(loadEnv({ PUBLIC_ORIGIN: 'http://10.1.2.3:3000' }).PUBLIC_ORIGIN).toBe('http://10.1.2.3:3000');
    for (const bad of ['javascript://x/', 'ftp://x', 'https://x/path', 'https://u:p@x', 'https://x?q', 'x'])
      expect(() => parsePublicOrigin(bad), bad).toThrow();
  });
});

describe('a Host header fit for a URL', () => {
  it('is a host name, IPv4 or [IPv6], with an optional port', () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      'sim.example.com',
      '10.0.0.1:80',
      '[::1]:3000',
      'sim_web',
    ])
      expect(isValidHost(host), host).toBe(true);
    for (const host of [
      '',
      'a b',
      'x/y',
      'x?y',
      'x#y',
      'x@y',
      'x:0',
      'x:65536',
      '[::1',
      '[nope]',
      'a..b',
      '-a',
      `${'a'.repeat(64)}.b`,
    ])
      expect(isValidHost(host), host).toBe(false);
  });
});
