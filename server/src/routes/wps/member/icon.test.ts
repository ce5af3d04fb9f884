import { avatarSchema } from '@sim/shared/wps/avatar';
import { domainRouteSchema } from '@sim/shared/wps/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, createTestApp, loginAs, type TestApp, wps } from '../../../test/harness.ts';
import {
  APPENDED_HTML,
  JPEG_BYTES,
  jpegDataUrl,
  PNG,
  PNG_BYTES,
  pngDataUrl,
  pngDeclaring,
  truncated,
} from '../../../test/images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const avatarOf = async (token: string, path = '/wps/member/info/icon') =>
  avatarSchema.parse((await wps(t, 'GET', path, { token })).json().value);
const putIcon = (token: string, body: unknown) => wps(t, 'PUT', '/wps/member/info/icon', { token, body });

describe('the avatar: /wps/member/info/icon and MCSFE_getPlayerAvatar', () => {
  it('starts on preset 0, as the platform answers', async () => {
    const token = await loginAs(t, 'down01', 'Down1234');
    expect(await avatarOf(token, '/wps/relay/MCSFE_getPlayerAvatar')).toEqual({
      avatar: '0',
      avatarType: 'STATIC',
    });
  });

  it('needs a session', async () => {
    const response = await wps(t, 'GET', '/wps/relay/MCSFE_getPlayerAvatar');
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe('login.not.session');
  });

  it('takes a preset, which both calls then answer', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    const put = await putIcon(token, { avatarType: 'STATIC', avatar: '5' });
    expect(put.json()).toEqual({ success: true, value: { avatar: '5', avatarType: 'STATIC' } });
    expect(await avatarOf(token)).toEqual({ avatar: '5', avatarType: 'STATIC' });
    expect(await avatarOf(token, '/wps/relay/MCSFE_getPlayerAvatar')).toEqual({
      avatar: '5',
      avatarType: 'STATIC',
    });
  });

  it('refuses a preset the merchant does not have', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    const put = await putIcon(token, { avatarType: 'STATIC', avatar: '12' });
    expect(put.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    await adminCaller(t).brand.set({ avatarPresets: 20 });
    expect((await putIcon(token, { avatarType: 'STATIC', avatar: '12' })).json().success).toBe(true);
    await adminCaller(t).brand.set({ avatarPresets: 12 });
  });

  it('takes a custom png and serves it from the image host under a new URL each time', async () => {
    const token = await loginAs(t, 'down02', 'Down1234');
    const first = avatarSchema.parse(
      (await putIcon(token, { avatarType: 'CUSTOM', avatar: PNG })).json().value,
    );
    expect(first.avatarType).toBe('CUSTOM');
    expect(first.avatar).toMatch(/^\/cdn\/images\/avatars\/custom\/\d+-1$/);
    const image = await t.app.inject({ method: 'GET', url: first.avatar });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(0, 4).toString('hex')).toBe('89504e47');

    const second = avatarSchema.parse(
      (await putIcon(token, { avatarType: 'CUSTOM', avatar: PNG })).json().value,
    );
    expect(second.avatar).not.toBe(first.avatar);
  });

  it.each([
    [
      'a png label on other bytes',
      `data:image/png;base64,${Buffer.from('not a picture').toString('base64')}`,
    ],
    ['a gif', 'data:image/gif;base64,R0lGODlhAQABAAAAACw='],
    ['plain text', 'hello'],
    ['a png signature alone', pngDataUrl(PNG_BYTES.subarray(0, 8))],
    ['a truncated jpg', jpegDataUrl(truncated(JPEG_BYTES))],
    ['a png declaring 50000 x 50000 pixels', pngDataUrl(pngDeclaring(50_000, 50_000))],
  ])('refuses %s as a custom picture and keeps the old one', async (_, avatar) => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    const before = await avatarOf(token);
    const put = await putIcon(token, { avatarType: 'CUSTOM', avatar });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect(await avatarOf(token)).toEqual(before);
  });

  it('serves the picture without the bytes appended after it', async () => {
    const token = await loginAs(t, 'down02', 'Down1234');
    const withPage = pngDataUrl(Buffer.concat([PNG_BYTES, APPENDED_HTML]));
    const { avatar } = avatarSchema.parse(
      (await putIcon(token, { avatarType: 'CUSTOM', avatar: withPage })).json().value,
    );
    const image = await t.app.inject({ method: 'GET', url: avatar });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload).toEqual(PNG_BYTES);
  });

  it('draws every preset on the image host', async () => {
    const image = await t.app.inject({ method: 'GET', url: '/cdn/images/avatars/3.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });

  it('lets the back office put a member on a preset and back to 0', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    await adminCaller(t).shell.setMemberAvatar({ username: 'demo01', preset: 7 });
    expect(await avatarOf(token)).toEqual({ avatar: '7', avatarType: 'STATIC' });
    await adminCaller(t).shell.resetMemberAvatar({ username: 'demo01' });
    expect(await avatarOf(token)).toEqual({ avatar: '0', avatarType: 'STATIC' });
  });

  it('is set by the scenario key avatars', async () => {
    const result = await adminCaller(t).scenario.run({
      name: 'avatars',
      avatars: [{ username: 'demo01', preset: 4 }],
    });
    expect(result.steps).toContain('avatar 4 for demo01');
    const token = await loginAs(t, 'demo01', 'Demo1234');
    expect(await avatarOf(token)).toEqual({ avatar: '4', avatarType: 'STATIC' });
  });
});

describe('GET /wps/system/domainRoute', () => {
  it('answers the router list without a session, and follows the back office', async () => {
    const before = domainRouteSchema.parse((await wps(t, 'GET', '/wps/system/domainRoute')).json().value);
    expect(before.domainList).toEqual([{ domain: 'www.sim001.sim.local', speed: 1 }]);
    const domainRoute = [
      { domain: 'a.sim.local', speed: 40 },
      { domain: 'b.sim.local', speed: 90 },
    ];
    await adminCaller(t).brand.set({ domainRoute });
    const after = domainRouteSchema.parse((await wps(t, 'GET', '/wps/system/domainRoute')).json().value);
    expect(after.domainList).toEqual(domainRoute);
    expect((await adminCaller(t).shell.get({})).domainRoute).toEqual(domainRoute);
  });
});
