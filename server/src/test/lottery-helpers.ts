// The lottery gateway the way real clients use it, for tests: a lottery of each family, its draws
// around now, and bets in the body the platform vendor's QA scripts send.
import { type NearNumeros, nearNumerosSchema } from '@sim/shared/lgw/draws';
import type { TestApp } from './harness.ts';
import { wps } from './harness.ts';

/** The first lottery of a family: VN (VNL, daily), FAST (ELOTT, every 5 minutes), DAILY (other LOTT). */
export async function lotteryOf(t: TestApp, family: 'VN' | 'FAST' | 'DAILY') {
  const where =
    family === 'VN'
      ? { vendorCode: 'VNL' }
      : family === 'FAST'
        ? // a fast game of the 5-minute cadence the tests count in (each draws at its named cadence),
          // drawing three 5-digit numbers (not a 3D or 5D game, which draw one number)
          {
            gameType: 'ELOTT',
            name: { endsWith: '5 Min' },
            NOT: [{ name: { contains: '3D' } }, { name: { contains: '5D' } }],
          }
        : { gameType: 'LOTT', vendorCode: { not: 'VNL' } };
  return t.db.game.findFirstOrThrow({ where: { ...where, kind: 'GAME' }, orderBy: { id: 'asc' } });
}

export async function near(t: TestApp, gameId: number, prefix = '/lgw'): Promise<NearNumeros> {
  const response = await wps(t, 'GET', `${prefix}/numeros/near?gameId=${gameId}`);
  return nearNumerosSchema.parse(response.json());
}

export interface ContentOverrides {
  playId?: number;
  bettingContent?: string;
  singleBetPrice?: number;
  numero?: { numero: string; multiple: number }[];
  winStop?: boolean;
}

/** One content as the QA script writes it (play 2057, "0_4_1", one draw). */
export function content(gameId: number, numero: string, overrides: ContentOverrides = {}) {
  return {
    gameId,
    winStop: false,
    playId: 2057,
    bettingContent: '0_4_1',
    singleBetPrice: 1,
    bettingApproach: 1,
    bettingSlip: null,
    numero: [{ numero, multiple: 1 }],
    ...overrides,
  };
}

export function bet(
  t: TestApp,
  token: string | undefined,
  contents: unknown[],
  options: { prefix?: string; requestId?: string; headers?: Record<string, string> } = {},
) {
  return wps(t, 'POST', `${options.prefix ?? '/lgw'}/betting?t=${Date.now()}`, {
    token,
    headers: options.headers,
    body: {
      prizeMode: 'Lott',
      device: 'WEB',
      contents,
      ...(options.requestId ? { requestId: options.requestId } : {}),
    },
  });
}
