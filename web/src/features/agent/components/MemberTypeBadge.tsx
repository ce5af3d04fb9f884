import { Badge } from '@mantine/core';
import { isAgentType } from '@sim/shared/member-types';
import { useTranslation } from 'react-i18next';

/**
 * Agent or member, by the member type (agents are 1, 2, 41 and 42). Never narrower than its word: in
 * a phone's table column Mantine's badge shrank to "MEM…" (the table scrolls sideways instead).
 */
export function MemberTypeBadge({ type }: { type: number }) {
  const { t } = useTranslation();
  const agent = isAgentType(type);
  return (
    <Badge variant="light" color={agent ? 'grape' : 'gray'} miw="max-content">
      {t(agent ? 'agent.types.agent' : 'agent.types.member')}
    </Badge>
  );
}
