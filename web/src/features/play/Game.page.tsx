import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconDeviceGamepad2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { MessagePanel } from '../../components/MessagePanel';
import { GameFrame } from './components/GameFrame';
import classes from './Game.module.css';
import type { GameFrameState } from './use-start-game';

function isFrameState(state: unknown): state is GameFrameState {
  return typeof state === 'object' && state !== null && typeof (state as GameFrameState).url === 'string';
}

/** /game: the launched game in an iframe under the header (spec section 2), with a way back. */
export function GamePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, key } = useLocation();

  if (!isFrameState(state)) {
    return (
      <MessagePanel
        testId="game-missing"
        icon={<IconDeviceGamepad2 size={36} />}
        title={t('play.noGameTitle')}
        body={t('play.noGameBody')}
      />
    );
  }

  // the first page of a tab has no history entry to return to
  const back = () => void (key === 'default' ? navigate('/index') : navigate(-1));

  return (
    <Stack gap={0} className={classes.page}>
      <Group justify="space-between" px="md" py={6} className={classes.bar} wrap="nowrap">
        <Button
          variant="subtle"
          size="compact-md"
          leftSection={<IconArrowLeft size={18} />}
          onClick={back}
          data-testid="game-back"
        >
          {t('play.back')}
        </Button>
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Text fw={700} truncate data-testid="game-title">
            {state.title}
          </Text>
          {state.trial && (
            <Badge color="teal" variant="light" data-testid="game-trial-badge">
              {t('play.trialBadge')}
            </Badge>
          )}
        </Group>
      </Group>
      <div className={classes.frame}>
        <GameFrame url={state.url} title={state.title} />
      </div>
    </Stack>
  );
}
