import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DrawList } from './components/DrawList';
import { LotteryLobby } from './components/LotteryLobby';
import { useVnMenus, useVnOpenedDraws } from './hooks';

/** /vnlottery (header only): Vietnam lotteries by region, with every lottery's latest result. */
export function VnLotteryPage() {
  const { t } = useTranslation();
  const menus = useVnMenus();
  const opened = useVnOpenedDraws();
  const [, setParams] = useSearchParams();

  return (
    <LotteryLobby
      title={t('lottery.vnTitle')}
      testId="vnlottery-page"
      groups={menus.data}
      footer={
        <>
          <Title order={3} size="h4">
            {t('lottery.latestResults')}
          </Title>
          <DrawList
            draws={opened.data ?? []}
            testId="vn-opened-draws"
            onSelect={(draw) => setParams({ gameCode: draw.gameCode })}
          />
        </>
      }
    />
  );
}
