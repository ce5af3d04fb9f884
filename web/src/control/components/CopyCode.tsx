import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { S } from '../strings';

/** A code or secret shown big, with a copy button beside it. */
export function CopyCode({ value, size = 'xl' }: { value: string; size?: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text size={size} fw={700} ff="monospace" data-testid="copy-code">
        {value}
      </Text>
      <CopyButton value={value} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? S.outbox.copied : S.outbox.copy}>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={`${S.outbox.copy} ${value}`}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
