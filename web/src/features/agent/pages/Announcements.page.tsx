import { Paper, Stack, Text } from '@mantine/core';
import type { agentAnnouncementSchema } from '@sim/shared/wps/agent';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { QueryView } from '../../../components/QueryView';
import { formatDateTime } from '../../../lib/format/format';
import { sanitizeHtml } from '../../notices/sanitize-html';
import { useAgentAnnouncements } from '../team-hooks';

type Announcement = z.infer<typeof agentAnnouncementSchema>;

function AnnouncementItem({ announcement }: { announcement: Announcement }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`agent-announcement-${announcement.id}`}>
      <Text fw={700}>{announcement.title}</Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(announcement.startTime)}
      </Text>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the merchant HTML, sanitised as the notices are */}
      <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(announcement.content) }} />
    </Paper>
  );
}

/** agentCenter/agentAnnouncement: the merchant's notices for its agents, newest first. */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const announcements = useAgentAnnouncements();
  return (
    <QueryView query={announcements}>
      {(list) =>
        list.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl" data-testid="agent-announcements-empty">
            {t('agent.announcements.empty')}
          </Text>
        ) : (
          <Stack gap="sm">
            {list.map((announcement) => (
              <AnnouncementItem key={announcement.id} announcement={announcement} />
            ))}
          </Stack>
        )
      }
    </QueryView>
  );
}
