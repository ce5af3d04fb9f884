import { Select, Stack } from '@mantine/core';
import { CONTRACT_KINDS, type ContractKind } from '@sim/shared/relay/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractKindIsOn } from '../agent-pages';
import { useConsolidated } from '../hooks';
import { ContractOfferForm } from './ContractOfferForm';

/** Team management's contract offer: the kinds the merchant enables, then the offer form for that agent. */
export function ContractOfferPanel({ downline }: { downline: string }) {
  const { t } = useTranslation();
  const flags = useConsolidated().data;
  const kinds = CONTRACT_KINDS.filter((kind) => contractKindIsOn(kind, flags));
  const [kind, setKind] = useState<ContractKind | null>(null);
  const chosen = kind ?? kinds[0] ?? null;

  return (
    <Stack gap="sm">
      <Select
        label={t('agent.contracts.kind')}
        data={kinds.map((value) => ({ value, label: t(`agent.income.types.${value}`) }))}
        value={chosen}
        onChange={(value) => value && setKind(value as ContractKind)}
        allowDeselect={false}
        maw={260}
        data-testid="offer-kind"
      />
      {chosen && <ContractOfferForm key={chosen} kind={chosen} downline={downline} />}
    </Stack>
  );
}
