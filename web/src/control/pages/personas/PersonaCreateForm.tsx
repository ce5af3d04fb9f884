import {
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { createMemberInput } from '@sim/shared/admin/members';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';
import { useCreateMember, usePasswordMaxAge } from './hooks';
import {
  AGENT_TYPES,
  initialPersonaValues,
  type PersonaFormValues,
  toCreateMemberInput,
} from './persona-form';

const KINDS = (['member', 'agent', 'trial'] as const).map((value) => ({
  value,
  label: S.personas.kinds[value],
}));
const PASSWORD_STATES = (['fresh', 'default', 'expired'] as const).map((value) => ({
  value,
  label: S.personas.passwordStates[value],
}));
const AGENT_OPTIONS = AGENT_TYPES.map((value) => ({ value, label: S.memberTypes[Number(value)] ?? value }));

/** Any persona in one form: member, agent of a type under an upline, trial; VIP, balance, password state. */
export function PersonaCreateForm() {
  const merchant = useMerchant();
  const maxAge = usePasswordMaxAge();
  const create = useCreateMember();
  const toInput = (values: PersonaFormValues) => toCreateMemberInput(values, merchant, maxAge);
  const { form } = useZodForm<PersonaFormValues>(createMemberInput, initialPersonaValues, {
    toInput: toInput,
  });
  const { persona } = form.values;

  return (
    <form
      onSubmit={form.onSubmit((values) =>
        create.mutate(toInput(values), { onSuccess: () => form.setFieldValue('username', '') }),
      )}
    >
      <Stack>
        <Group>
          <SegmentedControl data={KINDS} data-testid="persona-kind" {...form.getInputProps('persona')} />
          {persona === 'agent' && (
            <Select
              aria-label={S.personas.agentType}
              data={AGENT_OPTIONS}
              allowDeselect={false}
              w={160}
              {...form.getInputProps('agentType')}
            />
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <TextInput
            label={S.personas.usernameOptional}
            data-testid="persona-username"
            {...form.getInputProps('username')}
          />
          <TextInput
            label={S.personas.password}
            data-testid="persona-password"
            {...form.getInputProps('password')}
          />
          <Select
            label={S.personas.passwordState}
            data={PASSWORD_STATES}
            allowDeselect={false}
            {...form.getInputProps('passwordState')}
          />
          {persona !== 'trial' && (
            <TextInput label={S.personas.uplineUsername} {...form.getInputProps('uplineUsername')} />
          )}
          <NumberInput
            label={S.personas.vipLevel}
            min={0}
            max={9}
            data-testid="persona-vip"
            {...form.getInputProps('vipLevel')}
          />
          <NumberInput
            label={S.personas.balanceMajor}
            decimalScale={2}
            thousandSeparator=","
            data-testid="persona-balance"
            {...form.getInputProps('balance')}
          />
          <TextInput label={S.personas.mobileOptional} {...form.getInputProps('mobile')} />
          <TextInput label={S.personas.emailOptional} {...form.getInputProps('email')} />
        </SimpleGrid>
        <Group justify="space-between">
          <Group>
            <Switch label={S.personas.lockedSwitch} {...form.getInputProps('locked', { type: 'checkbox' })} />
            <Switch
              label={S.personas.loggedInBefore}
              {...form.getInputProps('hasLoggedInBefore', { type: 'checkbox' })}
            />
          </Group>
          <Button type="submit" loading={create.isPending} data-testid="persona-create">
            {S.personas.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
