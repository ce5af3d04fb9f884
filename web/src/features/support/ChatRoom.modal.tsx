import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../../components/ModalFrame';
import { useModals } from '../../lib/modal-router/context';
import { ChatRoom } from './ChatRoom';

declare module '../../lib/modal-router/modal-requests' {
  interface ModalRequestMap {
    /** the chat room with customer service (spec section 2) */
    chatRoom: Record<never, never>;
  }
}

export function ChatRoomModal() {
  const { t } = useTranslation();
  const { close } = useModals();
  return (
    <ModalFrame testId="chat-room-modal" title={t('support.chatTitle')} onClose={close}>
      <ChatRoom />
    </ModalFrame>
  );
}
