import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { DEFAULT_MEMBER_CENTRE_PAGE } from '../../features/member-centre/member-centre-pages';
import { useOpenMemberCentre } from '../../features/member-centre/use-open-member-centre';
import { GAME_CATEGORIES, HOME, type NavItem, PROMOTIONS } from '../../lib/navigation/sections';
import classes from './ShellBars.module.css';

const byKey = (key: string) => GAME_CATEGORIES.find((category) => category.key === key) as NavItem;

const ESPORTS_AND_PVP: readonly NavItem[] = [byKey('esports'), byKey('pvp')];

/**
 * Spec section 2: the phone's bottom navigation includes e-sports and PvP; the other game categories
 * follow them (the strip scrolls sideways), promotions last.
 */
export const BOTTOM_NAV_ITEMS: readonly NavItem[] = [
  HOME,
  ...ESPORTS_AND_PVP,
  ...GAME_CATEGORIES.filter((category) => !ESPORTS_AND_PVP.includes(category)),
  PROMOTIONS,
];

/** The bar along the bottom of a phone's screen: home, the game categories, promotions; the member's own pinned. */
export function BottomNav() {
  const { t } = useTranslation();
  const openCentre = useOpenMemberCentre();

  return (
    <nav className={classes.bottomNav} aria-label={t('shell.bottomNav.label')} data-testid="bottom-nav">
      <div className={classes.bottomNavStrip}>
        {BOTTOM_NAV_ITEMS.map(({ key, path, icon: ItemIcon }) => (
          <NavLink key={key} to={path} className={classes.bottomNavItem} data-testid={`bottom-nav-${key}`}>
            <ItemIcon size={22} stroke={1.6} />
            <span className={classes.bottomNavLabel}>{t(`nav.${key}` as 'nav.home')}</span>
          </NavLink>
        ))}
      </div>
      <button
        type="button"
        className={`${classes.bottomNavItem} ${classes.bottomNavMe}`}
        onClick={() => openCentre(DEFAULT_MEMBER_CENTRE_PAGE)}
        data-testid="bottom-nav-me"
      >
        <IconUserCircle size={22} stroke={1.6} />
        <span className={classes.bottomNavLabel}>{t('shell.bottomNav.me')}</span>
      </button>
    </nav>
  );
}
