import { Button, Group, NumberInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { trpc } from '../../api';
import { useMerchant } from '../../merchant';
import { NodeIdInput, type NodeIdValue, nodeIdOf } from './NodeIdInput';
import { GAMES_S } from './strings';

const T = GAMES_S.force;

/** provider.forceOutcome: the next round of a member and/or a game pays the multiplier given. */
export function ForceOutcomeForm() {
  const merchant = useMerchant();
  const force = trpc.provider.forceOutcome.useMutation({ meta: { success: T.done } });
  const [multiplier, setMultiplier] = useState<number | string>(2);
  const [username, setUsername] = useState('');
  const [nodeId, setNodeId] = useState<NodeIdValue>('');

  return (
    <Group align="flex-end" wrap="wrap">
      <NumberInput
        label={T.multiplier}
        min={0}
        max={10_000}
        decimalScale={2}
        value={multiplier}
        onChange={setMultiplier}
        data-testid="force-multiplier"
      />
      <TextInput
        label={T.username}
        value={username}
        onChange={(e) => setUsername(e.currentTarget.value)}
        data-testid="force-username"
      />
      <NodeIdInput label={T.nodeId} value={nodeId} onChange={setNodeId} testId="force-node" />
      <Button
        loading={force.isPending}
        disabled={multiplier === ''}
        data-testid="force-submit"
        onClick={() =>
          force.mutate({
            merchant,
            multiplier: Number(multiplier),
            username: username.trim() || undefined,
            nodeId: nodeIdOf(nodeId),
          })
        }
      >
        {T.submit}
      </Button>
    </Group>
  );
}
