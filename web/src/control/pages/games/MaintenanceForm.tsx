import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { trpc } from '../../api';
import { NodeIdInput, type NodeIdValue, nodeIdOf } from './NodeIdInput';
import { GAMES_S } from './strings';

const T = GAMES_S.maintenance;

/** provider.setMaintenance: a vendor's games, or one game, closed or reopened. */
export function MaintenanceForm() {
  const set = trpc.provider.setMaintenance.useMutation({ meta: { success: T.done } });
  const [vendor, setVendor] = useState('');
  const [nodeId, setNodeId] = useState<NodeIdValue>('');
  const target = {
    vendor: vendor.trim().toUpperCase() || undefined,
    nodeId: nodeIdOf(nodeId),
  };
  const named = target.vendor !== undefined || target.nodeId !== undefined;

  return (
    <Group align="flex-end" wrap="wrap">
      <TextInput
        label={T.vendor}
        value={vendor}
        onChange={(e) => setVendor(e.currentTarget.value)}
        data-testid="maintenance-vendor"
      />
      <NodeIdInput label={T.nodeId} value={nodeId} onChange={setNodeId} testId="maintenance-node" />
      <Button
        color="orange"
        disabled={!named}
        loading={set.isPending}
        data-testid="maintenance-on"
        onClick={() => set.mutate({ ...target, maintenance: true })}
      >
        {T.on}
      </Button>
      <Button
        variant="default"
        disabled={!named}
        loading={set.isPending}
        data-testid="maintenance-off"
        onClick={() => set.mutate({ ...target, maintenance: false })}
      >
        {T.off}
      </Button>
    </Group>
  );
}
