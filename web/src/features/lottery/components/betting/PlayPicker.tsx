import { Chip, Group, Text } from '@mantine/core';
import type { Play } from '@sim/shared/lgw/plays';
import { useTranslation } from 'react-i18next';

interface PlayPickerProps {
  plays: Play[];
  selected: Play;
  onSelect: (playId: number) => void;
}

/** The lottery family's plays as chips; the chosen play's rule and odds under them. */
export function PlayPicker({ plays, selected, onSelect }: PlayPickerProps) {
  const { t } = useTranslation();

  return (
    <div>
      <Chip.Group value={String(selected.playId)} onChange={(value) => onSelect(Number(value))}>
        <Group gap={6} wrap="wrap" aria-label={t('lottery.betting.play')} role="radiogroup">
          {plays.map((play) => (
            <Chip
              key={play.playId}
              value={String(play.playId)}
              size="xs"
              wrapperProps={{ 'data-testid': `lottery-play-${play.playId}` }}
            >
              {t(`lottery.plays.${play.code}` as never, { defaultValue: play.name })}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Text size="xs" c="dimmed" mt={6}>
        {t(`lottery.playHints.${selected.code}` as never, { defaultValue: '' })}{' '}
        {t('lottery.betting.odds', { odds: selected.odds })}
      </Text>
    </div>
  );
}
