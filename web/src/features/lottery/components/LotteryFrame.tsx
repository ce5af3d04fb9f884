import { Alert, Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import type { LotteryMenuGame } from '@sim/shared/lgw/menus';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/feedback/errors';
import { useModals } from '../../../lib/modal-router/context';
import { useSession } from '../../../lib/session/session';
import { GameFrame } from '../../play/components/GameFrame';
import { useEmbeddedLaunch } from '../../play/hooks';
import classes from '../Lottery.module.css';

/** The selected lottery launched into an embedded frame (launchGame with its nodeId). */
export function LotteryFrame({ game, height }: { game: LotteryMenuGame; height: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const { open } = useModals();
  const launch = useEmbeddedLaunch(
    session.status === 'member'
      ? { nodeId: game.nodeId, gameId: game.gameCode, vassalage: game.vassalage }
      : null,
  );

  if (session.status === 'anonymous') {
    return (
      <Paper withBorder radius="md" h={height} data-testid="lottery-login-needed">
        <Center h="100%">
          <Stack align="center" gap="sm" ta="center">
            <IconLock size={36} />
            <Text fw={600}>{t('login.needLogin')}</Text>
            <Button onClick={() => open({ name: 'login', reason: 'protected' })} data-testid="lottery-login">
              {t('login.submit')}
            </Button>
          </Stack>
        </Center>
      </Paper>
    );
  }
  if (launch.isError) {
    return (
      <Alert color="red" title={t('play.launchFailed')} data-testid="lottery-launch-error">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{describeError(launch.error, t)}</Text>
          <Button size="xs" variant="light" onClick={() => void launch.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!launch.data) {
    return (
      <Center h={height}>
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  return (
    <div className={classes.frameBox}>
      <GameFrame url={launch.data} title={game.gameName} testId="lottery-frame" height={height} />
    </div>
  );
}
