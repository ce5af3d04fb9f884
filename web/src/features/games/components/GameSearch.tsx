import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface GameSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** The lobby's search box: the game name filter of GCSGAME_gameList. */
export function GameSearch({ value, onChange }: GameSearchProps) {
  const { t } = useTranslation();

  return (
    <TextInput
      type="search"
      name="gameName"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      placeholder={t('games.searchPlaceholder')}
      aria-label={t('games.search')}
      leftSection={<IconSearch size={16} />}
      rightSection={
        value ? (
          <CloseButton size="sm" aria-label={t('games.clearSearch')} onClick={() => onChange('')} />
        ) : null
      }
      maxLength={64}
      w={{ base: '100%', sm: 280 }}
      data-testid="game-search"
    />
  );
}
