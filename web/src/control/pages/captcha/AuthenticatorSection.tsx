import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { trpc } from '../../api';
import { CopyCode } from '../../components/CopyCode';
import { notifyFailure } from '../../components/notify';
import { Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';

const T = {
  title: 'Google authenticator (simulated)',
  intro:
    "A member's TOTP secret and the code its app shows now on the simulated clock: the GOOGLE proof of a login from an unregistered address.",
  username: 'Username',
  lookUp: 'Look up',
  bind: 'Bind a new secret',
  unbind: 'Unbind',
  none: 'No authenticator bound.',
  secret: 'Secret',
  code: 'Code now',
  left: 's left',
} as const;

/** authenticators.get/bind/unbind, refreshed every few seconds so the code follows the clock. */
export function AuthenticatorSection() {
  const [username, setUsername] = useState('demo01');
  const [lookup, setLookup] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const view = trpc.authenticators.get.useQuery(
    { username: lookup ?? '' },
    { enabled: lookup !== null, refetchInterval: 2000 },
  );
  const after = { onSuccess: () => void utils.authenticators.get.invalidate(), onError: notifyFailure };
  const bind = trpc.authenticators.bind.useMutation(after);
  const unbind = trpc.authenticators.unbind.useMutation(after);
  const act = (run: (input: { username: string }) => void) => {
    const name = username.trim();
    setLookup(name);
    run({ username: name });
  };

  return (
    <Section title={T.title} testId="authenticator">
      <Text size="sm" c="dimmed">
        {T.intro}
      </Text>
      <Group align="flex-end">
        <TextInput
          label={T.username}
          w={220}
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
        />
        <Button variant="default" onClick={() => setLookup(username.trim())}>
          {T.lookUp}
        </Button>
        <Button onClick={() => act((input) => bind.mutate(input))} loading={bind.isPending}>
          {T.bind}
        </Button>
        <Button color="red" variant="light" onClick={() => act((input) => unbind.mutate(input))}>
          {T.unbind}
        </Button>
      </Group>
      {lookup !== null && (
        <QueryState query={view}>
          {(row) =>
            row ? (
              <Stack gap={4} data-testid="authenticator-view">
                <Group gap="xs">
                  <Text fw={500}>{T.code}:</Text>
                  <CopyCode value={row.code} />
                  <Text size="sm" c="dimmed">
                    {row.secondsLeft}
                    {T.left}
                  </Text>
                </Group>
                <Group gap="xs">
                  <Text fw={500}>{T.secret}:</Text>
                  <CopyCode value={row.secret} />
                </Group>
                <Text size="xs" c="dimmed">
                  {row.otpauthUri}
                </Text>
              </Stack>
            ) : (
              <Text c="dimmed">{T.none}</Text>
            )
          }
        </QueryState>
      )}
    </Section>
  );
}
