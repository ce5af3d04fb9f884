import { ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { NAV_ITEMS } from '../navigation';
import classes from './Shell.module.css';

export function MainNav() {
  const { t } = useTranslation();

  return (
    <ScrollArea type="never" component="nav" aria-label={t('nav.label')}>
      <div className={classes.nav}>
        {NAV_ITEMS.map(({ key, path, icon: Icon }) => (
          <NavLink key={key} to={path} className={classes.navLink} data-testid={`nav-${key}`}>
            <Icon size={18} stroke={1.6} />
            <span>{t(`nav.${key}`)}</span>
          </NavLink>
        ))}
      </div>
    </ScrollArea>
  );
}
