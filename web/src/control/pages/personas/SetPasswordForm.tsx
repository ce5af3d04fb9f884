import { Button, Group, TextInput } from '@mantine/core';
import { updateMemberInput } from '@sim/shared/admin/members';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { S } from '../../strings';

interface SetPasswordFormProps {
  merchant: string;
  username: string;
  onSubmit: (password: string) => void;
}

/** The body of the "set password" modal. */
export function SetPasswordForm({ merchant, username, onSubmit }: SetPasswordFormProps) {
  const { form } = useZodForm(
    updateMemberInput,
    { password: '' },
    {
      toInput: (values: { password: string }) => ({ merchant, username, ...values }),
    },
  );
  return (
    <form onSubmit={form.onSubmit(({ password }) => onSubmit(password))}>
      <TextInput
        label={S.personas.newPassword}
        autoFocus
        data-testid="persona-new-password"
        {...form.getInputProps('password')}
      />
      <Group justify="flex-end" mt="md">
        <Button type="submit" data-testid="persona-password-save">
          {S.common.save}
        </Button>
      </Group>
    </form>
  );
}
