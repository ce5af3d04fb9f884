import { List } from '@mantine/core';
import type { Promotion } from '@sim/shared/relay/promofe';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../../lib/format/use-money';

/** Who qualifies and what it pays, from the promotion's own numbers. */
export function PromotionTerms({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const money = useMoney();
  const terms: { key: string; text: string }[] = [];
  if (promotion.vipMin > 0 || promotion.vipMax !== null) {
    terms.push({
      key: 'vip',
      text:
        promotion.vipMax === null
          ? t('rewards.terms.vipFrom', { min: promotion.vipMin })
          : t('rewards.terms.vipRange', { min: promotion.vipMin, max: promotion.vipMax }),
    });
  }
  if (promotion.minDeposit > 0)
    terms.push({
      key: 'deposit',
      text: t('rewards.terms.minDeposit', { amount: money(promotion.minDeposit) }),
    });
  if (promotion.minTurnover > 0)
    terms.push({
      key: 'turnover',
      text: t('rewards.terms.minTurnover', { amount: money(promotion.minTurnover) }),
    });
  if (promotion.bonusPercent !== null) {
    terms.push({
      key: 'percent',
      text:
        promotion.bonusMax === null
          ? t('rewards.terms.bonusPercent', { percent: promotion.bonusPercent })
          : t('rewards.terms.bonusPercentMax', {
              percent: promotion.bonusPercent,
              max: money(promotion.bonusMax),
            }),
    });
  }
  if (promotion.bonusFixed !== null)
    terms.push({
      key: 'fixed',
      text: t('rewards.terms.bonusFixed', { amount: money(promotion.bonusFixed) }),
    });
  if (promotion.turnoverMultiplier > 0)
    terms.push({
      key: 'rollover',
      text: t('rewards.terms.rollover', { times: promotion.turnoverMultiplier }),
    });
  if (terms.length === 0) return null;

  return (
    <List size="sm" spacing={4} data-testid="promotion-terms">
      {terms.map((term) => (
        <List.Item key={term.key}>{term.text}</List.Item>
      ))}
    </List>
  );
}
