import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../../../components/ModalFrame';
import { useModals } from '../../../lib/modal-router/context';
import { NoticeBrowser } from '../components/NoticeBrowser';
import { useAnnouncements } from '../hooks';

declare module '../../../lib/modal-router/modal-requests' {
  interface ModalRequestMap {
    /** the notice modal (spec section 2): 9 titles a page, the selected notice's HTML content */
    notice: { noticeId?: number };
  }
}

/** Wider than the default 600: the list and the content sit side by side. */
const NOTICE_WIDTH = 880;

/** The notice modal (spec section 2): the marquee's notices, 9 per page, one read at a time. */
export function NoticeModal({ noticeId }: { noticeId?: number }) {
  const { t } = useTranslation();
  const { close } = useModals();
  const announcements = useAnnouncements();

  return (
    <ModalFrame testId="notice-modal" title={t('notices.title')} onClose={close} width={NOTICE_WIDTH}>
      {announcements.data ? (
        <NoticeBrowser notices={announcements.data.player} initialId={noticeId} />
      ) : (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
    </ModalFrame>
  );
}
