// The tab's title and the page's description follow the route and the language: "Slots | SimBet",
// not the merchant's name on every page, so tabs, history and search results tell pages apart.
import { SITE_ROUTES, type SitePage } from '@sim/shared/site-routes';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandConfig } from '../../lib/site-status/site-status';

const PAGE_OF_PATH = new Map<string, SitePage>(
  Object.entries(SITE_ROUTES).map(([route, page]) => [`/${route.toLowerCase()}`, page]),
);

/** The page a path shows (the router matches without case and a trailing slash); undefined: none. */
export function pageOfPath(pathname: string): SitePage | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/index';
  return PAGE_OF_PATH.get(path);
}

function describe(content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

export function usePageMeta(pathname: string): void {
  const { t } = useTranslation();
  const { merchantName } = useBrandConfig();
  const page = pageOfPath(pathname) ?? 'notFound';
  const title = t(`meta.titles.${page}`);
  const description = t('meta.description', { merchant: merchantName });

  useEffect(() => {
    document.title = page === 'home' ? `${merchantName} | ${title}` : `${title} | ${merchantName}`;
    describe(description);
  }, [page, title, description, merchantName]);
}
