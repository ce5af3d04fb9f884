import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { EARLY_ANSWERS_KEY } from '../api/early-answers';
import type { wireGet } from '../api/wire';
import { changeLanguage } from '../i18n';
import { statusFixture } from '../test/fixtures';
import { envelope, mockWire } from '../test/wire-mock';

const HOME_CALLS = [
  '/wps/relay/VIS_getJackpot',
  '/wps/relay/MCSFE_getListAnnouncements',
  '/wps/relay/GCSGAME_hotGamesV2',
  '/wps/relay/GCSGAME_newGameVendor',
];
const anything = z.unknown();

/** A fresh page (no boot call sent yet) on `path`. */
function freshPage(path: string) {
  window.history.replaceState(null, '', path);
  delete (globalThis as { [EARLY_ANSWERS_KEY]?: unknown })[EARLY_ANSWERS_KEY];
}

/** A fresh copy of the module on a fresh page at `path`, run as the page's first script runs it. */
async function runEarlyCalls(path: string) {
  freshPage(path);
  vi.resetModules();
  const [wire, i18n] = await Promise.all([import('../api/wire'), import('../i18n'), import('./early-calls')]);
  return { wireGet: wire.wireGet as typeof wireGet, changeLanguage: i18n.changeLanguage };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the boot calls sent while the first load downloads', () => {
  beforeEach(async () => {
    await changeLanguage('BN', false);
  });
  // later test files find no early answer of these tests
  afterAll(() => freshPage('/'));

  it("the site bundle's wire client, another copy of the modules, takes the answers the HTML's copy sent", async () => {
    const wire = mockWire({
      'GET /wps/system/status': envelope(statusFixture()),
      'GET /wps/relay/VIS_getJackpot': envelope({ amount: 4 }),
      'GET /wps/relay/MCSFE_getListAnnouncements': envelope({ list: [] }),
      'GET /wps/relay/GCSGAME_hotGamesV2': envelope({ list: [] }),
      'GET /wps/relay/GCSGAME_newGameVendor': envelope({ data: { lanes: [] } }),
    });
    await runEarlyCalls('/index');
    await settle();
    vi.resetModules();
    const bundle = await import('../api/wire');

    await expect(bundle.wireGet('/wps/relay/VIS_getJackpot', anything)).resolves.toEqual({ amount: 4 });
    await bundle.wireGet('/wps/system/status', anything, { query: { url: window.location.host } });
    expect(wire.calls.map((c) => c.url.pathname)).toEqual(['/wps/system/status', ...HOME_CALLS]);
  });

  it("sends the status and, on the landing page of an open site, the page's data, each answered once to the query that asks", async () => {
    const wire = mockWire({
      'GET /wps/system/status': envelope(statusFixture()),
      'GET /wps/relay/VIS_getJackpot': envelope({ amount: 1 }),
      'GET /wps/relay/MCSFE_getListAnnouncements': envelope({ list: [] }),
      'GET /wps/relay/GCSGAME_hotGamesV2': envelope({ list: [] }),
      'GET /wps/relay/GCSGAME_newGameVendor': envelope({ data: { lanes: [] } }),
    });
    const { wireGet } = await runEarlyCalls('/index');
    await settle();
    expect(wire.calls.map((c) => c.url.pathname)).toEqual(['/wps/system/status', ...HOME_CALLS]);
    expect(wire.callsTo('/wps/relay/GCSGAME_hotGamesV2')[0]?.url.searchParams.get('language')).toBe('BN');

    // the queries' requests take the answers already there: no second call
    await wireGet('/wps/system/status', anything, { query: { url: window.location.host } });
    await expect(wireGet('/wps/relay/VIS_getJackpot', anything)).resolves.toEqual({ amount: 1 });
    expect(wire.calls).toHaveLength(HOME_CALLS.length + 1);
    // once: a later request (the jackpot's poll) asks afresh
    await wireGet('/wps/relay/VIS_getJackpot', anything);
    expect(wire.callsTo('/wps/relay/VIS_getJackpot')).toHaveLength(2);
  });

  it('a query asking before the status has answered waits for the early call instead of asking twice', async () => {
    let answerStatus = () => {};
    const statusAnswered = new Promise<void>((resolve) => {
      answerStatus = resolve;
    });
    const wire = mockWire({
      'GET /wps/relay/VIS_getJackpot': envelope({ amount: 2 }),
    });
    const fetchMock = wire.fetchMock.getMockImplementation();
    wire.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).startsWith('/wps/system/status')) {
        await statusAnswered;
        return new Response(JSON.stringify({ success: true, value: statusFixture() }));
      }
      return fetchMock?.(input, init) as Promise<Response>;
    });
    const { wireGet } = await runEarlyCalls('/');
    const jackpot = wireGet('/wps/relay/VIS_getJackpot', anything);
    await settle();
    answerStatus();
    await expect(jackpot).resolves.toEqual({ amount: 2 });
    expect(wire.fetchMock.mock.calls.filter(([url]) => String(url).includes('VIS_getJackpot'))).toHaveLength(
      1,
    );
  });

  it('sends no page data when the site is closed, nor off the landing page: the queries ask themselves', async () => {
    const wire = mockWire({
      'GET /wps/system/status': envelope(statusFixture({ maintenance: true })),
      'GET /wps/relay/VIS_getJackpot': envelope({ amount: 3 }),
    });
    const { wireGet } = await runEarlyCalls('/index');
    await settle();
    expect(wire.calls.map((c) => c.url.pathname)).toEqual(['/wps/system/status']);
    await expect(wireGet('/wps/relay/VIS_getJackpot', anything)).resolves.toEqual({ amount: 3 });

    const elsewhere = mockWire({ 'GET /wps/system/status': envelope(statusFixture()) });
    await runEarlyCalls('/vip');
    await settle();
    expect(elsewhere.calls.map((c) => c.url.pathname)).toEqual(['/wps/system/status']);
  });

  it('is not taken by a request in another language', async () => {
    const wire = mockWire({ 'GET /wps/system/status': envelope(statusFixture()) });
    const { wireGet, changeLanguage } = await runEarlyCalls('/vip');
    await changeLanguage('EN', false);
    await wireGet('/wps/system/status', anything, { query: { url: window.location.host } });
    expect(wire.calls.map((c) => c.headers.get('Language'))).toEqual(['BN', 'EN']);
  });
});
