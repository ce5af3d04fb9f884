import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Picks, Play } from '@sim/shared/lgw/plays';
import { useTranslation } from 'react-i18next';

interface PickBoardProps {
  play: Play;
  picks: Picks;
  onToggle: (position: number, option: string) => void;
}

/** One row of buttons per position of the play: digits, 2-digit numbers or big/small/odd/even. */
export function PickBoard({ play, picks, onToggle }: PickBoardProps) {
  const { t } = useTranslation();

  return (
    <Stack gap="sm" data-testid="lottery-pick-board">
      {play.positions.map((position, index) => (
        <div key={`${play.playId}-${position.name}`}>
          <Group gap="xs" mb={4}>
            <Text size="sm" fw={600}>
              {t(`lottery.positions.${position.name}`)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('lottery.betting.pickHint', { min: position.min, max: position.max })}
            </Text>
          </Group>
          <SimpleGrid cols={position.kind === 'BSOE' ? 4 : 10} spacing={4} verticalSpacing={4}>
            {position.options.map((option) => {
              const chosen = picks[index]?.includes(option) ?? false;
              return (
                <Button
                  key={option}
                  size="compact-sm"
                  px={0}
                  variant={chosen ? 'filled' : 'default'}
                  aria-pressed={chosen}
                  onClick={() => onToggle(index, option)}
                  data-testid={`lottery-pick-${index}-${option}`}
                >
                  {position.kind === 'BSOE' ? t(`lottery.picks.${option}` as never) : option}
                </Button>
              );
            })}
          </SimpleGrid>
        </div>
      ))}
    </Stack>
  );
}
