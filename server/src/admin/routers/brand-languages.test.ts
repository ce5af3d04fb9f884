import { PLATFORM_LANGUAGES } from '@sim/shared/languages';
import { systemStatusSchema } from '@sim/shared/wps/system';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCaller, backToSeed, createTestApp, type TestApp, wps } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => backToSeed(t));

const config = async () =>
  systemStatusSchema.parse((await wps(t, 'GET', '/wps/system/status?url=localhost')).json().value).info
    .config;

describe("a merchant's languages (issue 42 item 5)", () => {
  it('offers 39 platform languages', () => {
    expect(PLATFORM_LANGUAGES).toHaveLength(39);
    expect(new Set(PLATFORM_LANGUAGES).size).toBe(39);
  });

  it('declares languages the site does not translate, and the status call hands them to the site', async () => {
    await adminCaller(t).brand.set({ supportedLanguages: ['EN', 'BN', 'HI', 'KO'], defaultLanguage: 'HI' });

    expect(await config()).toMatchObject({
      defaultLanguage: 'HI',
      supportLanguages: ['EN', 'BN', 'HI', 'KO'],
    });
    expect(await adminCaller(t).brand.get({})).toMatchObject({
      supportedLanguages: ['EN', 'BN', 'HI', 'KO'],
    });
  });

  it('refuses a code outside the platform list', async () => {
    await expect(adminCaller(t).brand.set({ supportedLanguages: ['EN', 'XX' as 'EN'] })).rejects.toThrow();
  });

  it('serves English content to a language it does not translate, and the merchant default to an unknown code', async () => {
    const lang = async (header: string) =>
      (await wps(t, 'GET', '/wps/system/helpCenter?device=WEB', { headers: { Language: header } })).json()
        .value[0]?.lang;

    expect(await lang('KO')).toBe('EN');
    expect(await lang('th')).toBe('TH');
    expect(await lang('XX')).toBe('BN');
  });
});
