import { Switch, Table, Text } from '@mantine/core';
import { trpc } from '../../api';
import { notifySuccess } from '../../components/notify';
import { Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { TableHeads } from '../../components/TableHeads';
import { formatTime } from '../../local-time';
import { useMerchant } from '../../merchant';
import { LIVE_S } from './live-strings';

const HEADS = [LIVE_S.code, LIVE_S.name, LIVE_S.room, LIVE_S.online, LIVE_S.since];

/** The live show's models with a switch each (admin live.models, live.setOnline). */
export function LiveModelsSection() {
  const merchant = useMerchant();
  const models = trpc.live.models.useQuery({ merchant });
  const utils = trpc.useUtils();
  const setOnline = trpc.live.setOnline.useMutation({
    onSuccess: (model) => {
      notifySuccess(LIVE_S.switched(model.code, model.online));
      return utils.live.models.invalidate();
    },
  });
  return (
    <Section title={LIVE_S.title} testId="live-models-section">
      <Text c="dimmed" size="sm">
        {LIVE_S.intro}
      </Text>
      <QueryState query={models}>
        {(rows) =>
          rows.length === 0 ? (
            <Text c="dimmed">{LIVE_S.none}</Text>
          ) : (
            <Table striped data-testid="live-models-table">
              <TableHeads heads={HEADS} />
              <Table.Tbody>
                {rows.map((model) => (
                  <Table.Tr key={model.code} data-testid={`live-model-${model.code}`}>
                    <Table.Td ff="monospace">{model.code}</Table.Td>
                    <Table.Td>{model.name}</Table.Td>
                    <Table.Td>{model.roomName}</Table.Td>
                    <Table.Td>
                      <Switch
                        checked={model.online}
                        aria-label={`${LIVE_S.online} ${model.code}`}
                        data-testid={`live-model-switch-${model.code}`}
                        onChange={(event) =>
                          setOnline.mutate({
                            merchant,
                            code: model.code,
                            online: event.currentTarget.checked,
                          })
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      {model.onlineSince === null ? '' : formatTime(new Date(model.onlineSince))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </QueryState>
    </Section>
  );
}
