import { Box, NavLink, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type AgentPage, pageKey } from '../agent-pages';
import { AGENT_PAGE_ICONS } from '../page-icons';

interface AgentCentreNavProps {
  pages: readonly AgentPage[];
  active: AgentPage;
  onPick: (page: AgentPage) => void;
}

/**
 * The agent centre's left menu: a column beside the page; on a phone (under the `sm` breakpoint) a
 * select above it, since twelve entries in a row would hide most of them.
 */
export function AgentCentreNav({ pages, active, onPick }: AgentCentreNavProps) {
  const { t } = useTranslation();
  const label = (page: AgentPage) => t(`agent.pages.${pageKey(page)}`);

  return (
    <>
      <Box hiddenFrom="sm" w="100%">
        <Select
          aria-label={t('agent.menu')}
          data={pages.map((page) => ({ value: page, label: label(page) }))}
          value={active}
          onChange={(value) => value && onPick(value as AgentPage)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          data-testid="agent-nav-select"
        />
      </Box>
      <Stack
        component="nav"
        visibleFrom="sm"
        gap={2}
        w={210}
        aria-label={t('agent.menu')}
        style={{ flexShrink: 0 }}
      >
        {pages.map((page) => {
          const PageIcon = AGENT_PAGE_ICONS[page];
          return (
            <NavLink
              key={page}
              component="button"
              type="button"
              label={label(page)}
              leftSection={<PageIcon size={18} stroke={1.6} />}
              active={page === active}
              aria-current={page === active ? 'page' : undefined}
              onClick={() => onPick(page)}
              data-page={page}
              data-testid={`agent-nav-${pageKey(page)}`}
            />
          );
        })}
      </Stack>
    </>
  );
}
