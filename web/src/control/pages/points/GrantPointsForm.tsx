import { Button, Group, NumberInput, TextInput } from '@mantine/core';
import { grantPointsInput } from '@sim/shared/admin/points';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { Section } from '../../components/Page';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';
import { useGrantPoints } from './hooks';

interface GrantValues {
  username: string;
  points: number | string;
  remark: string;
}

/** Points for (or taken from) a member, with the remark their points record shows. */
export function GrantPointsForm() {
  const merchant = useMerchant();
  const grant = useGrantPoints();
  const toInput = (values: GrantValues) => ({
    merchant,
    username: values.username.trim(),
    points: Number(values.points),
    remark: values.remark.trim(),
  });
  const { form } = useZodForm<GrantValues>(
    grantPointsInput,
    { username: '', points: 100, remark: '' },
    { toInput },
  );
  return (
    <Section title={S.points.grantTitle} testId="grant-points-section">
      <form onSubmit={form.onSubmit((values) => grant.mutate(toInput(values)))}>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={S.points.username}
            w={180}
            data-testid="grant-points-username"
            {...form.getInputProps('username')}
          />
          <NumberInput
            label={S.points.grantPoints}
            decimalScale={2}
            w={180}
            data-testid="grant-points-points"
            {...form.getInputProps('points')}
          />
          <TextInput
            label={S.points.grantRemark}
            w={260}
            data-testid="grant-points-remark"
            {...form.getInputProps('remark')}
          />
          <Button type="submit" mt={25} loading={grant.isPending} data-testid="grant-points-submit">
            {S.points.grant}
          </Button>
        </Group>
      </form>
    </Section>
  );
}
