import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../../components/QueryView';
import { useRaffles } from '../hooks';
import { EmptyNote } from './EmptyNote';
import { RaffleCard } from './RaffleCard';

export function RafflesSection() {
  const { t } = useTranslation();
  const raffles = useRaffles();
  return (
    <QueryView query={raffles}>
      {(list) =>
        list.length === 0 ? (
          <EmptyNote text={t('rewards.centre.noRaffles')} testId="raffles-empty" />
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {list.map((raffle) => (
              <RaffleCard key={raffle.promotionId} raffle={raffle} />
            ))}
          </SimpleGrid>
        )
      }
    </QueryView>
  );
}
