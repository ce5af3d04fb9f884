import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session';
import { useFeatureFlags } from '../../../lib/site-status/site-status';
import { useOpenMemberCentre } from '../../member-centre/use-open-member-centre';
import { useUnreadCount } from '../hooks';

/** The header's inbox (members only, while INBOX3 is on): the unread count as a badge; opens messageV2. */
export function InboxButton() {
  const { t } = useTranslation();
  const member = useSession().status === 'member';
  const on = useFeatureFlags().INBOX3 === true;
  const count = useUnreadCount();
  const openCentre = useOpenMemberCentre();
  if (!member || !on) return null;
  return (
    <Tooltip label={t('inbox.title')}>
      <Indicator
        label={count}
        size={16}
        color="red"
        disabled={count === 0}
        offset={4}
        // the badge sticks out past the icon: room for it before the account name
        mr={4}
        data-testid="inbox-badge"
        data-count={count}
      >
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('inbox.title')}
          onClick={() => openCentre('messageV2')}
          data-testid="inbox-button"
        >
          <IconMail size={20} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
