import { Alert, Button, Group, NumberInput, Stack, Textarea } from '@mantine/core';
import type { SupportPath, SupportSettings } from '@sim/shared/admin/support';
import { useState } from 'react';
import { Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';
import { useSetSupportSettings, useSupportSettings } from './hooks';
import { SUPPORT_S } from './strings';

const T = SUPPORT_S.support;

const toLines = (paths: readonly SupportPath[]) =>
  paths.map((p) => `${p.type},${p.name},${p.url}`).join('\n');

function toPaths(text: string): SupportPath[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [type, name, ...url] = line.split(',');
      if (!type || !name || url.length === 0) throw new Error(T.badPath(line));
      return { type: type.trim(), name: name.trim(), url: url.join(',').trim() };
    });
}

function PathsForm({ settings }: { settings: SupportSettings }) {
  const merchant = useMerchant();
  const save = useSetSupportSettings();
  const [plain, setPlain] = useState(toLines(settings.paths));
  const [vip, setVip] = useState(toLines(settings.vipPaths));
  const [delay, setDelay] = useState<number | string>(settings.replyDelaySeconds);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    try {
      setProblem(null);
      save.mutate({
        merchant,
        paths: toPaths(plain),
        vipPaths: toPaths(vip),
        replyDelaySeconds: Number(delay),
      });
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <Stack gap="sm">
      <Textarea
        label={T.plainPaths}
        description={T.pathsHint}
        autosize
        minRows={2}
        value={plain}
        onChange={(e) => setPlain(e.currentTarget.value)}
      />
      <Textarea
        label={T.vipPaths}
        description={T.pathsHint}
        autosize
        minRows={2}
        value={vip}
        onChange={(e) => setVip(e.currentTarget.value)}
      />
      <NumberInput label={T.delay} min={0} max={600} value={delay} onChange={setDelay} maw={240} />
      {problem && <Alert color="red">{problem}</Alert>}
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          {S.common.save}
        </Button>
      </Group>
    </Stack>
  );
}

export function PathsSection() {
  const settings = useSupportSettings();
  return (
    <Section title={T.paths}>
      <QueryState query={settings}>{(data) => <PathsForm key={data.merchant} settings={data} />}</QueryState>
    </Section>
  );
}
