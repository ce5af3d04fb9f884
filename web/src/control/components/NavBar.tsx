import { NavLink, Stack } from '@mantine/core';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { PAGES } from '../pages';
import { S } from '../strings';

export function NavBar({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack gap={2}>
      {PAGES.map(({ id, Icon }) => (
        <NavLink
          key={id}
          component={RouterLink}
          to={`/${id}`}
          label={S.nav[id]}
          leftSection={<Icon size={18} />}
          active={pathname === `/${id}` || pathname.startsWith(`/${id}/`)}
          onClick={onNavigate}
          data-testid={`nav-${id}`}
        />
      ))}
    </Stack>
  );
}
