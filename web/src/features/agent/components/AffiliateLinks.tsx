import { ActionIcon, Alert, Button, CopyButton, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { AffiliateUrl } from '@sim/shared/wps/agent';
import { IconCheck, IconCopy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/QueryView';
import { describeError } from '../../../lib/feedback/errors';
import { type RecordColumn, RecordTable } from '../../records/components/RecordTable';
import { useAffiliateUrlChanges, useAffiliateUrls } from '../team-hooks';

function CopyLink({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={url} timeout={1500}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t('agent.affiliate.copied') : t('agent.affiliate.copy')} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : undefined}
            onClick={copy}
            aria-label={t('agent.affiliate.copy')}
          >
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

function LinkActions({ link, onRemove }: { link: AffiliateUrl; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <CopyLink url={link.url} />
      <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={t('agent.affiliate.remove')}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

/** The agent's registration links, each carrying its affiliate code: add one per domain, copy, remove. */
export function AffiliateLinks() {
  const { t } = useTranslation();
  const links = useAffiliateUrls();
  const { create, remove } = useAffiliateUrlChanges();
  const [domain, setDomain] = useState(window.location.host);
  const columns: RecordColumn<AffiliateUrl>[] = [
    {
      key: 'url',
      header: t('agent.affiliate.url'),
      cell: (link) => <span style={{ wordBreak: 'break-all' }}>{link.url}</span>,
    },
    { key: 'code', header: t('agent.affiliate.code'), cell: (link) => link.affiliateCode },
    {
      key: 'actions',
      header: '',
      cell: (link) => <LinkActions link={link} onRemove={() => remove.mutate(link)} />,
    },
  ];

  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('agent.affiliate.domain')}
          value={domain}
          onChange={(event) => setDomain(event.currentTarget.value)}
          data-testid="affiliate-domain"
        />
        <Button
          loading={create.isPending}
          disabled={!domain.trim()}
          onClick={() => create.mutate(domain.trim())}
          data-testid="affiliate-create"
        >
          {t('agent.affiliate.create')}
        </Button>
      </Group>
      {(create.error || remove.error) && (
        <Alert color="red" variant="light" data-testid="affiliate-error">
          {describeError(create.error ?? remove.error, t)}
        </Alert>
      )}
      <QueryView query={links}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('agent.affiliate.none')}
            </Text>
          ) : (
            <RecordTable
              rows={list}
              columns={columns}
              rowKey={(link) => String(link.affiUrlId)}
              rowTestId="affiliate-link"
              testId="affiliate-links"
              empty={t('agent.affiliate.none')}
              minWidth={480}
            />
          )
        }
      </QueryView>
    </Stack>
  );
}
