import { Alert, Container, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useToken } from '../../lib/session/session';
import { ChatRoom } from './ChatRoom';

/** /livechat: where the type "3" customer-service path leads — the chat room on a page of its own. */
export function LiveChatPage() {
  const { t } = useTranslation();
  const token = useToken();
  const [params] = useSearchParams();
  const vip = params.get('channel') === 'VIP';

  return (
    <Container size="sm" px={0}>
      <Title order={1} size="h3" mb="md">
        {t(vip ? 'support.vipChatTitle' : 'support.chatTitle')}
      </Title>
      {token === null ? (
        <Alert color="yellow" data-testid="chat-login-first">
          {t('support.loginFirst')}
        </Alert>
      ) : (
        <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
          <ChatRoom height={420} />
        </Paper>
      )}
    </Container>
  );
}
