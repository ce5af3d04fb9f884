import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage } from '../features/not-found/NotFound.page';
import { PageErrorBoundary } from './PageErrorBoundary';
import { HELP_PAGES, INDEX_PAGES, PAGE_GROUPS } from './page-groups';
import { SiteShell } from './shell/SiteShell';

const { index: Home, egame: Slots, byIframe: GameFrame, eaLottery: SeaLottery, ...groups } = PAGE_GROUPS;

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
          <Route path="index" element={<Home />} />
          <Route path="register" element={<INDEX_PAGES.register />} />
          <Route path="register.html" element={<INDEX_PAGES.register />} />
          <Route path="noticePage" element={<INDEX_PAGES.notices />} />
          <Route path="bettingRecord" element={<INDEX_PAGES.bettingRecord />} />
          <Route path="login" element={<INDEX_PAGES.login />} />
          <Route path="rng" element={<Slots />} />
          <Route path="live" element={<groups.live />} />
          <Route path="pvp" element={<groups.pvp />} />
          <Route path="fish" element={<groups.fish />} />
          <Route path="sports" element={<groups.sports />} />
          <Route path="esports" element={<groups.esports />} />
          <Route path="elott" element={<groups.elott />} />
          <Route path="lottery" element={<groups.lottery />} />
          <Route path="vnlottery" element={<groups.vnlottery />} />
          <Route path="seaLottery" element={<SeaLottery />} />
          <Route path="game" element={<GameFrame />} />
          <Route path="promotions" element={<groups.promo />} />
          <Route path="promoDetail" element={<groups.promoDetail />} />
          <Route path="pointMall" element={<groups.pointMall />} />
          <Route path="down" element={<groups.download />} />
          <Route path="join" element={<groups.joinus />} />
          <Route path="seamless" element={<groups.seamless />} />
          <Route path="vip" element={<groups.Vip />} />
          <Route path="help" element={<groups.help />} />
          <Route path="helpmc" element={<HELP_PAGES.helpContent />} />
          <Route path="livechat" element={<HELP_PAGES.liveChat />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
