import { Button, Dialog, Group, Text, Title, Typography } from '@mantine/core';
import type { Announcements } from '@sim/shared/relay/mcsfe';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { sanitizeHtml } from '../sanitize-html';

type Notice = Announcements['popup'][number];

/** sessionStorage: the popup (PU) shows once per browser session. */
export const POPUP_SEEN_KEY = 'noticePopupSeen';
/** Under the modals (z-index 200), so an open account modal always stays on top and clickable. */
const POPUP_Z_INDEX = 150;

/**
 * The PU announcement, once per session. It does not block the page: a card in the corner that the
 * visitor closes, rather than a modal standing between them and the site.
 */
export function NoticePopup({ notices }: { notices: Notice[] }) {
  const { t } = useTranslation();
  const notice = notices[0];
  const [open, setOpen] = useState(() => sessionStorage.getItem(POPUP_SEEN_KEY) === null);
  const content = useMemo(() => (notice ? sanitizeHtml(notice.content) : ''), [notice]);

  if (!notice) return null;

  const dismiss = () => {
    sessionStorage.setItem(POPUP_SEEN_KEY, String(notice.id));
    setOpen(false);
  };

  return (
    <Dialog
      opened={open}
      onClose={dismiss}
      withCloseButton
      size="lg"
      radius="md"
      shadow="xl"
      zIndex={POPUP_Z_INDEX}
      withinPortal
      data-testid="notice-popup"
    >
      <Title order={3} size="h5" mb={6} pr="lg">
        {notice.title}
      </Title>
      <Typography>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised merchant HTML */}
        <div dangerouslySetInnerHTML={{ __html: content }} />
      </Typography>
      <Group justify="space-between" mt="sm">
        <Text size="xs" c="dimmed">
          {formatDateTime(notice.startDate)}
        </Text>
        <Button size="compact-sm" onClick={dismiss} data-testid="notice-popup-ok">
          {t('common.ok')}
        </Button>
      </Group>
    </Dialog>
  );
}
