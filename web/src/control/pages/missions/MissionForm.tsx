import { Button, Group, Select, TextInput } from '@mantine/core';
import { missionInputSchema } from '@sim/shared/admin/missions';
import { GAME_TYPES } from '@sim/shared/relay/gcsgame';
import { MISSION_KINDS } from '@sim/shared/relay/missions';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { Section } from '../../components/Page';
import { useMerchant } from '../../merchant';
import { useSaveMission } from './hooks';
import { EMPTY_MISSION, type MissionValues, toMissionInput } from './mission-form';
import { M } from './strings';

/** A new mission, or the one with the same code edited (its milestones replaced). */
export function MissionForm() {
  const merchant = useMerchant();
  const save = useSaveMission();
  const toInput = (values: MissionValues) => toMissionInput(values, merchant);
  const { form, field } = useZodForm<MissionValues>(missionInputSchema, EMPTY_MISSION, { toInput });
  return (
    <Section title={M.formTitle} testId="mission-form-section">
      <form onSubmit={form.onSubmit((values) => save.mutate(toInput(values)))}>
        <Group align="flex-start" gap="sm">
          <TextInput label={M.code} w={140} data-testid="mission-code" {...field('code')} />
          <Select
            label={M.kind}
            w={150}
            data={[...MISSION_KINDS]}
            allowDeselect={false}
            data-testid="mission-kind"
            {...field('kind')}
          />
          <Select
            label={M.gameType}
            w={200}
            data={[...GAME_TYPES]}
            clearable
            data-testid="mission-game-type"
            {...field('gameType')}
          />
          <TextInput label={M.titleEn} w={220} data-testid="mission-title" {...field('title')} />
          <TextInput
            label={M.milestones}
            description={M.milestonesHint}
            w={300}
            data-testid="mission-milestones"
            {...field('milestones')}
          />
          <TextInput
            type="datetime-local"
            label={M.endTime}
            w={220}
            data-testid="mission-end"
            {...field('endTime')}
          />
          <Button type="submit" mt={25} loading={save.isPending} data-testid="mission-save">
            {M.save}
          </Button>
        </Group>
      </form>
    </Section>
  );
}
