import { Badge, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatMoney } from '@sim/shared/money';
import { useState } from 'react';
import { trpc } from '../../api';
import { QueryState } from '../../components/QueryState';
import { formatTime } from '../../local-time';
import { useMerchant } from '../../merchant';
import { GAMES_S } from './strings';

const T = GAMES_S.rounds;

/** provider.rounds: the newest rounds of the merchant, or of one member; refreshed every few seconds. */
export function RoundsTable() {
  const merchant = useMerchant();
  const [username, setUsername] = useState('');
  const [filter] = useDebouncedValue(username.trim(), 300);
  const rounds = trpc.provider.rounds.useQuery(
    { merchant, username: filter || undefined, limit: 50 },
    { refetchInterval: 3000 },
  );

  return (
    <>
      <TextInput
        placeholder={T.filter}
        aria-label={T.filter}
        w={260}
        value={username}
        onChange={(e) => setUsername(e.currentTarget.value)}
      />
      <QueryState query={rounds}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed">{T.empty}</Text>
          ) : (
            <Table.ScrollContainer minWidth={900}>
              <Table striped data-testid="rounds-table">
                <Table.Thead>
                  <Table.Tr>
                    {T.heads.map((head) => (
                      <Table.Th key={head}>{head}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((round) => (
                    <Table.Tr key={round.roundId} data-testid="round-row">
                      <Table.Td ff="monospace" fz="xs">
                        {round.roundId.slice(0, 18)}
                      </Table.Td>
                      <Table.Td>{round.memberId}</Table.Td>
                      <Table.Td>{round.nodeId}</Table.Td>
                      <Table.Td>{round.vendor}</Table.Td>
                      <Table.Td>{round.gameType}</Table.Td>
                      <Table.Td ta="right">{formatMoney(round.stake)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(round.win)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={round.status === 'OPEN' ? 'yellow' : 'gray'}>
                          {round.status}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{formatTime(new Date(round.placedAt))}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
    </>
  );
}
