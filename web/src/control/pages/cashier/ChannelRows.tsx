import { ActionIcon, Button, NumberInput, Select, Table, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { S } from '../../strings';
import { CHANNEL_TYPES, newChannel, type SettingsValues } from './settings-form';

const HEADS = [
  S.cashier.channelCode,
  S.cashier.channelName,
  S.cashier.channelType,
  S.cashier.min,
  S.cashier.max,
];

/** The deposit channels as editable rows; the schema wants at least one. */
export function ChannelRows({ form }: { form: UseFormReturnType<SettingsValues> }) {
  const channels = form.values.depositChannels;
  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table data-testid="cashier-channels">
          <Table.Thead>
            <Table.Tr>
              {HEADS.map((head) => (
                <Table.Th key={head}>{head}</Table.Th>
              ))}
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {channels.map((channel, index) => {
              const field = (name: string) => form.getInputProps(`depositChannels.${index}.${name}`);
              const n = index + 1;
              return (
                <Table.Tr key={channel.id} data-testid={`cashier-channel-${index}`}>
                  <Table.Td>
                    <TextInput size="xs" aria-label={`${S.cashier.channelCode} ${n}`} {...field('code')} />
                  </Table.Td>
                  <Table.Td>
                    <TextInput size="xs" aria-label={`${S.cashier.channelName} ${n}`} {...field('name')} />
                  </Table.Td>
                  <Table.Td w={140}>
                    <Select
                      size="xs"
                      aria-label={`${S.cashier.channelType} ${n}`}
                      data={CHANNEL_TYPES}
                      allowDeselect={false}
                      {...field('type')}
                    />
                  </Table.Td>
                  <Table.Td w={140}>
                    <NumberInput
                      size="xs"
                      aria-label={`${S.cashier.min} ${n}`}
                      min={0}
                      {...field('minAmount')}
                    />
                  </Table.Td>
                  <Table.Td w={140}>
                    <NumberInput
                      size="xs"
                      aria-label={`${S.cashier.max} ${n}`}
                      min={0}
                      {...field('maxAmount')}
                    />
                  </Table.Td>
                  <Table.Td w={40}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      disabled={channels.length === 1}
                      onClick={() => form.removeListItem('depositChannels', index)}
                      aria-label={S.cashier.removeChannel(n)}
                      data-testid={`cashier-channel-remove-${index}`}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Button
        variant="subtle"
        size="xs"
        w="fit-content"
        leftSection={<IconPlus size={14} />}
        onClick={() => form.insertListItem('depositChannels', newChannel())}
        data-testid="cashier-channel-add"
      >
        {S.cashier.addChannel}
      </Button>
    </>
  );
}
