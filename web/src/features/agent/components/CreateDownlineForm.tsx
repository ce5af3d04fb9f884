import { Alert, Button, PasswordInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import type { Downline } from '@sim/shared/wps/agent';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/feedback/errors';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { downlineFormSchema, EMPTY_DOWNLINE } from '../downline-form';
import { useCreateDownline } from '../team-hooks';

/** A new member or agent directly under the caller: sent encrypted, as a registration is. */
export function CreateDownlineForm() {
  const { t } = useTranslation();
  const create = useCreateDownline();
  const [created, setCreated] = useState<Downline | null>(null);
  const { form, field } = useZodForm(downlineFormSchema, EMPTY_DOWNLINE);

  const send = form.onSubmit(async (values) => {
    setCreated(null);
    const account = await create
      .mutateAsync({
        username: values.username.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        nickname: values.nickname.trim() || undefined,
        accountType: values.accountType,
      })
      .catch(() => null);
    if (account) {
      setCreated(account);
      form.reset();
    }
  });

  return (
    <form onSubmit={send} noValidate aria-label={t('agent.register.create')}>
      <Stack gap="sm" maw={420}>
        <SegmentedControl
          data={[
            { value: 'MEMBER', label: t('agent.types.member') },
            { value: 'AGENT', label: t('agent.types.agent') },
          ]}
          {...form.getInputProps('accountType')}
          data-testid="downline-type"
        />
        <TextInput
          label={t('agent.register.username')}
          name="username"
          data-testid="downline-username"
          {...field('username')}
        />
        <TextInput
          label={t('agent.register.nickname')}
          name="nickname"
          data-testid="downline-nickname"
          {...field('nickname')}
        />
        <PasswordInput
          label={t('agent.register.password')}
          autoComplete="new-password"
          name="password"
          data-testid="downline-password"
          {...field('password')}
        />
        <PasswordInput
          label={t('agent.register.confirmPassword')}
          autoComplete="new-password"
          name="confirmPassword"
          data-testid="downline-confirm-password"
          {...field('confirmPassword')}
        />
        {create.error && (
          <Alert color="red" variant="light" data-testid="downline-error">
            {describeError(create.error, t)}
          </Alert>
        )}
        {created && (
          <Alert color="teal" variant="light" data-testid="downline-created">
            {t('agent.register.created', { username: created.username })}
          </Alert>
        )}
        <Button type="submit" loading={create.isPending} data-testid="downline-submit">
          {t('agent.register.create')}
        </Button>
      </Stack>
    </form>
  );
}
