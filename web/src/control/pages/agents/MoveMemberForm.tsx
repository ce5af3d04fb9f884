import { Button, Group, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';
import { useMoveMember } from './hooks';

/** Moves a member, with its whole team, under another upline (empty: to the top). */
export function MoveMemberForm({ selected }: { selected: string | null }) {
  const merchant = useMerchant();
  const move = useMoveMember();
  const [username, setUsername] = useState(selected ?? '');
  const [upline, setUpline] = useState('');

  // picking a member in the tree fills it in
  useEffect(() => {
    if (selected) setUsername(selected);
  }, [selected]);

  return (
    <Group align="flex-end" wrap="wrap">
      <TextInput
        label={S.agents.member}
        value={username}
        onChange={(event) => setUsername(event.currentTarget.value)}
        data-testid="agent-move-member"
      />
      <TextInput
        label={S.agents.newUpline}
        description={S.agents.newUplineHint}
        value={upline}
        onChange={(event) => setUpline(event.currentTarget.value)}
        data-testid="agent-move-upline"
      />
      <Button
        loading={move.isPending}
        disabled={!username.trim()}
        onClick={() =>
          move.mutate({ merchant, username: username.trim(), uplineUsername: upline.trim() || null })
        }
        data-testid="agent-move-submit"
      >
        {S.agents.move}
      </Button>
    </Group>
  );
}
