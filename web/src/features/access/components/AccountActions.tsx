import { Button, Group } from '@mantine/core';
import { isAgentType } from '@sim/shared/member-types';
import { type Icon, IconBuildingBank, IconCash, IconUserCircle, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../../app/modal-router/context';
import type { ComingSoonFeature } from '../../../app/modal-router/modal-requests';
import { useSession } from '../../session/hooks';
import type { AccessNeed } from '../access-rules';
import { useProtectedAction } from '../use-protected-action';

interface Entry {
  feature: ComingSoonFeature;
  need: AccessNeed;
  icon: Icon;
}

const ENTRIES: readonly Entry[] = [
  { feature: 'deposit', need: 'realAccount', icon: IconCash },
  { feature: 'withdraw', need: 'realAccount', icon: IconBuildingBank },
  { feature: 'memberCentre', need: 'memberCentre', icon: IconUserCircle },
];
const AGENT_ENTRY: Entry = { feature: 'agentCentre', need: 'agentCentre', icon: IconUsersGroup };

/** Deposit, withdraw, member centre (and agent centre for agents): each a protected action. */
export function AccountActions() {
  const { t } = useTranslation();
  const session = useSession();
  const protect = useProtectedAction();
  const { open } = useModals();
  const agent = session.status === 'member' && isAgentType(session.member.type);
  const entries = agent ? [...ENTRIES, AGENT_ENTRY] : ENTRIES;

  return (
    <Group gap={4} wrap="nowrap" px="md">
      {entries.map(({ feature, need, icon: EntryIcon }) => (
        <Button
          key={feature}
          variant="subtle"
          size="compact-sm"
          leftSection={<EntryIcon size={16} />}
          onClick={() => protect(need, () => open({ name: 'comingSoon', feature }))}
          // who may go in is known once member info has loaded
          disabled={session.status === 'loading'}
          data-testid={`account-${feature}`}
        >
          {t(`account.features.${feature}`)}
        </Button>
      ))}
    </Group>
  );
}
