import type { Announcements } from '@sim/shared/relay/mcsfe';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { markupOf, renderInSite } from '../../../test/render';
import { mockWire } from '../../../test/wire-mock';
import { BannerCarousel } from './BannerCarousel';

const banner = (id: number): Announcements['banners'][number] => ({
  title: `Banner ${id}`,
  announcementId: id,
  url: `/cdn/banners/home-${id}.svg`,
  linkage: '/slots',
  linkageType: 'L',
  groupName: 'w_home',
  platform: 'W',
  redirect: '',
});
const BANNERS = [banner(1), banner(2), banner(3)];

const pictures = () =>
  screen.queryAllByRole('img', { hidden: true }).map((img) => img.getAttribute('aria-label'));

describe('the banner carousel', () => {
  beforeAll(async () => {
    await changeLanguage('EN', false);
  });

  it("draws only the first slide's picture in the page's first render (the prerender's markup)", () => {
    const html = markupOf(<BannerCarousel banners={BANNERS} />);
    expect(html.match(/data-drawn-art=/g)).toHaveLength(1);
    expect(html).toContain('aria-label="Banner 1"');
  });

  it('asks for the next picture once mounted, and for each later one a slide ahead', () => {
    mockWire({});
    renderInSite(<BannerCarousel banners={BANNERS} />);
    expect(pictures()).toEqual(['Banner 1', 'Banner 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(pictures()).toEqual(['Banner 1', 'Banner 2', 'Banner 3']);
  });
});
