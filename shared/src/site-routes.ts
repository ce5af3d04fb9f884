// The member site's history-mode routes (platform-spec.md section 2), in one list: the web router draws
// a route for each, and the server answers each with the site's page when it is opened directly or
// reloaded, `/register.html` included (any other URL that looks like a file stays a file or a 404).
// Beyond the spec's table: /login (where loginedToHomePage sends visitors), /download (named beside
// /login among that flag's exceptions: the app page again, as /down), /bettingRecord, /livechat and the
// footer's /terms, /privacy, /responsible-gaming and /licence.

/** route (without its leading slash) -> the page it shows */
export const SITE_ROUTES = {
  index: 'home',
  register: 'register',
  'register.html': 'register',
  noticePage: 'notices',
  bettingRecord: 'bettingRecord',
  login: 'login',
  rng: 'slots',
  live: 'live',
  pvp: 'pvp',
  fish: 'fish',
  sports: 'sports',
  esports: 'esports',
  elott: 'elott',
  lottery: 'lottery',
  vnlottery: 'vnlottery',
  seaLottery: 'seaLottery',
  game: 'game',
  promotions: 'promotions',
  promoDetail: 'promoDetail',
  pointMall: 'pointMall',
  down: 'download',
  download: 'download',
  join: 'join',
  seamless: 'seamless',
  vip: 'vip',
  help: 'help',
  helpmc: 'helpContent',
  livechat: 'liveChat',
  // the operator's simple pages the footer links to
  terms: 'terms',
  privacy: 'privacy',
  'responsible-gaming': 'responsibleGaming',
  licence: 'licence',
} as const;

export type SiteRoute = keyof typeof SITE_ROUTES;
export type SitePage = (typeof SITE_ROUTES)[SiteRoute];

/** every URL the site routes, `/` (which goes on to /index) first */
export const SITE_ROUTE_URLS: readonly string[] = [
  '/',
  ...Object.keys(SITE_ROUTES).map((route) => `/${route}`),
];
