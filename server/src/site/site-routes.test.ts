// Every route of the site loads when it is opened directly or reloaded: the server answers the site's
// page for each (platform-spec.md section 2's table, /download of its login-redirect exceptions, and
// whatever else the web router draws from @sim/shared/site-routes), while real files stay files and an
// unknown file or API path stays a 404.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_ROUTE_URLS } from '@sim/shared/site-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

/** platform-spec.md section 2: the route table, row by row, and the routes its login redirect names */
const SPEC_ROUTES = [
  '/',
  '/index',
  '/register',
  '/register.html',
  '/noticePage',
  '/vip',
  '/pointMall',
  '/lottery',
  '/vnlottery',
  '/seaLottery',
  '/elott',
  '/rng',
  '/live',
  '/pvp',
  '/fish',
  '/sports',
  '/esports',
  '/promotions',
  '/promoDetail',
  '/seamless',
  '/help',
  '/helpmc',
  '/down',
  '/join',
  '/game',
  // "every page except /login, /register, /register.html, /helpmc and /download redirects to /login"
  '/login',
  '/download',
];
/** the queries the table names */
const WITH_QUERIES = [
  '/register.html?referralCode=abc123',
  '/lottery?gameCode=VNC&playType=1',
  '/rng?page=PG',
];

const PAGE = '<html><head><meta name="sim-merchant" content="sim001" /></head><body>site</body></html>';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), PAGE);
  fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
  t = await createTestApp({ webDist: dist, defaultMerchant: 'sim002' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

function expectSitePage(response: Awaited<ReturnType<typeof get>>) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.body).toContain('<meta name="sim-merchant" content="sim002" />');
}

describe("the site's routes", () => {
  it("include every row of the spec's route table", () => {
    expect(SITE_ROUTE_URLS).toEqual(expect.arrayContaining(SPEC_ROUTES));
  });

  it.each([...new Set([...SPEC_ROUTES, ...SITE_ROUTE_URLS]), ...WITH_QUERIES])(
    'answers %s with the site page, and its reload with a 304',
    async (url) => {
      const first = await get(url);
      expectSitePage(first);
      const reload = await get(url, { 'if-none-match': String(first.headers.etag) });
      expect(reload.statusCode).toBe(304);
    },
  );

  it('keeps real files as files', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toBe('User-agent: *');
  });

  it.each(['/missing.html', '/register.htm', '/download.html', '/assets/missing.js', '/vip/x.png'])(
    'answers an unknown file %s with the 404 envelope',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json().success).toBe(false);
    },
  );

  it.each(['/no-such-page', '/vip/extra', '/promotions/x/y'])(
    'answers %s, a path no route draws, with the site page (its not-found page) and a 404',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<meta name="sim-merchant" content="sim002" />');
    },
  );

  it.each(['/VIP', '/vip/', '/terms', '/responsible-gaming'])(
    'answers %s as the router matches it (no case, a trailing slash) with a 200',
    async (url) => {
      expectSitePage(await get(url));
    },
  );

  it('answers a route named like a file only to GET', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/register.html', payload: {} });
    expect(response.statusCode).toBe(404);
  });
});
