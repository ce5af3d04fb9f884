import { NavLink } from '@mantine/core';
import { isAgentType } from '@sim/shared/member-types';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../../lib/modal-router/context';
import { useSession } from '../../../lib/session/session';
import { useProtectedAction } from '../../access/use-protected-action';

/** An agent's way from the member centre ("Me" on a phone) to the agent centre, which a phone otherwise
 *  reached only through the header's ⋮ menu (issue 44). Nothing for a member who is no agent. */
export function AgentCentreEntry() {
  const { t } = useTranslation();
  const session = useSession();
  const protect = useProtectedAction();
  const { open } = useModals();
  if (session.status !== 'member' || !isAgentType(session.member.type)) return null;

  return (
    <NavLink
      component="button"
      type="button"
      label={t('account.features.agentCentre')}
      leftSection={<IconUsersGroup size={18} stroke={1.6} />}
      onClick={() => protect('agentCentre', () => open({ name: 'agentCentre' }))}
      data-testid="member-centre-agent-centre"
      w={{ base: 'auto', sm: '100%' }}
      style={{ flexShrink: 0, whiteSpace: 'nowrap' }}
    />
  );
}
