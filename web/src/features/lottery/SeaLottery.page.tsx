import { useTranslation } from 'react-i18next';
import { LotteryLobby } from './components/LotteryLobby';
import { PopularLotteries } from './components/PopularLotteries';
import { useLotteryMenus } from './hooks';

/** /seaLottery (header only): the SEA prize mode's lotteries (TCG Sea Lottery). */
export function SeaLotteryPage() {
  const { t } = useTranslation();
  const menus = useLotteryMenus('SEA');

  return (
    <LotteryLobby
      title={t('lottery.seaTitle')}
      testId="sealottery-page"
      groups={menus.data}
      header={<PopularLotteries prizeMode="SEA" />}
    />
  );
}
