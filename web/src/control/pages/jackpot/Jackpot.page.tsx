import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoney } from '@sim/shared/money';
import { useState } from 'react';
import { trpc } from '../../api';
import { Page, Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { formatTime } from '../../local-time';
import { useMerchant } from '../../merchant';
import { SUPPORT_S } from '../support/strings';

const T = SUPPORT_S.jackpot;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Stack>
  );
}

/** The jackpot pool: what it holds, set it, reset it. */
export function JackpotPage() {
  const merchant = useMerchant();
  const utils = trpc.useUtils();
  const jackpot = trpc.jackpot.get.useQuery({ merchant }, { refetchInterval: 3000 });
  const onSuccess = () => utils.jackpot.get.invalidate();
  const set = trpc.jackpot.set.useMutation({ onSuccess, meta: { success: T.saved } });
  const reset = trpc.jackpot.reset.useMutation({ onSuccess, meta: { success: T.resetDone } });
  const [amount, setAmount] = useState<number | string>('');
  const [percent, setPercent] = useState<number | string>('');

  return (
    <Page title={T.title} intro={T.intro}>
      <Section testId="jackpot-standing">
        <QueryState query={jackpot}>
          {(pool) => (
            <SimpleGrid cols={{ base: 2, md: 5 }}>
              <Figure label={T.amount} value={`${formatMoney(pool.amount)} ${pool.currency}`} />
              <Figure label={T.seed} value={formatMoney(pool.seed)} />
              <Figure label={T.contribution} value={`${pool.contributionPercent} %`} />
              <Figure label={T.bets} value={formatMoney(pool.betsSinceReset)} />
              <Figure label={T.lastReset} value={formatTime(new Date(pool.lastResetTime))} />
            </SimpleGrid>
          )}
        </QueryState>
      </Section>
      <Section title={T.set}>
        <Group align="flex-end">
          <NumberInput label={T.newAmount} min={0} decimalScale={2} value={amount} onChange={setAmount} />
          <NumberInput
            label={T.contribution}
            min={0}
            max={10}
            decimalScale={2}
            value={percent}
            onChange={setPercent}
          />
          <Button
            loading={set.isPending}
            onClick={() =>
              set.mutate({
                merchant,
                amount: amount === '' ? undefined : Number(amount),
                contributionPercent: percent === '' ? undefined : Number(percent),
              })
            }
          >
            {T.set}
          </Button>
          <Button
            variant="default"
            color="red"
            loading={reset.isPending}
            onClick={() => reset.mutate({ merchant })}
          >
            {T.reset}
          </Button>
        </Group>
      </Section>
    </Page>
  );
}
