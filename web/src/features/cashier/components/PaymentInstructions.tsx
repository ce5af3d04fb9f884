import { Alert, Table, Text } from '@mantine/core';
import type { DepositInstructions } from '@sim/shared/wps/cashier';
import { IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/format/use-money';

/** Where to pay a PENDING deposit: the channel's receiving account and the reference to quote. */
export function PaymentInstructions({ instructions }: { instructions: DepositInstructions }) {
  const { t } = useTranslation();
  const money = useMoney();
  const rows: [string, string, string][] = [
    ['channel', t('cashier.deposit.instructions.channel'), instructions.channelName],
    ...(instructions.bankName
      ? [['bank', t('cashier.deposit.instructions.bank'), instructions.bankName] as [string, string, string]]
      : []),
    ['account-name', t('cashier.deposit.instructions.accountName'), instructions.accountName],
    ['account-no', t('cashier.deposit.instructions.accountNo'), instructions.accountNo],
    ['reference', t('cashier.deposit.instructions.reference'), instructions.reference],
    ['amount', t('cashier.deposit.instructions.amount'), money(instructions.amount)],
  ];
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconBuildingBank size={18} />}
      title={t('cashier.deposit.instructions.title')}
      data-testid="deposit-instructions"
    >
      <Text size="sm" mb="xs">
        {t('cashier.deposit.instructions.intro', { amount: money(instructions.amount) })}
      </Text>
      <Table withRowBorders={false} verticalSpacing={2}>
        <Table.Tbody>
          {rows.map(([key, label, value]) => (
            <Table.Tr key={key}>
              <Table.Th fw={500} w="40%">
                {label}
              </Table.Th>
              <Table.Td
                fw={700}
                style={{ wordBreak: 'break-all' }}
                data-testid={`deposit-instructions-${key}`}
              >
                {value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Alert>
  );
}
