// The site's sections in header order. Game categories are also the home page's cards; each has a
// vendor dropdown in the header and a lobby (features/games/lanes.ts decides which vendors).
import {
  type Icon,
  IconBallFootball,
  IconCards,
  IconCherry,
  IconCoins,
  IconDeviceGamepad2,
  IconFish,
  IconGift,
  IconHome,
  IconSwords,
  IconTicket,
} from '@tabler/icons-react';

export interface NavItem<Key extends string = string> {
  key: Key;
  path: string;
  icon: Icon;
}

export const GAME_CATEGORIES = [
  { key: 'lottery', path: '/lottery', icon: IconTicket },
  { key: 'live', path: '/live', icon: IconCards },
  { key: 'slots', path: '/rng', icon: IconCherry },
  { key: 'sports', path: '/sports', icon: IconBallFootball },
  { key: 'esports', path: '/esports', icon: IconDeviceGamepad2 },
  { key: 'elott', path: '/elott', icon: IconCoins },
  { key: 'fish', path: '/fish', icon: IconFish },
  { key: 'pvp', path: '/pvp', icon: IconSwords },
] as const satisfies readonly NavItem[];

export type GameCategoryKey = (typeof GAME_CATEGORIES)[number]['key'];

export const HOME = { key: 'home', path: '/index', icon: IconHome } as const satisfies NavItem;
export const PROMOTIONS = {
  key: 'promotions',
  path: '/promotions',
  icon: IconGift,
} as const satisfies NavItem;

export const NAV_ITEMS = [HOME, ...GAME_CATEGORIES, PROMOTIONS] as const;
export type NavKey = (typeof NAV_ITEMS)[number]['key'];

/** Spec section 2: these pages show the header only (no footer, the full width for the game). */
export const HEADER_ONLY_PATHS: readonly string[] = [
  '/lottery',
  '/vnlottery',
  '/seaLottery',
  '/game',
  '/seamless',
];

/** Spec section 2: the points mall has no side menu. */
export const NO_SIDE_MENU_PATHS: readonly string[] = ['/pointMall'];
