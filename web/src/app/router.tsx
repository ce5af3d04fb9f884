import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/not-found/NotFound.page';
import { HELP_PAGES, INDEX_PAGES, PAGE_GROUPS } from './page-groups';
import { RouteError } from './shell/RouteError';
import { SiteShell } from './shell/SiteShell';

const { index: Home, egame: Slots, byIframe: GameFrame, eaLottery: SeaLottery, ...groups } = PAGE_GROUPS;

/** History-mode routes (platform-spec.md section 2); the shell wraps every page. */
export const siteRoutes: RouteObject[] = [
  {
    element: <SiteShell />,
    children: [
      {
        // inside the shell: a page that fails to load keeps the header around its error
        errorElement: <RouteError />,
        children: pages(),
      },
    ],
  },
];

function pages(): RouteObject[] {
  return [
    { index: true, element: <Navigate to="/index" replace /> },
    { path: 'index', element: <Home /> },
    { path: 'register', element: <INDEX_PAGES.register /> },
    { path: 'register.html', element: <INDEX_PAGES.register /> },
    { path: 'noticePage', element: <INDEX_PAGES.notices /> },
    { path: 'bettingRecord', element: <INDEX_PAGES.bettingRecord /> },
    { path: 'login', element: <INDEX_PAGES.login /> },
    { path: 'rng', element: <Slots /> },
    { path: 'live', element: <groups.live /> },
    { path: 'pvp', element: <groups.pvp /> },
    { path: 'fish', element: <groups.fish /> },
    { path: 'sports', element: <groups.sports /> },
    { path: 'esports', element: <groups.esports /> },
    { path: 'elott', element: <groups.elott /> },
    { path: 'lottery', element: <groups.lottery /> },
    { path: 'vnlottery', element: <groups.vnlottery /> },
    { path: 'seaLottery', element: <SeaLottery /> },
    { path: 'game', element: <GameFrame /> },
    { path: 'promotions', element: <groups.promo /> },
    { path: 'promoDetail', element: <groups.promoDetail /> },
    { path: 'pointMall', element: <groups.pointMall /> },
    { path: 'down', element: <groups.download /> },
    { path: 'join', element: <groups.joinus /> },
    { path: 'seamless', element: <groups.seamless /> },
    { path: 'vip', element: <groups.Vip /> },
    { path: 'help', element: <groups.help /> },
    { path: 'helpmc', element: <HELP_PAGES.helpContent /> },
    { path: 'livechat', element: <HELP_PAGES.liveChat /> },
    { path: '*', element: <NotFoundPage /> },
  ];
}

export function createSiteRouter() {
  return createBrowserRouter(siteRoutes);
}
