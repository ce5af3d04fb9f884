import { SITE_ROUTES, type SitePage } from '@sim/shared/site-routes';
import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage } from '../features/not-found/NotFound.page';
import { PageErrorBoundary } from './PageErrorBoundary';
import { HELP_PAGES, INDEX_PAGES, LEGAL_PAGES, PAGE_GROUPS } from './page-groups';
import { SiteShell } from './shell/SiteShell';

const { index: Home, egame: Slots, byIframe: GameFrame, eaLottery: SeaLottery, ...groups } = PAGE_GROUPS;

/** The page each of the site's routes shows (the routes themselves: @sim/shared/site-routes). */
const PAGES: Record<SitePage, ComponentType> = {
  home: Home,
  register: INDEX_PAGES.register,
  notices: INDEX_PAGES.notices,
  bettingRecord: INDEX_PAGES.bettingRecord,
  login: INDEX_PAGES.login,
  slots: Slots,
  live: groups.live,
  pvp: groups.pvp,
  fish: groups.fish,
  sports: groups.sports,
  esports: groups.esports,
  elott: groups.elott,
  lottery: groups.lottery,
  vnlottery: groups.vnlottery,
  seaLottery: SeaLottery,
  game: GameFrame,
  promotions: groups.promo,
  promoDetail: groups.promoDetail,
  pointMall: groups.pointMall,
  download: groups.download,
  join: groups.joinus,
  seamless: groups.seamless,
  vip: groups.Vip,
  help: groups.help,
  helpContent: HELP_PAGES.helpContent,
  liveChat: HELP_PAGES.liveChat,
  ...LEGAL_PAGES,
};

const ROUTES = Object.entries(SITE_ROUTES).map(([path, page]) => ({ path, Page: PAGES[page] }));

/**
 * History-mode routes (platform-spec.md section 2); the shell wraps every page. Declarative routes:
 * the site uses no loaders or actions, and the data router's code would be the largest part of
 * react-router in the first load.
 */
export function SiteRoutes() {
  return (
    <Routes>
      <Route element={<SiteShell />}>
        {/* inside the shell: a page that fails to load keeps the header around its error */}
        <Route element={<PageErrorBoundary />}>
          <Route index element={<Navigate to="/index" replace />} />
          {ROUTES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
