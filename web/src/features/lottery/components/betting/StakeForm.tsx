import { Button, Group, NumberInput, SimpleGrid, Text } from '@mantine/core';
import { LOTTERY_LIMITS } from '@sim/shared/lgw/betting';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../../lib/format/use-money';
import type { BetSlip } from '../../use-bet-slip';

interface StakeFormProps {
  slip: BetSlip;
  busy: boolean;
  onSubmit: () => void;
}

/** Unit price and multiple, what the picks make (units, total stake), and the bet button. */
export function StakeForm({ slip, busy, onSubmit }: StakeFormProps) {
  const { t } = useTranslation();
  const money = useMoney();

  return (
    <>
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput
          label={t('lottery.betting.price')}
          value={slip.price}
          onChange={(value) => slip.setPrice(typeof value === 'number' ? value : LOTTERY_LIMITS.minPrice)}
          min={LOTTERY_LIMITS.minPrice}
          max={LOTTERY_LIMITS.maxPrice}
          decimalScale={2}
          clampBehavior="strict"
          data-testid="lottery-price"
        />
        <NumberInput
          label={t('lottery.betting.multiple')}
          value={slip.multiple}
          onChange={(value) => slip.setMultiple(typeof value === 'number' ? value : 1)}
          min={1}
          max={LOTTERY_LIMITS.maxMultiple}
          allowDecimal={false}
          clampBehavior="strict"
          data-testid="lottery-multiple"
        />
      </SimpleGrid>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">
          {t('lottery.betting.units')}: <b data-testid="lottery-units">{slip.units}</b>
        </Text>
        <Text size="sm">
          {t('lottery.betting.total')}: <b data-testid="lottery-total">{money(slip.stake)}</b>
        </Text>
      </Group>
      <Group grow gap="sm">
        <Button variant="default" onClick={slip.clear} disabled={busy}>
          {t('lottery.betting.clear')}
        </Button>
        <Button
          onClick={onSubmit}
          loading={busy}
          disabled={slip.units === 0}
          data-testid="lottery-bet-submit"
        >
          {t('lottery.betting.submit')}
        </Button>
      </Group>
    </>
  );
}
