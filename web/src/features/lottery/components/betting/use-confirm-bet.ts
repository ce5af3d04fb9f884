// A money bet asks before it goes: the site's dialog names the total stake, the lottery, the draw and
// the play, and only its confirm button sends the bet (a trial account never gets this far: the
// protected action warns it first).
import type { Play } from '@sim/shared/lgw/plays';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../../lib/format/use-money';
import { useModals } from '../../../../lib/modal-router/context';

export interface BetToConfirm {
  gameName: string;
  numero: string;
  play: Play;
  units: number;
  stake: number;
}

export function useConfirmBet() {
  const { t } = useTranslation();
  const money = useMoney();
  const { warn } = useModals();

  return (bet: BetToConfirm, send: () => void) =>
    warn({
      testId: 'lottery-bet',
      title: t('lottery.betting.confirmTitle'),
      message: t('lottery.betting.confirmBody', {
        stake: money(bet.stake),
        game: bet.gameName,
        numero: bet.numero,
        play: t(`lottery.plays.${bet.play.code}` as never, { defaultValue: bet.play.name }),
        units: bet.units,
      }),
      confirmLabel: t('lottery.betting.confirm'),
      onConfirm: send,
    });
}
