// The mission form's values and what they become: the create/edit input of missions.create.
import type { MissionInput } from '@sim/shared/admin/missions';
import type { GameType } from '@sim/shared/relay/gcsgame';
import type { MissionKind } from '@sim/shared/relay/missions';
import { fromLocalInput } from '../../local-time';

export interface MissionValues {
  code: string;
  kind: MissionKind;
  gameType: string;
  title: string;
  milestones: string;
  endTime: string;
}

export const EMPTY_MISSION: MissionValues = {
  code: '',
  kind: 'VALID_BET',
  gameType: '',
  title: '',
  milestones: '100:5, 500:30',
  endTime: '',
};

/** "50:5, 100:10" -> [{target: 50, reward: 5}, …]; a pair that is not two numbers is NaN (the schema refuses it). */
export function parseMilestones(text: string) {
  return text
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const [target, reward] = pair.split(':').map((part) => Number(part?.trim()));
      return { target: target ?? Number.NaN, reward: reward ?? Number.NaN };
    });
}

export function toMissionInput(values: MissionValues, merchant: string): MissionInput {
  return {
    merchant,
    code: values.code.trim(),
    kind: values.kind,
    gameType: values.gameType ? (values.gameType as GameType) : null,
    titles: { EN: values.title.trim() },
    endTime: values.endTime ? fromLocalInput(values.endTime) : null,
    milestones: parseMilestones(values.milestones),
  };
}
