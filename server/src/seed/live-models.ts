// Seeded live-show models per merchant (CBS_modelList): eight hosts, the first three online from the
// seed's moment. Saved by code, so seeding twice changes nothing (and keeps what QA switched).
import type { Db } from '../db/client.ts';

const MODELS = [
  ['LM01', 'Ananya', 'Baccarat Lounge'],
  ['LM02', 'Linh', 'Dragon Tiger Room'],
  ['LM03', 'Mei', 'Roulette Studio'],
  ['LM04', 'Yuki', 'Sic Bo Stage'],
  ['LM05', 'Ploy', 'Blackjack Suite'],
  ['LM06', 'Nadia', 'Andar Bahar Table'],
  ['LM07', 'Hana', 'Lucky Wheel Show'],
  ['LM08', 'Thu', 'Fan Tan Parlour'],
] as const;

const ONLINE_AT_SEED = 3;

export async function seedLiveModels(db: Db, merchantCode: string, now: Date): Promise<void> {
  for (const [index, [code, name, roomName]] of MODELS.entries()) {
    const online = index < ONLINE_AT_SEED;
    await db.liveModel.upsert({
      where: { merchantCode_code: { merchantCode, code } },
      create: {
        merchantCode,
        code,
        name,
        roomName,
        // the simulator's preset avatar art, past the ones members pick from
        avatarUrl: `/cdn/images/avatars/${60 + index}.svg`,
        online,
        onlineSince: online ? now : null,
        sortOrder: index,
      },
      update: {},
    });
  }
}
