// pnpm sim shell | avatar against a live simulator, in-process as `pnpm sim` runs them.
import { describe, expect, it } from 'vitest';
import { loginAs, wps } from '../../server/src/test/harness.ts';
import { liveSimulator } from './live-simulator.ts';

const live = liveSimulator();
const sim = live.sim;

const status = async () => (await wps(live.t, 'GET', '/wps/system/status')).json().value.info;

describe('pnpm sim shell', () => {
  it('sets an app link (also its QR target), the hosts and the presets, which the status call then serves', async () => {
    expect((await sim('shell', 'link', 'IOS', 'https://apps.example/ios')).value).toMatchObject({
      resourceType: 'IOS',
      qrCodeUrl: 'https://apps.example/ios',
    });
    await sim('shell', 'cdns', '--images', '/cdn/images,https://img2.example/cdn/images');
    await sim('shell', 'presets', '20');

    const info = await status();
    expect(info.resources.find((r: { resourceType: string }) => r.resourceType === 'IOS').url).toBe(
      'https://apps.example/ios',
    );
    // the link replaced IOS's own row: the seeded seven stay seven (the lite iOS app and USDJUMP among them)
    expect(info.resources.map((r: { resourceType: string }) => r.resourceType).sort()).toEqual(
      ['Android', 'EMAIL', 'FACEBOOK', 'IOS', 'IOSLITE', 'MOBILECONFIG', 'USDJUMP'].sort(),
    );
    expect(info.imageCDNs).toEqual(['/cdn/images', 'https://img2.example/cdn/images']);
    expect(info.launchGameCDNs).toEqual(['/provider']);
    expect(info.config.avatarPresets).toBe(20);
    expect((await sim('shell', 'get')).value).toMatchObject({ avatarPresets: 20 });
  });

  it('refuses a link type the site does not show', async () => {
    const answer = await sim('shell', 'link', 'MYSPACE', 'https://x.example');
    expect(answer.code).not.toBe(0);
    expect(answer.stderr).toContain('resource type');
  });
});

describe('pnpm sim avatar', () => {
  it('puts a member on a preset and back on 0', async () => {
    expect((await sim('avatar', 'set', 'demo01', '--preset', '3')).value).toEqual({
      username: 'demo01',
      avatar: '3',
      avatarType: 'STATIC',
    });
    const token = await loginAs(live.t, 'demo01', 'Demo1234');
    expect(
      (await wps(live.t, 'GET', '/wps/relay/MCSFE_getPlayerAvatar', { token })).json().value.avatar,
    ).toBe('3');
    expect((await sim('avatar', 'reset', 'demo01')).value).toMatchObject({ avatar: '0' });
    expect((await sim('avatar', 'get', 'demo01')).value).toMatchObject({ avatar: '0', avatarType: 'STATIC' });
  });
});
