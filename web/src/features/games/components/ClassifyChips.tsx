import { Chip, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import scrollRow from '../../../components/PhoneScrollRow.module.css';

interface ClassifyChipsProps {
  keys: string[];
  value: string | null;
  onChange: (classify: string | null) => void;
}

const ALL = '';

/** The lane's classifications (the 15 live ones on /live, reel types on /rng) as filter chips. */
export function ClassifyChips({ keys, value, onChange }: ClassifyChipsProps) {
  const { t } = useTranslation();

  return (
    <Chip.Group multiple={false} value={value ?? ALL} onChange={(next) => onChange(next || null)}>
      <Group gap={6} className={scrollRow.row} data-testid="classify-chips">
        <Chip value={ALL} size="sm" data-testid="classify-all">
          {t('games.all')}
        </Chip>
        {keys.map((key) => (
          <Chip key={key} value={key} size="sm" data-testid={`classify-${key}`}>
            {t(`games.classify.${key}` as never, { defaultValue: key })}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
