// The translation areas (locales/<language>/<area>.json) the landing page's first screen reads: the
// shell, the header's login form, the home page, and a signed-in visitor's header. The build puts
// them in a language's first chunk (vite.config.ts); the language's other areas (error texts, the
// cashier, rewards, agents, …) are a second chunk, asked for right after the first paint.
export const FIRST_PAINT_AREAS: ReadonlySet<string> = new Set([
  'account',
  'avatar',
  'balance',
  'common',
  'footer',
  'forgot',
  'freePlay',
  'games',
  'home',
  'inbox',
  'language',
  'login',
  'logout',
  'lottery',
  'memberCentre',
  'meta',
  'nav',
  'notFound',
  'notices',
  'register',
  'session',
  'shell',
  'sideMenu',
  'system',
  'theme',
  'vip',
  'winners',
]);

/** src/i18n/locales/<language>/<area>.json → [language, area] */
export const LOCALE_FILE = /[\\/]i18n[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/;
