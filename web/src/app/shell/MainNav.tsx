import { ScrollArea } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLanes } from '../../features/games/hooks';
import { ds88Vendor, lobbyVendors, spbVendors } from '../../features/games/lanes';
import { GAME_CATEGORIES, HOME, type NavItem, PROMOTIONS } from '../../lib/navigation/sections';
import { CategoryNav } from './CategoryNav';
import { Ds88Nav } from './Ds88Nav';
import { RewardsNav } from './RewardsNav';
import classes from './Shell.module.css';

function PlainNav({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const { icon: Icon } = item;
  return (
    <NavLink to={item.path} className={classes.navLink} data-testid={`nav-${item.key}`}>
      <Icon size={18} stroke={1.6} />
      <span>{t(`nav.${item.key}` as never)}</span>
    </NavLink>
  );
}

/** Home, the game categories with their vendor dropdowns (DS88 beside live casino), promotions, rewards. */
export function MainNav() {
  const { t } = useTranslation();
  const lanes = useLanes().data ?? [];
  const ds88 = ds88Vendor(lanes);

  return (
    <ScrollArea type="never" component="nav" aria-label={t('nav.label')}>
      <div className={classes.nav}>
        <PlainNav item={HOME} />
        {GAME_CATEGORIES.map((category) => (
          <Fragment key={category.key}>
            <CategoryNav
              category={category}
              vendors={lobbyVendors(lanes, category.key)}
              groups={category.key === 'slots' && spbVendors(lanes).length > 0 ? ['SPBGames'] : []}
            />
            {category.key === 'live' && ds88 && <Ds88Nav vendor={ds88} />}
          </Fragment>
        ))}
        <PlainNav item={PROMOTIONS} />
        <RewardsNav />
      </div>
    </ScrollArea>
  );
}
