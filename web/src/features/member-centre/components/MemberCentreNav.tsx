import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from '../member-centre-pages';
import { PAGE_REGISTRY } from '../page-registry';
import { useOpenMemberCentre } from '../use-open-member-centre';

/** The member centre's left menu: one entry per page, the active one marked. */
export function MemberCentreNav({ active }: { active: MemberCentrePage }) {
  const { t } = useTranslation();
  const openCentre = useOpenMemberCentre();

  return (
    <Stack component="nav" gap={2} aria-label={t('memberCentre.menu')} w={{ base: '100%', sm: 200 }}>
      {MEMBER_CENTRE_PAGES.map((page) => {
        const { icon: PageIcon } = PAGE_REGISTRY[page];
        return (
          <NavLink
            key={page}
            component="button"
            type="button"
            label={t(`memberCentre.pages.${page}`)}
            leftSection={<PageIcon size={18} stroke={1.6} />}
            active={page === active}
            aria-current={page === active ? 'page' : undefined}
            onClick={() => openCentre(page)}
            data-page={page}
            data-testid={`member-centre-nav-${page}`}
          />
        );
      })}
    </Stack>
  );
}
