import { flattenWhitelabel } from '@sim/shared/flags';
import { announcementsSchema } from '@sim/shared/relay/mcsfe';
import { memberInfoSchema } from '@sim/shared/wps/member';
import { locationSchema, systemStatusSchema } from '@sim/shared/wps/system';
import { consolidatedSettingsSchema, legacyNoticeListSchema } from '@sim/shared/wps/system-boot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminMutation,
  backToSeed,
  createTestApp,
  loginAs,
  setFlag,
  type TestApp,
  wps,
} from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => backToSeed(t));

const value = async (url: string, headers: Record<string, string> = {}) => {
  const answer = await wps(t, 'GET', url, { headers });
  expect(answer.json()).toMatchObject({ success: true });
  return answer.json().value;
};

describe('GET /wps/v2/system/status', () => {
  it('answers what /wps/system/status answers, maintenance included', async () => {
    const v2 = systemStatusSchema.parse(await value('/wps/v2/system/status'));
    const v1 = systemStatusSchema.parse(await value('/wps/system/status'));
    expect({ ...v2, serverTime: 0 }).toEqual({ ...v1, serverTime: 0 });
    await adminMutation(t, 'system.setStatus', { maintenance: true });
    expect((await value('/wps/v2/system/status')).maintenance).toBe(true);
  });
});

describe('GET /wps/system/location and /settings/consolidated', () => {
  it('tells the same place as the status', async () => {
    const location = locationSchema.parse(await value('/wps/system/location'));
    expect(location).toEqual((await value('/wps/system/status')).location);
    expect(location.country).toBe('BD');
  });

  it("gathers the merchant's settings and follows a module switched off", async () => {
    const settings = consolidatedSettingsSchema.parse(await value('/wps/system/settings/consolidated'));
    const status = await value('/wps/system/status');
    expect(settings.config).toEqual(status.info.config);
    expect(settings.register).toEqual(status.info.register);
    expect(settings.features).toEqual(flattenWhitelabel(status.info.whitelabel.childrenNodes));
    expect(settings.features.PTSYS3).toBe(true);
    await setFlag(t, 'PTSYS3', false);
    expect((await value('/wps/system/settings/consolidated')).features.PTSYS3).toBe(false);
  });

  it('still answers during maintenance', async () => {
    await adminMutation(t, 'system.setStatus', { maintenance: true });
    expect((await wps(t, 'GET', '/wps/system/settings/consolidated')).statusCode).toBe(200);
    expect((await wps(t, 'GET', '/wps/system/location')).statusCode).toBe(200);
  });
});

describe('POST /wps/system/collect', () => {
  it('takes a beacon and answers 204 without a body', async () => {
    const answer = await wps(t, 'POST', '/wps/system/collect', { body: { event: 'pageview', path: '/' } });
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
  });
});

describe('GET /wps/system/announcements and /announcements/advanced', () => {
  it('lists the live notices the relay lists, flat (PL by default) and grouped', async () => {
    const relay = announcementsSchema.parse(
      await value('/wps/relay/MCSFE_getListAnnouncements?types=PL,PU', { language: 'EN' }),
    );
    const flat = legacyNoticeListSchema.parse(await value('/wps/system/announcements', { language: 'EN' }));
    expect(flat.length).toBeGreaterThan(0);
    expect(flat.map((n) => n.id).sort()).toEqual(relay.player.map((n) => n.id).sort());
    expect(flat.every((n) => n.type === 'PL')).toBe(true);
    const both = legacyNoticeListSchema.parse(await value('/wps/system/announcements?types=PL,PU'));
    expect(both.map((n) => n.id).sort()).toEqual([...relay.player, ...relay.popup].map((n) => n.id).sort());
    const advanced = announcementsSchema.parse(
      await value('/wps/system/announcements/advanced?types=PL,PU', { language: 'EN' }),
    );
    expect(advanced).toEqual(relay);
  });

  it('never lists the agents’ notices and refuses an unknown type', async () => {
    expect((await wps(t, 'GET', '/wps/system/announcements?types=AG')).statusCode).toBe(400);
  });

  it('follows the simulated clock: a notice past its end is gone', async () => {
    const before = legacyNoticeListSchema.parse(await value('/wps/system/announcements'));
    const ending = await t.db.announcement.findFirstOrThrow({ where: { id: before[0]!.id } });
    await t.db.announcement.update({
      where: { id: ending.id },
      data: { endDate: new Date(t.sim.clock.now().getTime() + 60_000) },
    });
    await t.sim.clock.freeze(new Date(t.sim.clock.now().getTime() + 120_000));
    const after = legacyNoticeListSchema.parse(await value('/wps/system/announcements'));
    expect(after.map((n) => n.id)).not.toContain(ending.id);
  });
});

describe('POST /wps/member/info', () => {
  it('reads the member like GET (the legacy client posts) and needs a session', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    const read = await wps(t, 'GET', '/wps/member/info', { token });
    const posted = await wps(t, 'POST', '/wps/member/info', { token, body: {} });
    expect(memberInfoSchema.parse(posted.json().value)).toEqual(read.json().value);
    expect((await wps(t, 'POST', '/wps/member/info', { body: {} })).statusCode).toBe(401);
  });
});

describe('WPSCORE_checkIfAppDomain', () => {
  it("says whether a domain is the merchant's, and follows the router list an admin sets", async () => {
    const check = async (query: string) =>
      (await value(`/wps/relay/WPSCORE_checkIfAppDomain${query}`)) as {
        domain: string;
        isAppDomain: boolean;
      };
    expect(await check('?domain=sim001.sim.local')).toEqual({
      domain: 'sim001.sim.local',
      isAppDomain: true,
    });
    expect((await check('?domain=elsewhere.example')).isAppDomain).toBe(false);
    // without a domain: the host the call came to
    expect(await check('')).toEqual({ domain: 'localhost:80', isAppDomain: false });
    await adminMutation(t, 'brand.set', {
      merchant: 'sim001',
      domainRoute: [{ domain: 'qa.example', speed: 1 }],
    });
    expect((await check('?domain=QA.example')).isAppDomain).toBe(true);
  });
});

describe('the relays answered under a second name', () => {
  it('GLS2_getVassGameType answers the vendor/type map of GCSGAME_getVassGameType', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    const headers = { authorization: token };
    expect(await value('/wps/relay/GLS2_getVassGameType', headers)).toEqual(
      await value('/wps/relay/GCSGAME_getVassGameType', headers),
    );
  });

  it('CSP_ImUrl answers where the chat opens, as CBS_launchChat, for a member only', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    const headers = { authorization: token };
    const im = await value('/wps/relay/CSP_ImUrl', headers);
    expect(im).toEqual(await value('/wps/relay/CBS_launchChat', headers));
    expect(im.chatUrl).toMatch(/^\/livechat/);
    expect((await wps(t, 'GET', '/wps/relay/CSP_ImUrl')).statusCode).toBe(401);
  });
});
