import { ActionIcon, Alert, CloseButton, Group, Paper, Stack, TextInput } from '@mantine/core';
import type { Downline } from '@sim/shared/wps/agent';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/QueryView';
import { describeError } from '../../../lib/feedback/errors';
import { formatDateTime } from '../../../lib/format/format';
import { useMoney } from '../../../lib/format/use-money';
import { type RecordColumn, RecordTable } from '../../records/components/RecordTable';
import { ContractOfferPanel } from '../components/ContractOfferPanel';
import { type DownlineAction, DownlineActions } from '../components/DownlineActions';
import { DownlineTransferForm } from '../components/DownlineTransferForm';
import { MemberTypeBadge } from '../components/MemberTypeBadge';
import { TeamPager } from '../components/TeamPager';
import { useDownlines, usePromoteDownline } from '../team-hooks';

interface Picked {
  username: string;
  action: DownlineAction;
}

/** downlineManagmentView: the team searched and paged; transfer, promote, offer a contract. */
export function TeamManagementPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState({ username: '', pageNo: 1 });
  const downlines = useDownlines({ username: search.username || undefined, pageNo: search.pageNo });
  const promote = usePromoteDownline();
  const [picked, setPicked] = useState<Picked | null>(null);

  const columns: RecordColumn<Downline>[] = [
    { key: 'username', header: t('agent.columns.username'), cell: (d) => d.username },
    { key: 'type', header: t('agent.columns.type'), cell: (d) => <MemberTypeBadge type={d.type} /> },
    { key: 'level', header: t('agent.columns.level'), align: 'right', cell: (d) => d.level },
    { key: 'teamSize', header: t('agent.overview.teamSize'), align: 'right', cell: (d) => d.teamSize },
    { key: 'balance', header: t('agent.team.balance'), align: 'right', cell: (d) => money(d.balance) },
    { key: 'registered', header: t('agent.team.registered'), cell: (d) => formatDateTime(d.registeredTime) },
    {
      key: 'actions',
      header: '',
      cell: (d) => (
        <DownlineActions
          downline={d}
          onPick={(action) => setPicked({ username: d.username, action })}
          onPromote={() => promote.mutate(d.username)}
          promoting={promote.isPending && promote.variables === d.username}
        />
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group>
        <TextInput
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && setSearch({ username: draft.trim(), pageNo: 1 })}
          placeholder={t('agent.filter.username')}
          aria-label={t('agent.filter.username')}
          data-testid="team-search"
          rightSection={
            <ActionIcon
              variant="subtle"
              onClick={() => setSearch({ username: draft.trim(), pageNo: 1 })}
              aria-label={t('agent.filter.search')}
              data-testid="team-search-submit"
            >
              <IconSearch size={16} />
            </ActionIcon>
          }
        />
      </Group>
      {promote.error && (
        <Alert color="red" variant="light" data-testid="promote-error">
          {describeError(promote.error, t)}
        </Alert>
      )}
      {picked && (
        <Paper withBorder radius="md" p="sm" pos="relative" data-testid={`team-panel-${picked.action}`}>
          <CloseButton
            pos="absolute"
            top={8}
            right={8}
            onClick={() => setPicked(null)}
            aria-label={t('common.close')}
          />
          {picked.action === 'transfer' ? (
            <DownlineTransferForm key={picked.username} username={picked.username} />
          ) : (
            <ContractOfferPanel key={picked.username} downline={picked.username} />
          )}
        </Paper>
      )}
      <QueryView query={downlines}>
        {(data) => (
          <>
            <RecordTable
              rows={data.list}
              columns={columns}
              rowKey={(d) => d.username}
              rowTestId="downline"
              testId="team-table"
              empty={t('agent.team.empty')}
              minWidth={760}
            />
            <TeamPager
              pageNo={search.pageNo}
              totalPages={data.totalPages}
              onChange={(pageNo) => setSearch((now) => ({ ...now, pageNo }))}
            />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
