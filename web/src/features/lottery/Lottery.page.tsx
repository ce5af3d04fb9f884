import { useTranslation } from 'react-i18next';
import { LotteryLobby } from './components/LotteryLobby';
import { PopularLotteries } from './components/PopularLotteries';
import { useLotteryMenus } from './hooks';

/** /lottery (header only; query gameCode, playType): LOTT and ELOTT lotteries (prize mode ZY). */
export function LotteryPage() {
  const { t } = useTranslation();
  const menus = useLotteryMenus('ZY');

  return (
    <LotteryLobby
      title={t('nav.lottery')}
      testId="lottery-page"
      groups={menus.data}
      header={<PopularLotteries prizeMode="ZY" />}
    />
  );
}
