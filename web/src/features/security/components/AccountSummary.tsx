import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { MemberInfo } from '@sim/shared/wps/member';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VipBadge } from '../../session/components/VipBadge';

function Field({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div" fw={600} data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}

/** My account: who the member is. */
export function AccountSummary({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();

  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
        <Field label={t('security.account')} testId="account-info-account">
          {member.account}
        </Field>
        <Field label={t('security.nickname')} testId="account-info-nickname">
          {member.nickname || '- -'}
        </Field>
        <Field label={t('vip.rank')} testId="account-info-vip">
          <VipBadge clubLabel={member.clubLabel} />
        </Field>
        <Field label={t('security.registered')} testId="account-info-registered">
          {dayjs(member.regDate).format('YYYY-MM-DD')}
        </Field>
        <Field label={t('security.mobile')} testId="account-info-mobile">
          {member.mobile ?? '- -'}
        </Field>
      </SimpleGrid>
    </Paper>
  );
}
