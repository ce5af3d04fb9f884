import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { DEFAULT_MEMBER_CENTRE_PAGE } from '../../features/member-centre/member-centre-pages';
import { useOpenMemberCentre } from '../../features/member-centre/use-open-member-centre';
import { GAME_CATEGORIES, HOME, type NavItem, PROMOTIONS } from '../../lib/navigation';
import classes from './ShellBars.module.css';

const byKey = (key: string) => GAME_CATEGORIES.find((category) => category.key === key) as NavItem;

/** Spec section 2: the phone's bottom navigation includes e-sports and PvP. */
export const BOTTOM_NAV_ITEMS: readonly NavItem[] = [HOME, byKey('esports'), byKey('pvp'), PROMOTIONS];

/** The bar along the bottom of a phone's screen: home, e-sports, PvP, promotions and the member's own. */
export function BottomNav() {
  const { t } = useTranslation();
  const openCentre = useOpenMemberCentre();

  return (
    <nav className={classes.bottomNav} aria-label={t('shell.bottomNav.label')} data-testid="bottom-nav">
      {BOTTOM_NAV_ITEMS.map(({ key, path, icon: ItemIcon }) => (
        <NavLink key={key} to={path} className={classes.bottomNavItem} data-testid={`bottom-nav-${key}`}>
          <ItemIcon size={22} stroke={1.6} />
          {t(`nav.${key}` as 'nav.home')}
        </NavLink>
      ))}
      <button
        type="button"
        className={classes.bottomNavItem}
        onClick={() => openCentre(DEFAULT_MEMBER_CENTRE_PAGE)}
        data-testid="bottom-nav-me"
      >
        <IconUserCircle size={22} stroke={1.6} />
        {t('shell.bottomNav.me')}
      </button>
    </nav>
  );
}
