import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconCreditCard,
  IconKey,
  IconLock,
  IconLockOpen,
  IconLogin,
  IconShieldLock,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';
import { useLoginAs, useUnlockPin, useUpdateMember } from './hooks';
import { MemberMoneyModal } from './modals/MemberMoney.modal';
import { SetPasswordForm } from './SetPasswordForm';

/**
 * Log in as, lock or unlock, set password; unlock the payment password while it is locked; the
 * member's bank cards, security questions and turnover locks.
 */
export function PersonaActions({
  username,
  locked,
  pinLocked,
}: {
  username: string;
  locked: boolean;
  pinLocked: boolean;
}) {
  const merchant = useMerchant();
  const loginAs = useLoginAs();
  const update = useUpdateMember();
  const unlockPin = useUnlockPin();
  const [moneyOpened, setMoneyOpened] = useState(false);

  const askPassword = () => {
    const id = modals.open({
      title: `${S.personas.setPassword}: ${username}`,
      children: (
        <SetPasswordForm
          merchant={merchant}
          username={username}
          onSubmit={(password) =>
            update.mutate({ merchant, username, password }, { onSuccess: () => modals.close(id) })
          }
        />
      ),
    });
  };

  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={S.personas.loginAs}>
        <ActionIcon
          variant="light"
          loading={loginAs.isPending}
          onClick={() => loginAs.open(username)}
          aria-label={`${S.personas.loginAs} ${username}`}
          data-testid={`persona-login-${username}`}
        >
          <IconLogin size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={locked ? S.personas.unlock : S.personas.lock}>
        <ActionIcon
          variant="light"
          color={locked ? 'orange' : 'gray'}
          onClick={() => update.mutate({ merchant, username, locked: !locked })}
          aria-label={`${locked ? S.personas.unlock : S.personas.lock} ${username}`}
          data-testid={`persona-lock-${username}`}
        >
          {locked ? <IconLockOpen size={16} /> : <IconLock size={16} />}
        </ActionIcon>
      </Tooltip>
      {pinLocked && (
        <Tooltip label={S.personas.unlockPin}>
          <ActionIcon
            variant="light"
            color="red"
            loading={unlockPin.isPending}
            onClick={() => unlockPin.mutate({ merchant, username })}
            aria-label={`${S.personas.unlockPin} ${username}`}
            data-testid={`persona-unlock-pin-${username}`}
          >
            <IconShieldLock size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={S.personas.setPassword}>
        <ActionIcon
          variant="light"
          color="gray"
          onClick={askPassword}
          aria-label={`${S.personas.setPassword} ${username}`}
          data-testid={`persona-password-${username}`}
        >
          <IconKey size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={S.personas.memberMoney}>
        <ActionIcon
          variant="light"
          color="gray"
          onClick={() => setMoneyOpened(true)}
          aria-label={`${S.personas.memberMoney} ${username}`}
          data-testid={`persona-money-${username}`}
        >
          <IconCreditCard size={16} />
        </ActionIcon>
      </Tooltip>
      <MemberMoneyModal username={username} opened={moneyOpened} onClose={() => setMoneyOpened(false)} />
    </Group>
  );
}
