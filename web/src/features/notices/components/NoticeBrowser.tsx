import {
  Divider,
  Grid,
  NavLink,
  Pagination,
  ScrollArea,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import type { Announcements } from '@sim/shared/relay/mcsfe';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format';
import { PAGINATION_PROPS } from '../../../lib/format/pagination';
import { NOTICES_PER_PAGE, noticePage, pageCount, pageOf } from '../notice-paging';
import { sanitizeHtml } from '../sanitize-html';

type Notice = Announcements['player'][number];

interface NoticeBrowserProps {
  notices: Notice[];
  initialId?: number;
  /** the list's height; the content scrolls beside it */
  height?: number;
}

/** The notice list (9 titles a page) and the selected notice's title, date and HTML content. */
export function NoticeBrowser({ notices, initialId, height = 420 }: NoticeBrowserProps) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState(initialId ?? notices[0]?.id);
  const [page, setPage] = useState(() => pageOf(notices, (n) => n.id === selectedId));
  const selected = notices.find((notice) => notice.id === selectedId) ?? notices[0];
  const content = useMemo(() => (selected ? sanitizeHtml(selected.content) : ''), [selected]);

  if (!selected) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="notices-empty">
        {t('notices.empty')}
      </Text>
    );
  }

  return (
    <Grid gap="md" data-testid="notice-browser">
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Stack gap="xs" justify="space-between" h="100%">
          <Stack gap={2} data-testid="notice-list" data-per-page={NOTICES_PER_PAGE}>
            {noticePage(notices, page).map((notice) => (
              <NavLink
                key={notice.id}
                label={notice.title}
                description={formatDateTime(notice.startDate)}
                active={notice.id === selected.id}
                onClick={() => setSelectedId(notice.id)}
                data-testid={`notice-item-${notice.id}`}
              />
            ))}
          </Stack>
          {pageCount(notices.length) > 1 && (
            <Pagination
              size="sm"
              total={pageCount(notices.length)}
              value={page}
              onChange={setPage}
              {...PAGINATION_PROPS}
              data-testid="notice-pages"
            />
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <Stack gap="xs">
          <Title order={3} size="h4" data-testid="notice-title">
            {selected.title}
          </Title>
          <Text size="xs" c="dimmed" data-testid="notice-date">
            {formatDateTime(selected.startDate)}
          </Text>
          <Divider />
          <ScrollArea.Autosize mah={height}>
            <Typography>
              {/* sanitised: formatting only, no scripts or handlers */}
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: notice content is the merchant's HTML */}
              <div data-testid="notice-content" dangerouslySetInnerHTML={{ __html: content }} />
            </Typography>
          </ScrollArea.Autosize>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
