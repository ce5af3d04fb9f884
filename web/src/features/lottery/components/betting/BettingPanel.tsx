import { Alert, Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { LotteryMenuGame } from '@sim/shared/lgw/menus';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../../lib/feedback/errors';
import { useIdempotentSubmit } from '../../../../lib/form/use-idempotent-submit';
import { useProtectedAction } from '../../../access/use-protected-action';
import { useDrawOpened, useLotteryPlays, useNearNumeros, usePlaceLotteryBet } from '../../hooks';
import { useBetSlip } from '../../use-bet-slip';
import { useServerCountdown } from '../../use-countdown';
import { DrawCountdown } from './DrawCountdown';
import { PickBoard } from './PickBoard';
import { PlayPicker } from './PlayPicker';
import { StakeForm } from './StakeForm';
import { useConfirmBet } from './use-confirm-bet';

/**
 * Betting on the selected lottery: the draw taking bets with its countdown, a play, the picks, price
 * and multiple, and the bet through the gateway once the member confirms its stake (a member with a
 * real account: the login popup or the trial warning otherwise). When a draw opens the member's bets
 * and balance refresh.
 */
export function BettingPanel({ game }: { game: LotteryMenuGame }) {
  const { t } = useTranslation();
  const near = useNearNumeros(game.gameId);
  const plays = useLotteryPlays(game.gameId);
  const slip = useBetSlip(plays.data);
  const place = usePlaceLotteryBet(game.gameId);
  const protect = useProtectedAction();
  const confirmBet = useConfirmBet();
  const { submit } = useIdempotentSubmit();
  const drawOpened = useDrawOpened(game.gameId);
  const closesIn = useServerCountdown(
    near.data?.currentNumero.closeTime,
    near.data?.serverTime,
    near.dataUpdatedAt,
  );

  // a draw that opened settles bets: the member's list and balance follow
  const lastDrawn = near.data?.lastNumero.numero;
  const seen = useRef(lastDrawn);
  useEffect(() => {
    if (lastDrawn && seen.current && lastDrawn !== seen.current) void drawOpened();
    seen.current = lastDrawn;
  }, [lastDrawn, drawOpened]);
  // the current draw closed: ask which one takes bets now
  const refetchNear = near.refetch;
  const closed = closesIn === 0;
  useEffect(() => {
    if (closed) void refetchNear();
  }, [closed, refetchNear]);

  const bet = () =>
    protect('realAccount', () => {
      if (!near.data || !slip.play) return;
      const request = {
        prizeMode: 'Lott',
        device: 'WEB',
        contents: [
          {
            gameId: game.gameId,
            playId: slip.play.playId,
            bettingContent: slip.content,
            singleBetPrice: slip.price,
            numero: [{ numero: near.data.currentNumero.numero, multiple: slip.multiple }],
            winStop: false,
            bettingApproach: 1,
            bettingSlip: null,
          },
        ],
      };
      const send = () =>
        void submit(async (requestId) => {
          const answer = await place.mutateAsync({ ...request, requestId });
          notifications.show({
            color: 'teal',
            message: t('lottery.betting.placed', { orderNo: answer.orderNo }),
          });
          slip.clear();
          return answer;
        });
      const { play, units, stake } = slip;
      confirmBet(
        { gameName: game.gameName, numero: near.data.currentNumero.numero, play, units, stake },
        send,
      );
    });

  return (
    <Paper withBorder radius="md" p="md" data-testid="lottery-betting">
      <Title order={3} size="h4" mb="sm">
        {t('lottery.betting.title')}
      </Title>
      {!near.data || !slip.play || !plays.data ? (
        near.isError || plays.isError ? (
          <Alert color="red">{describeError(near.error ?? plays.error, t)}</Alert>
        ) : (
          <Center py="lg">
            <Loader aria-label={t('common.loading')} />
          </Center>
        )
      ) : (
        <Stack gap="md">
          <DrawCountdown near={near.data} closesIn={closesIn} />
          <PlayPicker plays={plays.data} selected={slip.play} onSelect={slip.choosePlay} />
          <PickBoard play={slip.play} picks={slip.picks} onToggle={slip.toggle} />
          {place.isError && (
            <Alert color="red" data-testid="lottery-bet-error">
              {describeError(place.error, t)}
            </Alert>
          )}
          <StakeForm slip={slip} busy={place.isPending} onSubmit={bet} />
        </Stack>
      )}
    </Paper>
  );
}
