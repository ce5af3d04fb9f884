import { ActionIcon, Badge, Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TeamTreeNode } from '@sim/shared/admin/agents';
import { formatMoney } from '@sim/shared/money';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { S } from '../../strings';

interface NodeProps {
  node: TeamTreeNode;
  selected: string | null;
  onSelect: (username: string) => void;
}

/** One member of the tree: a toggle when it has a team, its name (selects it), type, team and balance. */
function TreeNode({ node, selected, onSelect }: NodeProps) {
  const [open, setOpen] = useState(true);
  const hasChildren = node.children.length > 0;
  return (
    <Box>
      <Group gap={6} wrap="nowrap" data-testid={`agent-node-${node.username}`}>
        <ActionIcon
          variant="subtle"
          size="sm"
          disabled={!hasChildren}
          onClick={() => setOpen((now) => !now)}
          aria-label={open ? S.agents.collapse : S.agents.expand}
          aria-expanded={hasChildren ? open : undefined}
          data-testid={`agent-toggle-${node.username}`}
        >
          {hasChildren && (open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />)}
        </ActionIcon>
        <UnstyledButton onClick={() => onSelect(node.username)}>
          <Text
            ff="monospace"
            fw={node.username === selected ? 800 : 500}
            c={node.username === selected ? 'blue' : undefined}
          >
            {node.username}
          </Text>
        </UnstyledButton>
        <Badge size="xs" variant="light" color={node.type === 0 ? 'gray' : 'grape'}>
          {S.memberTypes[node.type] ?? node.type}
        </Badge>
        <Text size="xs" c="dimmed">
          {S.agents.teamOf(node.teamSize)} · {formatMoney(node.balance)}
        </Text>
      </Group>
      {hasChildren && open && (
        <Stack
          gap={2}
          pl={22}
          style={{ borderLeft: '1px solid var(--mantine-color-default-border)' }}
          ml={11}
        >
          {node.children.map((child) => (
            <TreeNode key={child.id} node={child} selected={selected} onSelect={onSelect} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The merchant's agent trees, each level expandable; picking a member shows its contracts. */
export function TeamTreeView({ roots, ...props }: { roots: TeamTreeNode[] } & Omit<NodeProps, 'node'>) {
  if (roots.length === 0) return <Text c="dimmed">{S.common.empty}</Text>;
  return (
    <Stack gap={2} data-testid="agent-tree">
      {roots.map((root) => (
        <TreeNode key={root.id} node={root} {...props} />
      ))}
    </Stack>
  );
}
