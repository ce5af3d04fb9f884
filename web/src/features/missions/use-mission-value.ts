import type { MissionKind } from '@sim/shared/relay/missions';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/format/use-money';

/** A mission's value as the site shows it: money for bets and deposits, a count of rounds or days. */
export function useMissionValue(kind: MissionKind) {
  const { t } = useTranslation();
  const money = useMoney();
  return useCallback(
    (value: number) =>
      kind === 'ROUNDS' || kind === 'ACTIVE_DAYS'
        ? t(`missions.units.${kind}`, { count: value })
        : money(value),
    [kind, money, t],
  );
}
