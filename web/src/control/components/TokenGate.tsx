import { Alert, Button, Center, List, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { errorMessage, verifyAdminToken } from '../api';
import { S } from '../strings';
import { Ticks } from './Ticks';

interface TokenGateProps {
  /** why the panel came back here (a 401), if it did */
  notice: string | null;
  onEnter: (token: string) => void;
}

/** The first screen: the admin token, checked against the simulator before it is kept. */
export function TokenGate({ notice, onEnter }: TokenGateProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const form = useForm({
    initialValues: { token: '' },
    validate: { token: (value) => (value.trim() === '' ? S.gate.required : null) },
  });

  const submit = form.onSubmit(async ({ token }) => {
    setChecking(true);
    setProblem(null);
    try {
      if (await verifyAdminToken(token.trim())) onEnter(token.trim());
      else setProblem(S.gate.wrong);
    } catch (error) {
      setProblem(`${S.gate.unreachable} ${errorMessage(error)}`);
    } finally {
      setChecking(false);
    }
  });

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="md" p="xl" maw={520} w="100%">
        <form onSubmit={submit} data-testid="token-gate">
          <Stack>
            <Title order={2}>{S.gate.title}</Title>
            <Text>{S.gate.intro}</Text>
            {(problem ?? notice) && (
              <Alert color="red" data-testid="token-gate-problem">
                {problem ?? notice}
              </Alert>
            )}
            <PasswordInput
              label={S.gate.label}
              autoFocus
              data-testid="admin-token-input"
              {...form.getInputProps('token')}
            />
            <Button type="submit" loading={checking} data-testid="admin-token-submit">
              {S.gate.submit}
            </Button>
            <Text size="sm" fw={600}>
              {S.gate.whereTitle}
            </Text>
            <List size="sm">
              {S.gate.where.map((line) => (
                <List.Item key={line}>
                  <Ticks>{line}</Ticks>
                </List.Item>
              ))}
            </List>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
