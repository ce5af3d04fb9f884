import { ActionIcon, Group, UnstyledButton } from '@mantine/core';
import { useInterval, useReducedMotion } from '@mantine/hooks';
import type { Announcements } from '@sim/shared/relay/mcsfe';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DrawnArt } from '../../../components/DrawnArt';
import classes from '../Notices.module.css';

type Banner = Announcements['banners'][number];

export const BANNER_INTERVAL_MS = 5000;

/** Where a banner leads: a promotion (linkageType P), a site path, or another site in a new tab. */
export function bannerTarget(banner: Pick<Banner, 'linkage' | 'linkageType'>) {
  if (banner.linkageType === 'P') return { kind: 'route' as const, to: `/promoDetail?id=${banner.linkage}` };
  if (banner.linkage.startsWith('/')) return { kind: 'route' as const, to: banner.linkage };
  if (/^https?:\/\//.test(banner.linkage)) return { kind: 'external' as const, href: banner.linkage };
  return { kind: 'none' as const };
}

/**
 * The home banners (groupName w_home), one at a time, advancing every 5 seconds, unless the visitor asks
 * for reduced motion: then they move only by the arrows (WCAG 2.2.2).
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduced = useReducedMotion() ?? false;
  const count = banners.length;
  const step = (by: number) => setIndex((current) => (current + by + count) % count);
  const interval = useInterval(() => step(1), BANNER_INTERVAL_MS);
  // The pictures asked for: the first with the page, the next one once it has hydrated (before the
  // carousel moves on), any other as it is shown. The page's first load then reads and draws one picture
  // (an SVG banner is a document of its own to the browser, 50 ms of a slow machine's main thread), not
  // every slide's, and that one lazily: after the first screen's layout, not in the way of its first
  // paint (the banner is never the largest paint: a vector picture counts as too little content).
  const [pictured, setPictured] = useState<ReadonlySet<number>>(() => new Set([0]));
  useEffect(() => {
    const next = (index + 1) % Math.max(count, 1);
    setPictured((shown) => (shown.has(index) && shown.has(next) ? shown : new Set([...shown, index, next])));
  }, [index, count]);

  useEffect(() => {
    if (count > 1 && !paused && !reduced) interval.start();
    return interval.stop;
  }, [count, paused, reduced, interval]);

  if (count === 0) return null;

  const follow = (banner: Banner) => {
    const target = bannerTarget(banner);
    if (target.kind === 'route') void navigate(target.to);
    if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
  };

  return (
    <section
      className={classes.banner}
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      data-testid="banner-carousel"
    >
      {banners.map((banner, i) => (
        <UnstyledButton
          key={banner.announcementId}
          className={classes.slide}
          data-active={i === index || undefined}
          aria-hidden={i !== index}
          tabIndex={i === index ? 0 : -1}
          onClick={() => follow(banner)}
          data-testid={`banner-${banner.announcementId}`}
        >
          {pictured.has(i) && (
            <DrawnArt src={banner.url} alt={banner.title} position="left" className={classes.art} />
          )}
        </UnstyledButton>
      ))}
      {count > 1 && (
        <>
          <ActionIcon
            className={classes.arrow}
            style={{ right: 44 }}
            variant="white"
            radius="xl"
            onClick={() => step(-1)}
            data-testid="banner-previous"
            aria-label={t('home.previousBanner')}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <ActionIcon
            className={classes.arrow}
            style={{ right: 8 }}
            variant="white"
            radius="xl"
            onClick={() => step(1)}
            data-testid="banner-next"
            aria-label={t('home.nextBanner')}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
          <Group gap={0} className={classes.dots}>
            {banners.map((banner, i) => (
              <UnstyledButton
                key={banner.announcementId}
                className={classes.dot}
                data-active={i === index || undefined}
                onClick={() => setIndex(i)}
                data-testid="banner-dot"
                aria-label={t('home.showBanner', { number: i + 1 })}
              />
            ))}
          </Group>
        </>
      )}
    </section>
  );
}
