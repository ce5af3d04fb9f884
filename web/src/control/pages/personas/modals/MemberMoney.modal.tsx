import { Badge, Button, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '@sim/shared/money';
import type { AdminOutputs } from '../../../api';
import { QueryState } from '../../../components/QueryState';
import { TableHeads } from '../../../components/TableHeads';
import { useMerchant } from '../../../merchant';
import { S } from '../../../strings';
import { useClearSecurityAnswers, useLiftLock, useMemberMoney, useRemoveBankCard } from '../money-hooks';

interface MemberMoneyModalProps {
  username: string;
  opened: boolean;
  onClose: () => void;
}

/** A member's bank cards, security questions and turnover locks (read when opened). */
export function MemberMoneyModal({ username, opened, onClose }: MemberMoneyModalProps) {
  const { cards, questions, locks } = useMemberMoney(username, opened);
  return (
    <Modal opened={opened} onClose={onClose} title={S.memberMoney.title(username)} size="xl">
      <Stack gap="md" data-testid="member-money-modal">
        <Title order={5}>{S.memberMoney.cardsTitle}</Title>
        <QueryState query={cards}>
          {(data) => <CardTable username={username} cards={data.cards} />}
        </QueryState>
        <Title order={5}>{S.memberMoney.questionsTitle}</Title>
        <QueryState query={questions}>
          {(data) => <Questions username={username} answered={data} />}
        </QueryState>
        <Title order={5}>{S.memberMoney.locksTitle}</Title>
        <QueryState query={locks}>
          {(data) => <LockTable username={username} locks={data.locks} />}
        </QueryState>
      </Stack>
    </Modal>
  );
}

type Cards = AdminOutputs['bankCards']['list']['cards'];

function CardTable({ username, cards }: { username: string; cards: Cards }) {
  const merchant = useMerchant();
  const remove = useRemoveBankCard();
  if (cards.length === 0) return <Text c="dimmed">{S.memberMoney.noCards}</Text>;
  return (
    <Table data-testid="member-money-cards">
      <TableHeads
        heads={[S.memberMoney.bank, S.memberMoney.accountNo, S.memberMoney.holder, S.common.actions]}
      />
      <Table.Tbody>
        {cards.map((card) => (
          <Table.Tr key={card.bankCardId}>
            <Table.Td>{card.bankName}</Table.Td>
            <Table.Td ff="monospace">{card.accountNo}</Table.Td>
            <Table.Td>{card.accountName}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                color="red"
                loading={remove.isPending}
                onClick={() => remove.mutate({ merchant, username, bankCardId: card.bankCardId })}
                data-testid={`member-money-remove-card-${card.bankCardId}`}
              >
                {S.common.remove}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

type Answered = AdminOutputs['securityQuestions']['get'];

function Questions({ username, answered }: { username: string; answered: Answered }) {
  const merchant = useMerchant();
  const clear = useClearSecurityAnswers();
  if (!answered.isSet) return <Text c="dimmed">{S.memberMoney.noAnswers}</Text>;
  return (
    <Stack gap={4} data-testid="member-money-questions">
      {answered.questions.map((q) => (
        <Text key={q.questionId} size="sm">
          {q.questionId}. {q.question}
        </Text>
      ))}
      <Button
        size="xs"
        variant="light"
        color="red"
        w="fit-content"
        loading={clear.isPending}
        onClick={() => clear.mutate({ merchant, username })}
        data-testid="member-money-clear-answers"
      >
        {S.memberMoney.clearAnswers}
      </Button>
    </Stack>
  );
}

type Locks = AdminOutputs['walletLocks']['list']['locks'];

function LockTable({ username, locks }: { username: string; locks: Locks }) {
  const merchant = useMerchant();
  const lift = useLiftLock();
  if (locks.length === 0) return <Text c="dimmed">{S.memberMoney.noLocks}</Text>;
  return (
    <Table data-testid="member-money-locks">
      <TableHeads
        heads={[
          S.memberMoney.wallet,
          S.memberMoney.reason,
          { title: S.memberMoney.toRequired, ta: 'right' },
          S.personas.state,
          S.common.actions,
        ]}
      />
      <Table.Tbody>
        {locks.map((lock) => (
          <Table.Tr key={lock.lockId}>
            <Table.Td ff="monospace">{lock.wallet}</Table.Td>
            <Table.Td>{lock.reason}</Table.Td>
            <Table.Td ta="right" ff="monospace">
              {formatMoney(lock.current_to_required)} / {formatMoney(lock.turnoverRequired)}
            </Table.Td>
            <Table.Td>
              <Badge color={lock.lock_status === 1 ? 'red' : 'gray'} variant="light">
                {lock.lock_status === 1 ? S.memberMoney.holding : S.memberMoney.released}
              </Badge>
            </Table.Td>
            <Table.Td>
              {lock.lock_status === 1 && (
                <Button
                  size="xs"
                  variant="light"
                  loading={lift.isPending}
                  onClick={() => lift.mutate({ merchant, username, lockId: lock.lockId })}
                  data-testid={`member-money-lift-${lock.lockId}`}
                >
                  {S.memberMoney.lift}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
