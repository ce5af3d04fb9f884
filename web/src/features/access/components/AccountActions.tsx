import { Button, Group } from '@mantine/core';
import { isAgentType } from '@sim/shared/member-types';
import {
  type Icon,
  IconBuildingBank,
  IconCash,
  IconReceiptRefund,
  IconUserCircle,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../../lib/modal-router/context';
import { useSession } from '../../../lib/session/session';
import { useFeatureFlags } from '../../../lib/site-status/site-status';
import { type MemberCentrePage, pageIsOn } from '../../member-centre/member-centre-pages';
import { useOpenMemberCentre } from '../../member-centre/use-open-member-centre';
import { useProtectedAction } from '../use-protected-action';

type Feature = 'deposit' | 'withdraw' | 'memberCentre' | 'cashback';

const ENTRIES: readonly { feature: Feature; page: MemberCentrePage; icon: Icon }[] = [
  { feature: 'deposit', page: 'depositv2', icon: IconCash },
  { feature: 'withdraw', page: 'withdraw', icon: IconBuildingBank },
  { feature: 'memberCentre', page: 'securityCenter', icon: IconUserCircle },
  // the top bar's cashback, while MANPLAYREB3 is on (spec section 2)
  { feature: 'cashback', page: 'manualRebate', icon: IconReceiptRefund },
];

/** Deposit, withdraw, member centre, cashback (and agent centre for agents): each a protected action. */
export function AccountActions({ className }: { className?: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const protect = useProtectedAction();
  const openCentre = useOpenMemberCentre();
  const { open } = useModals();
  const flags = useFeatureFlags();
  const agent = session.status === 'member' && isAgentType(session.member.type);
  // who may go in is known once member info has loaded
  const loading = session.status === 'loading';

  const entry = (key: Feature | 'agentCentre', icon: Icon, onClick: () => void) => {
    const EntryIcon = icon;
    const label = t(`account.features.${key}`);
    return (
      <Button
        key={key}
        variant="subtle"
        size="compact-sm"
        leftSection={<EntryIcon size={16} />}
        onClick={onClick}
        disabled={loading}
        aria-label={label}
        title={label}
        data-testid={`account-${key}`}
      >
        {label}
      </Button>
    );
  };

  return (
    <Group gap={4} wrap="nowrap" px="md" className={className}>
      {ENTRIES.filter(({ page }) => pageIsOn(page, flags)).map(({ feature, page, icon }) =>
        entry(feature, icon, () => openCentre(page)),
      )}
      {agent &&
        entry('agentCentre', IconUsersGroup, () =>
          protect('agentCentre', () => open({ name: 'agentCentre' })),
        )}
    </Group>
  );
}
