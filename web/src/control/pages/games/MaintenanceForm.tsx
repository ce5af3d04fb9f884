import { Button, Group, NumberInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { trpc } from '../../api';
import { GAMES_S } from './strings';

const T = GAMES_S.maintenance;

/** provider.setMaintenance: a vendor's games, or one game, closed or reopened. */
export function MaintenanceForm() {
  const set = trpc.provider.setMaintenance.useMutation({ meta: { success: T.done } });
  const [vendor, setVendor] = useState('');
  const [nodeId, setNodeId] = useState<number | string>('');
  const target = {
    vendor: vendor.trim().toUpperCase() || undefined,
    nodeId: nodeId === '' ? undefined : Number(nodeId),
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
      <NumberInput
        label={T.nodeId}
        min={1}
        allowDecimal={false}
        value={nodeId}
        onChange={setNodeId}
        data-testid="maintenance-node"
      />
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
