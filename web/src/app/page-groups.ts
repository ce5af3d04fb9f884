// The lazy page groups of platform-spec.md section 2: every group is its own chunk, loaded on the
// first visit.
import { lazyComponent } from '../lib/first-paint/lazy-component';

/** A lazy page; `preload()` fetches its chunk ahead of the first render (the module is loaded once;
 *  a failed load is left to the page's error boundary on render). */
function page<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  const component = lazyComponent(load, name);
  const { preload } = component;
  return Object.assign(component, { preload: () => preload().catch(() => {}) });
}

export const PAGE_GROUPS = {
  index: page(() => import('../features/home/Home.page'), 'HomePage'),
  egame: page(() => import('../features/games/Slots.page'), 'SlotsPage'),
  live: page(() => import('../features/games/Live.page'), 'LivePage'),
  pvp: page(() => import('../features/games/Pvp.page'), 'PvpPage'),
  fish: page(() => import('../features/games/Fish.page'), 'FishPage'),
  sports: page(() => import('../features/games/Sports.page'), 'SportsPage'),
  esports: page(() => import('../features/games/Esports.page'), 'EsportsPage'),
  elott: page(() => import('../features/lottery/Elott.page'), 'ElottPage'),
  lottery: page(() => import('../features/lottery/Lottery.page'), 'LotteryPage'),
  vnlottery: page(() => import('../features/lottery/VnLottery.page'), 'VnLotteryPage'),
  eaLottery: page(() => import('../features/lottery/SeaLottery.page'), 'SeaLotteryPage'),
  byIframe: page(() => import('../features/play/Game.page'), 'GamePage'),
  promo: page(() => import('../features/rewards/promotions/Promotions.page'), 'PromotionsPage'),
  promoDetail: page(() => import('../features/rewards/promotions/PromoDetail.page'), 'PromoDetailPage'),
  pointMall: page(() => import('../features/rewards/point-mall/PointMall.page'), 'PointMallPage'),
  download: page(() => import('../features/download/Download.page'), 'DownloadPage'),
  joinus: page(() => import('../features/join/JoinUs.page'), 'JoinUsPage'),
  seamless: page(() => import('../features/seamless/Seamless.page'), 'SeamlessPage'),
  Vip: page(() => import('../features/vip/Vip.page'), 'VipPage'),
  help: page(() => import('../features/help/Help.page'), 'HelpPage'),
} as const;

/** The help group's other pages: the content alone, and the chat page customer service opens. */
export const HELP_PAGES = {
  helpContent: page(() => import('../features/help/Help.page'), 'HelpContentPage'),
  liveChat: page(() => import('../features/support/LiveChat.page'), 'LiveChatPage'),
} as const;

/** The operator's simple pages (terms, privacy, responsible gaming, licence): one small chunk. */
export const LEGAL_PAGES = {
  terms: page(() => import('../features/legal/Legal.page'), 'TermsPage'),
  privacy: page(() => import('../features/legal/Legal.page'), 'PrivacyPage'),
  responsibleGaming: page(() => import('../features/legal/Legal.page'), 'ResponsibleGamingPage'),
  licence: page(() => import('../features/legal/Legal.page'), 'LicencePage'),
} as const;

/** The index group's other pages: the register modal over home, the notices, the login page. */
export const INDEX_PAGES = {
  login: page(() => import('../features/session/Login.page'), 'LoginPage'),
  register: page(() => import('../features/register/Register.page'), 'RegisterPage'),
  notices: page(() => import('../features/notices/Notices.page'), 'NoticesPage'),
  bettingRecord: page(() => import('../features/records/BettingRecord.page'), 'BettingRecordPage'),
} as const;
