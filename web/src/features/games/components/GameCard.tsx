import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../../components/LazyImage';
import classes from '../Games.module.css';
import type { GameEntry } from '../game-entry';

export interface GameCardProps {
  game: GameEntry;
  /** logged in: the favourite star instead of the free-trial button */
  member: boolean;
  favourite: boolean;
  launching: boolean;
  onPlay: (game: GameEntry) => void;
  onTry: (game: GameEntry) => void;
  onFavourite: (game: GameEntry, favourite: boolean) => void;
}

/** A game in a lobby grid: artwork, badges, vendor, Play, and Try for visitors where a trial exists. */
export function GameCard({ game, member, favourite, launching, onPlay, onTry, onFavourite }: GameCardProps) {
  const { t } = useTranslation();
  const { nodeId, maintenance } = game;
  const canTry = !member && !game.isGroup && game.supportPlay === 0;

  return (
    <Card withBorder padding={0} radius="md" className={classes.card} data-testid={`game-card-${nodeId}`}>
      <div className={classes.thumb}>
        <LazyImage src={game.icon} alt={game.gameName} />
        <Group gap={4} className={classes.badges}>
          {game.isHot && (
            // the darkest shades: white on them reads at 4.5:1 or better
            <Badge size="xs" color="red.9" variant="filled" data-testid={`game-hot-${nodeId}`}>
              {t('games.hot')}
            </Badge>
          )}
          {game.isNew && (
            <Badge size="xs" color="teal.9" variant="filled" data-testid={`game-new-${nodeId}`}>
              {t('games.new')}
            </Badge>
          )}
        </Group>
        {member && !game.isGroup && (
          <Tooltip label={favourite ? t('games.unfavourite') : t('games.favourite')}>
            <ActionIcon
              variant="filled"
              color={favourite ? 'yellow' : 'dark'}
              radius="xl"
              size="md"
              className={classes.star}
              onClick={() => onFavourite(game, !favourite)}
              aria-label={favourite ? t('games.unfavourite') : t('games.favourite')}
              aria-pressed={favourite}
              data-testid={`favourite-${nodeId}`}
            >
              {favourite ? <IconStarFilled size={16} /> : <IconStar size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
        {maintenance && (
          <div className={classes.maintenance} data-testid={`game-maintenance-${nodeId}`}>
            <IconTool size={22} />
            <Text size="xs" fw={700}>
              {t('games.maintenance')}
            </Text>
          </div>
        )}
      </div>
      <Stack gap={6} p="xs">
        <div>
          <Text size="sm" fw={700} truncate title={game.gameName} data-testid="game-name">
            {game.gameName}
          </Text>
          <Text size="xs" c="dimmed" truncate data-testid="game-vendor">
            {game.vendorName}
          </Text>
        </div>
        <Group gap={6} grow wrap="nowrap">
          <Button
            size="compact-sm"
            onClick={() => onPlay(game)}
            disabled={maintenance}
            loading={launching}
            data-testid={`game-play-${nodeId}`}
          >
            {game.isGroup ? t('games.open') : t('games.play')}
          </Button>
          {canTry && (
            <Button
              size="compact-sm"
              variant="light"
              color="teal"
              px={6}
              onClick={() => onTry(game)}
              disabled={maintenance}
              data-testid={`game-try-${nodeId}`}
            >
              {t('games.try')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
