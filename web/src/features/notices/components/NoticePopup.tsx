import { Button, CloseButton, Dialog, Group, Text, Title, Typography } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Announcements } from '@sim/shared/relay/mcsfe';
import { useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopupTurn } from '../../../lib/feedback/popup-queue';
import { formatDateTime } from '../../../lib/format/format';
import { useSession } from '../../../lib/session/session';
import { sanitizeHtml } from '../sanitize-html';

type Notice = Announcements['popup'][number];

/**
 * localStorage `noticePopupSeen:<account | visitor>`: the id of the popup notice this member (or this
 * browser's visitor) closed; it stays closed until a new popup notice replaces it, as on the real site.
 */
export const POPUP_SEEN_KEY = 'noticePopupSeen';
/** Under the modals (z-index 200), so an open account modal always stays on top and clickable. */
const POPUP_Z_INDEX = 150;

/**
 * The PU announcement, until closed (remembered per member or visitor), in its turn (lib/feedback/popup-queue.ts). It does not block the page: a card in the corner that the
 * visitor closes, rather than a modal standing between them and the site.
 */
export function NoticePopup({ notices }: { notices: Notice[] }) {
  const { t } = useTranslation();
  const notice = notices[0];
  const session = useSession();
  // a phone's bottom navigation stays uncovered
  const phone = useMediaQuery('(max-width: 48em)');
  const [, closed] = useReducer((count: number) => count + 1, 0);
  const owner = session.status === 'member' ? session.member.account : 'visitor';
  const seenKey = `${POPUP_SEEN_KEY}:${owner}`;
  const unseen = notice !== undefined && localStorage.getItem(seenKey) !== String(notice.id);
  const turn = usePopupTurn('notice-popup', unseen && session.status !== 'loading');
  const content = useMemo(() => (notice ? sanitizeHtml(notice.content) : ''), [notice]);

  if (!notice) return null;

  const dismiss = () => {
    localStorage.setItem(seenKey, String(notice.id));
    closed();
  };

  return (
    <Dialog
      opened={turn}
      onClose={dismiss}
      size="lg"
      radius="md"
      shadow="xl"
      zIndex={POPUP_Z_INDEX}
      position={phone ? { bottom: 72, right: 12 } : undefined}
      withinPortal
      data-testid="notice-popup"
    >
      {/* Dialog's own close button has no name */}
      <CloseButton
        aria-label={t('common.close')}
        onClick={dismiss}
        pos="absolute"
        top={10}
        right={10}
        data-testid="notice-popup-close"
      />
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
