import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { AffiliateUrl } from '@sim/shared/wps/agent';
import { IconCheck, IconCopy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/QueryView';
import { describeError } from '../../../lib/feedback/errors';
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

function LinkRow({ link, onRemove }: { link: AffiliateUrl; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-testid={`affiliate-link-${link.affiUrlId}`}>
      <Table.Td style={{ wordBreak: 'break-all' }}>{link.url}</Table.Td>
      <Table.Td>{link.affiliateCode}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <CopyLink url={link.url} />
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onRemove}
            aria-label={t('agent.affiliate.remove')}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The agent's registration links, each carrying its affiliate code: add one per domain, copy, remove. */
export function AffiliateLinks() {
  const { t } = useTranslation();
  const links = useAffiliateUrls();
  const { create, remove } = useAffiliateUrlChanges();
  const [domain, setDomain] = useState(window.location.host);

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
            <Table.ScrollContainer minWidth={480}>
              <Table striped data-testid="affiliate-links">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('agent.affiliate.url')}</Table.Th>
                    <Table.Th>{t('agent.affiliate.code')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((link) => (
                    <LinkRow key={link.affiUrlId} link={link} onRemove={() => remove.mutate(link)} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryView>
    </Stack>
  );
}
