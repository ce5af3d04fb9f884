import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreLayout } from '../../../components/CentreLayout';
import { ModalFrame } from '../../../components/ModalFrame';
import { useModals } from '../../../lib/modal-router/context';
import { useSession } from '../../../lib/session/session';
import classes from '../AgentCentre.module.css';
import { AGENT_PAGES, type AgentPage, agentPageIsOn, DEFAULT_AGENT_PAGE, pageKey } from '../agent-pages';
import { AgentCentreNav } from '../components/AgentCentreNav';
import { useConsolidated } from '../hooks';
import { AGENT_PAGE_VIEWS } from '../page-registry';

declare module '../../../lib/modal-router/modal-requests' {
  interface ModalRequestMap {
    /** the agent centre on one of its pages (agentTeamOverview when none is named) */
    agentCentre: { page?: AgentPage };
  }
}

/** Wide enough for the team reports beside the menu. */
const AGENT_CENTRE_WIDTH = 1100;

/**
 * The agent centre (spec section 2): titled Agent, a left menu and one page, a close button. The
 * contract pages follow the consolidated flags; a page that is off opens the default instead.
 */
export function AgentCentreModal({ page: asked = DEFAULT_AGENT_PAGE }: { page?: AgentPage }) {
  const { t } = useTranslation();
  const { close } = useModals();
  const session = useSession();
  const consolidated = useConsolidated();
  const [picked, setPicked] = useState<AgentPage>(asked);
  const pages = AGENT_PAGES.filter((page) => agentPageIsOn(page, consolidated.data));
  const page = pages.includes(picked) ? picked : DEFAULT_AGENT_PAGE;
  const PageView = AGENT_PAGE_VIEWS[page];

  useEffect(() => {
    if (session.status === 'anonymous') close();
  }, [session.status, close]);

  return (
    <ModalFrame
      testId="agent-centre"
      closeTestId="agent-centre-close"
      title={t('agent.title')}
      onClose={close}
      fullScreenOnPhone
      width={AGENT_CENTRE_WIDTH}
    >
      {session.status === 'member' ? (
        <CentreLayout
          className={classes.centre}
          nav={<AgentCentreNav pages={pages} active={page} onPick={setPicked} />}
          page={page}
          title={t(`agent.pages.${pageKey(page)}`)}
          testId={`agent-page-${pageKey(page)}`}
        >
          <PageView member={session.member} />
        </CentreLayout>
      ) : (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
    </ModalFrame>
  );
}
