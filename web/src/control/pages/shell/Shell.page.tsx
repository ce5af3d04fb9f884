import {
  Alert,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Page, Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { TableHeads } from '../../components/TableHeads';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';
import { useMemberAvatar, useSaveShell, useSetMemberAvatar, useShellSettings } from './hooks';
import { fromLines, parseRoutes, routesToLines, toLines } from './shell-lines';
import { SHELL } from './strings';

type Settings = NonNullable<ReturnType<typeof useShellSettings>['data']>;

export function ShellPage() {
  const merchant = useMerchant();
  const settings = useShellSettings();
  return (
    <Page title={S.nav.shell} intro={SHELL.intro}>
      <QueryState query={settings}>
        {(data) => (
          <>
            <Section title={SHELL.linksTitle} testId="shell-links">
              <LinksForm key={`${merchant}-links`} merchant={merchant} resources={data.resources} />
            </Section>
            <Section title={SHELL.hostsTitle} testId="shell-hosts">
              <HostsForm key={`${merchant}-hosts`} merchant={merchant} settings={data} />
            </Section>
          </>
        )}
      </QueryState>
      <Section title={SHELL.avatarTitle} testId="shell-avatar">
        <AvatarForm key={merchant} merchant={merchant} />
      </Section>
    </Page>
  );
}

function LinksForm({ merchant, resources }: { merchant: string; resources: Settings['resources'] }) {
  const save = useSaveShell();
  const [urls, setUrls] = useState(() => resources.map((resource) => resource.url));
  const submit = () =>
    save.mutate({
      merchant,
      resources: resources.map((resource, i) => {
        const url = urls[i] ?? resource.url;
        return { ...resource, url, qrCodeUrl: resource.qrCodeUrl === null ? null : url };
      }),
    });
  return (
    <>
      <Table data-testid="shell-links-table">
        <TableHeads heads={[SHELL.type, SHELL.url]} />
        <Table.Tbody>
          {resources.map((resource, i) => (
            <Table.Tr key={resource.resourceType}>
              <Table.Td>{resource.resourceType}</Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={`${resource.resourceType} ${SHELL.url}`}
                  value={urls[i] ?? ''}
                  onChange={(event) => {
                    const next = [...urls];
                    next[i] = event.currentTarget.value;
                    setUrls(next);
                  }}
                  data-testid={`shell-link-${resource.resourceType}`}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" mt="md">
        <Button onClick={submit} loading={save.isPending} data-testid="shell-links-save">
          {S.common.save}
        </Button>
      </Group>
    </>
  );
}

function HostsForm({ merchant, settings }: { merchant: string; settings: Settings }) {
  const save = useSaveShell();
  const [imageCDNs, setImageCDNs] = useState(toLines(settings.imageCDNs));
  const [launchGameCDNs, setLaunchGameCDNs] = useState(toLines(settings.launchGameCDNs));
  const [routes, setRoutes] = useState(routesToLines(settings.domainRoute));
  const [presets, setPresets] = useState<number | string>(settings.avatarPresets);
  const parsed = parseRoutes(routes);
  const submit = () => {
    if ('problem' in parsed) return;
    save.mutate({
      merchant,
      imageCDNs: fromLines(imageCDNs),
      launchGameCDNs: fromLines(launchGameCDNs),
      domainRoute: parsed,
      avatarPresets: Number(presets),
    });
  };
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Textarea
          label={SHELL.imageCDNs}
          autosize
          minRows={2}
          value={imageCDNs}
          onChange={(e) => setImageCDNs(e.currentTarget.value)}
          data-testid="shell-image-cdns"
        />
        <Textarea
          label={SHELL.launchGameCDNs}
          autosize
          minRows={2}
          value={launchGameCDNs}
          onChange={(e) => setLaunchGameCDNs(e.currentTarget.value)}
          data-testid="shell-launch-cdns"
        />
        <Textarea
          label={SHELL.domainRoute}
          autosize
          minRows={2}
          value={routes}
          onChange={(e) => setRoutes(e.currentTarget.value)}
          data-testid="shell-domain-route"
        />
        <NumberInput
          label={SHELL.avatarPresets}
          min={1}
          max={100}
          value={presets}
          onChange={setPresets}
          data-testid="shell-avatar-presets"
        />
      </SimpleGrid>
      {'problem' in parsed && (
        <Alert color="red" mt="sm">
          {SHELL.badRoute(parsed.problem)}
        </Alert>
      )}
      <Group justify="flex-end" mt="md">
        <Button
          onClick={submit}
          loading={save.isPending}
          disabled={'problem' in parsed}
          data-testid="shell-hosts-save"
        >
          {S.common.save}
        </Button>
      </Group>
    </>
  );
}

function AvatarForm({ merchant }: { merchant: string }) {
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState('');
  const [preset, setPreset] = useState<number | string>(0);
  const avatar = useMemberAvatar(username);
  const { set, reset } = useSetMemberAvatar();
  return (
    <>
      <Group align="flex-end">
        <TextInput
          label={SHELL.username}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          data-testid="shell-avatar-username"
        />
        <Button variant="light" onClick={() => setUsername(typed.trim())} data-testid="shell-avatar-show">
          {SHELL.show}
        </Button>
        <NumberInput label={SHELL.preset} min={0} max={99} value={preset} onChange={setPreset} w={100} />
        <Button
          disabled={!username}
          loading={set.isPending}
          onClick={() => set.mutate({ merchant, username, preset: Number(preset) })}
          data-testid="shell-avatar-set"
        >
          {SHELL.setPreset}
        </Button>
        <Button
          color="red"
          variant="light"
          disabled={!username}
          loading={reset.isPending}
          onClick={() => reset.mutate({ merchant, username })}
          data-testid="shell-avatar-reset"
        >
          {SHELL.reset}
        </Button>
      </Group>
      {avatar.data && (
        <Text mt="sm" data-testid="shell-avatar-current">
          {avatar.data.username}:{' '}
          {SHELL.current(
            avatar.data.avatarType,
            avatar.data.avatarType === 'CUSTOM' ? 'upload' : avatar.data.avatar,
          )}
        </Text>
      )}
      {avatar.error && (
        <Alert color="red" mt="sm">
          {avatar.error.message}
        </Alert>
      )}
    </>
  );
}
