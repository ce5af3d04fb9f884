import { Badge, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { LotteryGroup, LotteryMenuGame } from '@sim/shared/lgw/menus';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session/session';
import { useLatestDraws } from '../hooks';
import classes from '../Lottery.module.css';
import { BettingPanel } from './betting/BettingPanel';
import { MyLotteryBets } from './betting/MyLotteryBets';
import { DrawList } from './DrawList';
import { LotteryFrame } from './LotteryFrame';
import { LotteryMenu } from './LotteryMenu';

/** How many past draws of the selected lottery the lobby lists. */
export const RECENT_DRAWS = 10;
const FRAME_HEIGHT = 560;

interface LotteryLobbyProps {
  title: string;
  testId: string;
  groups: LotteryGroup[] | undefined;
  /** above the frame: popular lotteries, regions */
  header?: ReactNode;
  /** under the selected game's draws: results of the whole lobby */
  footer?: ReactNode;
}

/**
 * A header-only lottery lobby: menu on the left; on the right the selected lottery's betting panel
 * beside its recent draws, the member's bets on it, and its embedded game.
 */
/** The menu group (a vendor or a region, by its name) a lottery is listed under. */
const groupOf = (groups: LotteryGroup[] | undefined, game: LotteryMenuGame) =>
  groups?.find((group) => group.gameMenus.includes(game));

export function LotteryLobby({ title, testId, groups, header, footer }: LotteryLobbyProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const games = groups?.flatMap((group) => group.gameMenus) ?? [];
  const requested = params.get('gameCode');
  const selected = games.find((game) => game.gameCode === requested) ?? games[0] ?? null;
  const draws = useLatestDraws(RECENT_DRAWS, selected?.gameCode);
  const session = useSession();

  const select = (game: LotteryMenuGame) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('gameCode', game.gameCode);
      return next;
    });

  return (
    <Grid gap={0} className={classes.lobby} data-testid={testId}>
      <Grid.Col span={{ base: 12, md: 3 }} className={classes.menu}>
        <Title order={1} size="h3" px="md" py={{ base: 'xs', md: 'md' }}>
          {title}
        </Title>
        <LotteryMenu
          groups={groups}
          selected={selected?.gameCode ?? null}
          onSelect={select}
          height={FRAME_HEIGHT + 120}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack gap="md" px={{ base: 'sm', md: 'md' }} py="md">
          {header}
          {selected && (
            <>
              <Group gap="sm">
                <Title order={2} size="h3" data-testid="lottery-selected">
                  {selected.gameName}
                </Title>
                <Badge variant="light">{groupOf(groups, selected)?.labelName}</Badge>
                {params.get('playType') && (
                  <Text size="sm" c="dimmed">
                    {params.get('playType')}
                  </Text>
                )}
              </Group>
              <Grid gap="md">
                <Grid.Col span={{ base: 12, lg: 7 }}>
                  <BettingPanel key={selected.gameId} game={selected} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, lg: 5 }}>
                  <Title order={3} size="h4" mb="sm">
                    {t('lottery.recentDraws')}
                  </Title>
                  <DrawList draws={draws.data ?? []} testId="lottery-draws" />
                </Grid.Col>
              </Grid>
              {session.status === 'member' && <MyLotteryBets gameId={selected.gameId} />}
              <LotteryFrame key={selected.nodeId} game={selected} height={FRAME_HEIGHT} />
            </>
          )}
          {footer}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
