// A home banner's artwork carries its title: the Bengali site's banner reads in Bengali (issue 16, part 4).
import { announcementsSchema } from '@sim/shared/relay/mcsfe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okValue } from '../test/cashier-helpers.ts';
import { backToSeed, createTestApp, type TestApp, wps } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => backToSeed(t));

async function homeBannerIn(language: string) {
  const notices = announcementsSchema.parse(
    okValue(
      await wps(t, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W&execution=B', {
        headers: { language },
      }),
    ),
  );
  const banner = notices.banners.find((b) => b.groupName === 'w_home');
  const art = await t.app.inject({ method: 'GET', url: banner?.url ?? '/none' });
  return { title: banner?.title, art: art.body };
}

describe('banner artwork', () => {
  it("shows the banner's title in the language of the site that asked", async () => {
    const bengali = await homeBannerIn('BN');
    expect(bengali.art).toContain('<svg');
    expect(bengali.art).toContain(bengali.title);
    expect(bengali.art).not.toContain('Slots festival');
    expect((await homeBannerIn('EN')).art).toContain('Slots festival');
  });
});
