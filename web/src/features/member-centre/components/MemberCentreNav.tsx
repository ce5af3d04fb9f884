import { Flex, NavLink } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureFlags } from '../../../lib/site-status/site-status';
import { MEMBER_CENTRE_PAGES, type MemberCentrePage, pageIsOn } from '../member-centre-pages';
import { PAGE_REGISTRY } from '../page-registry';
import { useOpenMemberCentre } from '../use-open-member-centre';
import { AgentCentreEntry } from './AgentCentreEntry';

/**
 * The member centre's left menu: one entry per page, the active one marked. On a phone its entries
 * wrap into rows above the page, each entry whole (a row that scrolled sideways showed its last entry
 * cut at the screen's edge, issue 44).
 */
export function MemberCentreNav({ active }: { active: MemberCentrePage }) {
  const { t } = useTranslation();
  const openCentre = useOpenMemberCentre();
  const nav = useRef<HTMLDivElement>(null);
  const flags = useFeatureFlags();

  // keep the active entry in sight (a no-op where all of the menu shows)
  useEffect(() => {
    nav.current
      ?.querySelector<HTMLElement>(`[data-page="${active}"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  return (
    <Flex
      component="nav"
      ref={nav}
      direction={{ base: 'row', sm: 'column' }}
      wrap={{ base: 'wrap', sm: 'nowrap' }}
      gap={2}
      aria-label={t('memberCentre.menu')}
      w={{ base: '100%', sm: 200 }}
      style={{ flexShrink: 0 }}
    >
      {MEMBER_CENTRE_PAGES.filter((page) => pageIsOn(page, flags)).map((page) => {
        const { icon: PageIcon, Badge } = PAGE_REGISTRY[page];
        return (
          <NavLink
            key={page}
            component="button"
            type="button"
            label={t(`memberCentre.pages.${page}`)}
            leftSection={<PageIcon size={18} stroke={1.6} />}
            rightSection={Badge ? <Badge /> : undefined}
            active={page === active}
            aria-current={page === active ? 'page' : undefined}
            onClick={() => openCentre(page)}
            data-page={page}
            data-testid={`member-centre-nav-${page}`}
            w={{ base: 'auto', sm: '100%' }}
            style={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          />
        );
      })}
      <AgentCentreEntry />
    </Flex>
  );
}
