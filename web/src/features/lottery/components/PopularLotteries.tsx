import { Chip, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import scrollRow from '../../../components/PhoneScrollRow.module.css';
import { type PrizeMode, usePopularLotteries } from '../hooks';

/** The popular lotteries (count 20) as chips; picking one selects it in the lobby. */
export function PopularLotteries({ prizeMode }: { prizeMode: PrizeMode }) {
  const { t } = useTranslation();
  const popular = usePopularLotteries(prizeMode);
  const [params, setParams] = useSearchParams();

  if (!popular.data?.length) return null;

  return (
    <Group gap={6} className={scrollRow.row} data-testid="popular-lotteries">
      <Text size="sm" fw={700} mr={4}>
        {t('lottery.popular')}
      </Text>
      {popular.data.map((game) => (
        <Chip
          key={game.gameCode}
          size="xs"
          checked={params.get('gameCode') === game.gameCode}
          onChange={() =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.set('gameCode', game.gameCode);
              return next;
            })
          }
          data-testid={`popular-lottery-${game.gameCode}`}
        >
          {game.gameName}
        </Chip>
      ))}
    </Group>
  );
}
