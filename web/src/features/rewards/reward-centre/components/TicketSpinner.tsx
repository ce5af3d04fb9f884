import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import type { SpinResult, Ticket } from '@sim/shared/relay/promofe';
import { IconConfetti, IconMoodEmpty } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../../lib/format/use-money';
import { useRewardNotices } from '../../components/use-reward-notices';
import { useRewardsMoved } from '../../rewards-moved';
import { useSpinTicket } from '../hooks';
import { PrizeWheel } from './PrizeWheel';
import { reelStops } from './reel-symbols';
import { SlotMachine } from './SlotMachine';

function spinsLeft(ticket: Ticket): number {
  return Math.max(ticket.spinsTotal - ticket.spinsUsed, 0);
}

/**
 * A ticket's machine and its Spin button. The ticket is kept here as the last answer left it, so the
 * lists refreshing underneath (after the reels stop) never take the machine away mid-spin.
 */
export function TicketSpinner({
  ticket: initial,
  onSpin,
}: {
  ticket: Ticket;
  onSpin: (ticket: Ticket) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const spinTicket = useSpinTicket();
  const moved = useRewardsMoved();
  const notices = useRewardNotices();
  const [ticket, setTicket] = useState(initial);
  const [result, setResult] = useState<SpinResult | null>(null);
  const [landed, setLanded] = useState(true);
  const left = spinsLeft(ticket);
  const won = result?.rewardType === 'CASH';

  const spin = () => {
    setLanded(false);
    onSpin(ticket);
    spinTicket.mutate(
      // a prize wheel turns once; a slot machine's last spin is the claim that pays
      { transactionId: ticket.transactionId, last: ticket.type === 'PRIZE_WHEEL' || left <= 1 },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setTicket(answer.ticket);
        },
        onError: (error) => {
          setLanded(true);
          notices.failed(error);
          void moved();
        },
      },
    );
  };
  const onLanded = () => {
    setLanded(true);
    void moved();
  };

  const spinKey = result ? `${result.transactionId}-${result.ticket.spinsUsed}` : null;
  return (
    <Stack align="center" gap="md" data-testid={`ticket-spinner-${ticket.transactionId}`}>
      <Center w="100%" style={{ overflow: 'hidden' }} py="sm">
        {ticket.type === 'PRIZE_WHEEL' ? (
          <PrizeWheel
            segments={ticket.prizes.map((prize) => prize.label)}
            landOn={result?.spin.prizeIndex ?? null}
            spinKey={spinKey}
            won={won}
            onLanded={onLanded}
          />
        ) : (
          <SlotMachine
            stops={
              result &&
              reelStops({
                reels: result.spin.reels,
                won,
                label: result.spin.label,
                seed: spinKey ?? '',
              })
            }
            spinKey={spinKey}
            won={won}
            onLanded={onLanded}
          />
        )}
      </Center>
      {result && landed && (
        <Alert
          color={won ? 'green' : 'gray'}
          icon={won ? <IconConfetti size={18} /> : <IconMoodEmpty size={18} />}
          data-testid="spin-result"
          data-reward={result.rewardType}
          w="100%"
          maw={420}
        >
          <Text fw={700}>
            {won
              ? t('rewards.centre.won', { prize: result.spin.label || money(result.rewardAmount) })
              : t('rewards.centre.noPrize')}
          </Text>
          {result.paidAmount > 0 && (
            <Text size="sm" data-testid="spin-paid">
              {t('rewards.centre.paid', { amount: money(result.paidAmount) })}
            </Text>
          )}
        </Alert>
      )}
      <Text size="sm" c="dimmed" data-testid="ticket-spins-left">
        {t('rewards.centre.spinsLeft', { spins: left })}
      </Text>
      <Button
        size="lg"
        radius="xl"
        onClick={spin}
        disabled={left === 0 || ticket.conditionStatus.length > 0 || !landed}
        loading={spinTicket.isPending}
        data-testid="ticket-spin"
      >
        {t(ticket.type === 'PRIZE_WHEEL' ? 'rewards.centre.spinWheel' : 'rewards.centre.spin')}
      </Button>
    </Stack>
  );
}
