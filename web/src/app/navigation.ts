// The site's sections in header order. Game categories are also the home page's cards and, until
// their lobbies exist, "opens soon" routes.
import {
  type Icon,
  IconBallFootball,
  IconCards,
  IconCherry,
  IconDeviceGamepad2,
  IconFish,
  IconGift,
  IconHelp,
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
  { key: 'fish', path: '/fish', icon: IconFish },
  { key: 'pvp', path: '/pvp', icon: IconSwords },
] as const satisfies readonly NavItem[];

export type GameCategoryKey = (typeof GAME_CATEGORIES)[number]['key'];

const HOME = { key: 'home', path: '/index', icon: IconHome } as const satisfies NavItem;
export const PROMOTIONS = {
  key: 'promotions',
  path: '/promotions',
  icon: IconGift,
} as const satisfies NavItem;

export const NAV_ITEMS = [HOME, ...GAME_CATEGORIES, PROMOTIONS] as const;
export type NavKey = (typeof NAV_ITEMS)[number]['key'];

/** Customer-service links of the simulator point here. */
const HELP = { key: 'help', path: '/help', icon: IconHelp } as const satisfies NavItem;

/** Sections that are routed but built later: they render the "opens soon" panel. */
export const UPCOMING_SECTIONS = [...GAME_CATEGORIES, PROMOTIONS, HELP] as const;
