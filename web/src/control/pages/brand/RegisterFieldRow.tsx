import { ActionIcon, Code, NumberInput, Select, Switch, Table, Tooltip } from '@mantine/core';
import { setRegisterFieldInput } from '@sim/shared/admin/brand';
import { REGISTER_PATTERNS } from '@sim/shared/register-patterns';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { S } from '../../strings';
import { useSetRegisterField } from './hooks';

export interface FieldRule {
  enabled: boolean;
  required: boolean;
  patternId: number;
  minLength: number;
  maxLength: number;
  acceptedPattern: string;
}

type RowValues = Omit<FieldRule, 'acceptedPattern'> & {
  minLength: number | string;
  maxLength: number | string;
};

const PATTERN_OPTIONS = Object.entries(REGISTER_PATTERNS).map(([id, pattern]) => ({
  value: id,
  label: `${id}: ${pattern}`,
}));

export function RegisterFieldRow({
  merchant,
  field,
  rule,
}: {
  merchant: string;
  field: string;
  rule: FieldRule;
}) {
  const save = useSetRegisterField();
  const toInput = (values: RowValues) => ({ merchant, field, ...values });
  const { form } = useZodForm<RowValues>(setRegisterFieldInput, { ...rule }, { toInput });
  const pattern = form.getInputProps('patternId');
  return (
    <Table.Tr data-testid={`register-field-${field}`}>
      <Table.Td ff="monospace">{field}</Table.Td>
      <Table.Td>
        <Switch
          aria-label={`${field} ${S.brand.enabled}`}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={`${field} ${S.brand.required}`}
          {...form.getInputProps('required', { type: 'checkbox' })}
        />
      </Table.Td>
      <Table.Td miw={200}>
        <Select
          size="xs"
          aria-label={`${field} ${S.brand.pattern}`}
          data={PATTERN_OPTIONS}
          allowDeselect={false}
          value={String(form.values.patternId)}
          onChange={(id) => form.setFieldValue('patternId', Number(id))}
          error={pattern.error}
        />
      </Table.Td>
      <Table.Td w={90}>
        <NumberInput
          size="xs"
          aria-label={`${field} ${S.brand.min}`}
          min={0}
          {...form.getInputProps('minLength')}
        />
      </Table.Td>
      <Table.Td w={90}>
        <NumberInput
          size="xs"
          aria-label={`${field} ${S.brand.max}`}
          min={1}
          {...form.getInputProps('maxLength')}
        />
      </Table.Td>
      <Table.Td>
        <Code>{rule.acceptedPattern}</Code>
      </Table.Td>
      <Table.Td>
        <Tooltip label={S.common.save}>
          <ActionIcon
            variant={form.isDirty() ? 'filled' : 'subtle'}
            disabled={!form.isDirty()}
            loading={save.isPending}
            aria-label={`${S.common.save} ${field}`}
            onClick={() => {
              if (form.validate().hasErrors) return;
              save.mutate(setRegisterFieldInput.parse(toInput(form.values)), {
                onSuccess: () => form.resetDirty(),
              });
            }}
          >
            <IconDeviceFloppy size={16} />
          </ActionIcon>
        </Tooltip>
      </Table.Td>
    </Table.Tr>
  );
}
