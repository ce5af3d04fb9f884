import { Badge, Menu } from '@mantine/core';
import type { VendorGroupKey } from '@sim/shared/relay/gcsgame';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import type { VendorCard } from '../../features/games/lanes';
import { useStartGame } from '../../features/play/use-start-game';
import type { GAME_CATEGORIES } from '../../lib/navigation/sections';
import { imageUrl } from '../../lib/site-status/cdn-hosts';
import { HeaderMenu } from './HeaderMenu';
import classes from './Shell.module.css';
import { useNavMenu } from './use-nav-menu';

interface CategoryNavProps {
  category: (typeof GAME_CATEGORIES)[number];
  vendors: VendorCard[];
  groups: VendorGroupKey[];
}

/** A category link whose hover dropdown lists its vendors (spec section 2, header). */
export function CategoryNav({ category, vendors, groups }: CategoryNavProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartGame();
  const menu = useNavMenu();
  const [, setOpened] = menu;
  const { icon: Icon } = category;

  return (
    <HeaderMenu
      menu={menu}
      trigger="hover"
      width={260}
      target={
        <NavLink
          to={category.path}
          className={classes.navLink}
          onClick={() => setOpened(false)}
          data-testid={`nav-${category.key}`}
        >
          <Icon size={18} stroke={1.6} />
          <span>{t(`nav.${category.key}`)}</span>
        </NavLink>
      }
    >
      {vendors.length > 0 && (
        <Menu.Dropdown data-testid={`nav-menu-${category.key}`} className={classes.navMenu}>
          <Menu.Label>{t('nav.vendors', { category: t(`nav.${category.key}`) })}</Menu.Label>
          {vendors.map((vendor) => (
            <Menu.Item
              key={vendor.vassalage}
              leftSection={<img src={imageUrl(vendor.small)} alt="" className={classes.vendorIcon} />}
              rightSection={
                vendor.maintenance ? (
                  <Badge size="xs" color="gray">
                    {t('games.maintenance')}
                  </Badge>
                ) : undefined
              }
              onClick={() => start.openVendor(vendor, category.path)}
              data-testid={`nav-vendor-${vendor.vassalage}`}
            >
              {vendor.displayName}
            </Menu.Item>
          ))}
          {groups.map((group) => (
            <Menu.Item
              key={group}
              onClick={() => void navigate(`${category.path}?page=${group}`)}
              data-testid={`nav-vendor-${group}`}
            >
              {t(`games.groups.${group}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      )}
    </HeaderMenu>
  );
}
