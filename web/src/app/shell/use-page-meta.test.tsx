// Each page has its own title and the site a description (issue 44, item 12): not "SimBet" on every tab.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { renderInSite } from '../../test/render';
import { SkipLink } from './SkipLink';
import { pageOfPath, usePageMeta } from './use-page-meta';

function Meta({ path }: { path: string }) {
  usePageMeta(path);
  return null;
}

describe('page titles and description', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('finds the page of a path as the router matches it', () => {
    expect(pageOfPath('/rng')).toBe('slots');
    expect(pageOfPath('/VIP/')).toBe('vip');
    expect(pageOfPath('/responsible-gaming')).toBe('responsibleGaming');
    expect(pageOfPath('/no-such-page')).toBeUndefined();
  });

  it('titles each page by what it shows, in the page language', async () => {
    const { unmount } = renderInSite(<Meta path="/rng" />);
    expect(document.title).toMatch(/^Slots \| /);
    unmount();
    await changeLanguage('BN', false);
    renderInSite(<Meta path="/promotions" />);
    expect(document.title).toMatch(/^প্রোমোশন \| /);
    const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description).toMatch(/স্লট/);
  });

  it('titles an unknown route as not found', () => {
    renderInSite(<Meta path="/no-such-page" />);
    expect(document.title).toMatch(/^Page not found \| /);
  });

  it('offers a skip link to the main content as the first thing to tab to', () => {
    renderInSite(<SkipLink />);
    expect(screen.getByTestId('skip-link').getAttribute('href')).toBe('#main-content');
    expect(screen.getByTestId('skip-link').textContent).toBe('Skip to content');
  });
});
