// Issue 42's boot, notice, report and relay calls as their clients make them over a real port: the go444
// front end's boot (GET /wps/v2/system/status, /wps/v2/member/securityConfig, /wps/system/settings/consolidated, /location, the beacon
// POST /wps/system/collect -> 204, WPSCORE_checkIfAppDomain, CSP_ImUrl, MCSFE_getCustomerKycMerchantSetting, PUT
// /wps/member/register/autoUsername), table B's GLS2_getVassGameType, and
// the legacy jQuery client's notices (GET /wps/system/announcements, /advanced), POST /wps/member/info and
// its product reports (detailedLottoPNL, personalPVPFishingPNL). Every answer is parsed with the shared contract.
import { kycSettingSchema } from '@sim/shared/relay/kyc';
import { announcementsSchema } from '@sim/shared/relay/mcsfe';
import { launchChatSchema } from '@sim/shared/relay/support';
import { memberInfoSchema } from '@sim/shared/wps/member';
import { registerResponseSchema } from '@sim/shared/wps/register';
import { personalProfitSchema } from '@sim/shared/wps/report';
import { securityConfigSchema } from '@sim/shared/wps/security-config';
import { locationSchema, systemStatusSchema } from '@sim/shared/wps/system';
import {
  appDomainSchema,
  consolidatedSettingsSchema,
  legacyNoticeListSchema,
} from '@sim/shared/wps/system-boot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, okValue, type RealSim, startRealSim } from './support/real-client.ts';

let sim: RealSim;
let token: string;
beforeAll(async () => {
  sim = await startRealSim();
  token = await loginAs(sim, 'demo01', 'Demo1234');
});
afterAll(() => sim.close());

const visitor = { Merchant: 'sim001', Language: 'EN' };
const member = () => ({ ...visitor, Authorization: token });

describe('the go444 boot', () => {
  it('reads the v2 status, settings, location, and sends its beacon', async () => {
    const status = okValue(
      await sim.call('GET', '/wps/v2/system/status', { headers: visitor }),
      systemStatusSchema,
    );
    const settings = okValue(
      await sim.call('GET', '/wps/system/settings/consolidated', { headers: visitor }),
      consolidatedSettingsSchema,
    );
    expect(settings.config.brand.merchant).toBe('sim001');
    expect(settings.mainDomain).toBe(status.info.mainDomain);
    const location = okValue(
      await sim.call('GET', '/wps/system/location', { headers: visitor }),
      locationSchema,
    );
    expect(location).toEqual(status.location);
    const beacon = await sim.call('POST', '/wps/system/collect', {
      headers: { ...visitor, 'content-type': 'application/json' },
      body: { event: 'boot', t: Date.now() },
    });
    expect(beacon.status).toBe(204);
    expect(beacon.text).toBe('');
    const domain = okValue(
      await sim.call('GET', `/wps/relay/WPSCORE_checkIfAppDomain?domain=${status.info.mainDomain}`, {
        headers: visitor,
      }),
      appDomainSchema,
    );
    expect(domain.isAppDomain).toBe(true);
  });

  it("reads the member's security config", async () => {
    const security = okValue(
      await sim.call('GET', '/wps/v2/member/securityConfig', { headers: member() }),
      securityConfigSchema,
    );
    expect(security.mobileBound).toBe(security.mobile !== null);
  });

  it('reads the KYC setting, and registers with a username the platform picks (PUT, plain JSON)', async () => {
    const kyc = okValue(
      await sim.call('GET', '/wps/relay/MCSFE_getCustomerKycMerchantSetting', { headers: member() }),
      kycSettingSchema,
    );
    expect(kyc.fields.map((f) => f.field)).toEqual(['payeeName', 'idNumber', 'mobileNum', 'email']);
    const registered = okValue(
      await sim.call('PUT', '/wps/member/register/autoUsername', {
        headers: { ...visitor, 'content-type': 'application/json' },
        body: { password: 'Pass1234', confirmPassword: 'Pass1234' },
      }),
      registerResponseSchema,
    );
    const info = okValue(
      await sim.call('GET', '/wps/member/info', { headers: { ...visitor, Authorization: registered.token } }),
      memberInfoSchema,
    );
    expect(info.account).toBe(registered.userName);
  });

  it('reads the chat address and the vendor/type map under their other names', async () => {
    const im = okValue(
      await sim.call('GET', '/wps/relay/CSP_ImUrl', { headers: member() }),
      launchChatSchema,
    );
    expect(im.chatUrl).toContain('/livechat');
    const map = await sim.call('GET', '/wps/relay/GLS2_getVassGameType', { headers: member() });
    expect(Object.keys(map.json<{ value: { content: object } }>().value.content).length).toBeGreaterThan(0);
  });
});

describe('the legacy jQuery client', () => {
  it('reads notices flat and grouped, its member by POST, and its product reports', async () => {
    const notices = okValue(
      await sim.call('GET', '/wps/system/announcements', { headers: visitor }),
      legacyNoticeListSchema,
    );
    expect(notices.length).toBeGreaterThan(0);
    const grouped = okValue(
      await sim.call('GET', '/wps/system/announcements/advanced', { headers: visitor }),
      announcementsSchema,
    );
    expect(grouped.player.map((n) => n.id).sort()).toEqual(notices.map((n) => n.id).sort());

    const info = okValue(
      await sim.call('POST', '/wps/member/info', {
        headers: { ...member(), 'content-type': 'application/json' },
        body: {},
      }),
      memberInfoSchema,
    );
    expect(info.account).toBe('demo01');

    for (const path of ['detailedLottoPNL', 'personalPVPFishingPNL']) {
      const pnl = okValue(
        await sim.call('GET', `/wps/report/${path}`, { headers: member() }),
        personalProfitSchema,
      );
      expect(pnl.total.betCount).toBe(pnl.rows.reduce((sum, row) => sum + row.betCount, 0));
    }
  });
});

describe('/docs', () => {
  it('lists every new call', async () => {
    const doc = (await sim.call('GET', '/docs/json')).json<{ paths: Record<string, unknown> }>();
    for (const path of [
      '/wps/v2/system/status',
      '/wps/v2/member/securityConfig',
      '/wps/system/settings/consolidated',
      '/wps/system/location',
      '/wps/system/collect',
      '/wps/system/announcements',
      '/wps/system/announcements/advanced',
      '/wps/member/info',
      '/wps/report/detailedLottoPNL',
      '/wps/report/personalPVPFishingPNL',
      '/wps/relay/WPSCORE_checkIfAppDomain',
      '/wps/relay/CSP_ImUrl',
      '/wps/relay/MCSFE_getCustomerKycMerchantSetting',
      '/wps/member/register/autoUsername',
      '/wps/relay/GLS2_getVassGameType',
    ])
      expect(Object.keys(doc.paths)).toContain(path);
  });
});
