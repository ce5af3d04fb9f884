// How the simulated geetest answers a merchant's challenges (admin geetest.set, `pnpm sim geetest`, the
// scenario key `geetest`): NORMAL, PASS (any slider position passes) or FAIL (geetest's own validation
// refuses every answer, so the login or registration that carries one is refused).
import type { GeetestMode } from '@sim/shared/wps/geetest';
import type { Db } from '../../db/client.ts';

export async function geetestModeOf(db: Db, merchantCode: string): Promise<GeetestMode> {
  const row = await db.geetestSetting.findUnique({ where: { merchantCode }, select: { mode: true } });
  return (row?.mode as GeetestMode | undefined) ?? 'NORMAL';
}

export async function setGeetestMode(db: Db, merchantCode: string, mode: GeetestMode): Promise<GeetestMode> {
  await db.geetestSetting.upsert({
    where: { merchantCode },
    create: { merchantCode, mode },
    update: { mode },
  });
  return mode;
}
