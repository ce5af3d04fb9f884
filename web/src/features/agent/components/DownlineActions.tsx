import { Button, Group } from '@mantine/core';
import { isAgentType } from '@sim/shared/member-types';
import type { Downline } from '@sim/shared/wps/agent';
import { useTranslation } from 'react-i18next';

export type DownlineAction = 'transfer' | 'contract';

interface DownlineActionsProps {
  downline: Downline;
  onPick: (action: DownlineAction) => void;
  onPromote: () => void;
  promoting: boolean;
}

/** What the agent may do with one team member: transfer to it; promote or offer a contract to a direct one. */
export function DownlineActions({ downline, onPick, onPromote, promoting }: DownlineActionsProps) {
  const { t } = useTranslation();
  const direct = downline.level === 1;
  const agent = isAgentType(downline.type);
  const testId = `downline-${downline.username}`;
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-xs"
        variant="light"
        onClick={() => onPick('transfer')}
        data-testid={`${testId}-transfer`}
      >
        {t('agent.team.transfer')}
      </Button>
      {direct && !agent && (
        <Button
          size="compact-xs"
          variant="light"
          color="grape"
          loading={promoting}
          onClick={onPromote}
          data-testid={`${testId}-promote`}
        >
          {t('agent.team.promote')}
        </Button>
      )}
      {direct && agent && (
        <Button
          size="compact-xs"
          variant="light"
          color="teal"
          onClick={() => onPick('contract')}
          data-testid={`${testId}-contract`}
        >
          {t('agent.team.offerContract')}
        </Button>
      )}
    </Group>
  );
}
