import { Group, Marquee, Paper, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { Announcements } from '@sim/shared/relay/mcsfe';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../../lib/modal-router/context';
import classes from '../Notices.module.css';
import { htmlText } from '../sanitize-html';

type Notice = Announcements['player'][number];

/** About 60 px a second, whatever the number of notices. */
const MS_PER_NOTICE = 12_000;

/**
 * The PL notices scrolling under the header; a notice opens the notice modal on itself. A visitor who
 * asks for reduced motion gets them standing still, in a row they scroll themselves.
 */
export function NoticeMarquee({ notices }: { notices: Notice[] }) {
  const { t } = useTranslation();
  const { open } = useModals();
  const reduced = useReducedMotion() ?? false;

  if (notices.length === 0) return null;

  const noticeButtons = notices.map((notice) => (
    <UnstyledButton
      key={notice.id}
      className={classes.marqueeNotice}
      onClick={() => open({ name: 'notice', noticeId: notice.id })}
    >
      <Text size="sm" span fw={600}>
        {notice.title}
      </Text>
      <Text size="sm" span c="dimmed" ml={6}>
        {htmlText(notice.content)}
      </Text>
    </UnstyledButton>
  ));

  return (
    <Paper withBorder radius="md" px="sm" py={6} data-testid="notice-marquee">
      <Group gap="sm" wrap="nowrap">
        <UnstyledButton
          onClick={() => open({ name: 'notice' })}
          aria-label={t('notices.title')}
          className={classes.marqueeIcon}
          data-testid="notice-open"
        >
          <IconSpeakerphone size={20} />
        </UnstyledButton>
        {reduced ? (
          <ScrollArea type="hover" scrollbarSize={4} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xl" wrap="nowrap">
              {noticeButtons}
            </Group>
          </ScrollArea>
        ) : (
          <Marquee
            pauseOnHover
            repeat={2}
            duration={notices.length * MS_PER_NOTICE}
            gap="xl"
            style={{ flex: 1, minWidth: 0 }}
          >
            {noticeButtons}
          </Marquee>
        )}
      </Group>
    </Paper>
  );
}
