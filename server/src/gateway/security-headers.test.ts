// Browser security headers: every answer carries them; the site's pages allow exactly their own inline
// script, and the provider's game page may be framed by the site (same origin) and run inline code.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp, wps } from '../test/harness.ts';
import { gameOf, providerToken } from '../test/play-helpers.ts';

const THEME_SCRIPT = "document.documentElement.dataset.theme = 'dark';";

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<html><head><meta name="sim-merchant" content="sim001" /><script>${THEME_SCRIPT}</script>` +
      '<script type="module" src="/assets/app.js"></script></head></html>',
  );
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const directive = (policy: string | undefined, name: string) =>
  (policy ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('security headers', () => {
  it('are on REST answers: CSP, nosniff, same-origin framing, no referrer', async () => {
    const response = await wps(t, 'GET', '/wps/system/status');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const policy = response.headers['content-security-policy'] as string;
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it("allow a site page's own inline script by its hash, and no other", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/index' });
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    const scripts = directive(response.headers['content-security-policy'] as string, 'script-src');
    expect(scripts).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('let the site frame the provider page, whose scripts are files of its own origin', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    const game = await gameOf(t, { gameType: 'RNG' });
    const launchToken = await providerToken(t, token, game.id);
    const response = await t.app.inject({ method: 'GET', url: `/provider/play?token=${launchToken}` });
    expect(response.statusCode).toBe(200);
    const policy = response.headers['content-security-policy'] as string;
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(response.body).not.toMatch(/<script>/);
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('let other origins load the public script and images (real front ends elsewhere)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/cdn/images/TCG_PROD_IMAGES/VENDOR_ICON/PG-COLOR.svg',
    });
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
