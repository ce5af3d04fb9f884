import { Button, Group, Indicator } from '@mantine/core';
import { IconHeadset, IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../lib/modal-router/context';
import { useMemberInfo, useToken } from '../../lib/session/session';
import { useChatUnread } from './hooks';
import { useOpenCustomerService } from './open-customer-service';

const VIP_SERVICE_ABOVE_RANK = 4;

/** Customer service (the popup getService leads to) and, for members, the chat room with its unread count. */
export function CustomerServiceButtons() {
  const { t } = useTranslation();
  const token = useToken();
  const { open } = useModals();
  const openService = useOpenCustomerService();
  const unread = useChatUnread().data ?? 0;
  // spec section 6: above rank 4 every customer-service entry is the VIP one (getService sends its paths)
  const vip = (useMemberInfo().data?.clubLabel.rankLevel ?? 0) > VIP_SERVICE_ABOVE_RANK;

  return (
    <Group gap="sm">
      <Button
        variant="light"
        leftSection={<IconHeadset size={18} />}
        onClick={() => void openService()}
        data-testid="customer-service"
      >
        {t(vip ? 'support.vipService' : 'support.customerService')}
      </Button>
      {token !== null && (
        <Indicator label={unread} size={18} disabled={unread === 0} data-testid="chat-unread">
          <Button
            leftSection={<IconMessageCircle size={18} />}
            onClick={() => open({ name: 'chatRoom' })}
            data-testid="open-chat"
            aria-label={
              unread > 0 ? `${t('support.chat')} (${t('support.unread', { count: unread })})` : undefined
            }
          >
            {t('support.chat')}
          </Button>
        </Indicator>
      )}
    </Group>
  );
}
