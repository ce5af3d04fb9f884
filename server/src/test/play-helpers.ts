// Launching games and playing rounds the way the site and the provider page do, for tests.
import { randomUUID } from 'node:crypto';
import type { TestApp } from './harness.ts';
import { wps } from './harness.ts';

export async function gameOf(t: TestApp, where: { gameType: string; trial?: boolean }) {
  return t.db.game.findFirstOrThrow({
    where: { ...where, kind: 'GAME', parentId: null },
    orderBy: { id: 'asc' },
  });
}

export async function launch(t: TestApp, token: string, nodeId: number, extra = '') {
  const response = await wps(
    t,
    'GET',
    `/wps/game/launchGame?nodeId=${nodeId}&accountType=1&launchMode=GLS&platform=html5-desktop&clientType=3${extra}`,
    { token },
  );
  return response;
}

export async function providerToken(t: TestApp, token: string, nodeId: number): Promise<string> {
  const response = await launch(t, token, nodeId);
  const url = new URL(response.json().value.content.game_url);
  return url.searchParams.get('token')!;
}

export function provider(t: TestApp, path: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/provider/api/${path}`, payload: body });
}

export const newRoundId = () => randomUUID();
