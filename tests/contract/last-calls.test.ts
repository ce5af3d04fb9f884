// The last registry calls, made as the real clients make them (endpoint-registry.md A, B and P's other
// relays), every answer parsed with the shared contract: GET /wps/system/templates (B common.templates),
// GCS_gameLaunchFB (A eGame.gameLaunchFB), GCSGAME_getGameMatchV2 (B game.getGameMatchV2), CBS_modelList
// (A live.getModelList), and the two PROMOFE lists that used to answer [] (P):
// PROMOFE_getDiscountTicketList and PROMOFE_getUnappliedExtraRewardClaimList, with the extra reward applied.
import { errorEnvelopeSchema } from '@sim/shared/envelope';
import { gameMatchListSchema } from '@sim/shared/relay/game-matches';
import { gameListSchema } from '@sim/shared/relay/gcsgame';
import { liveModelListSchema } from '@sim/shared/relay/live-models';
import {
  discountTicketListSchema,
  extraRewardApplySchema,
  extraRewardClaimListSchema,
} from '@sim/shared/relay/reward-vouchers';
import { launchResponseSchema } from '@sim/shared/wps/game';
import { templateListSchema } from '@sim/shared/wps/system-templates';
import { balanceSchema } from '@sim/shared/wps/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, okValue, type RealSim, startRealSim } from './support/real-client.ts';

let sim: RealSim;
let token: string;
beforeAll(async () => {
  sim = await startRealSim();
  token = await loginAs(sim, 'demo01', 'Demo1234');
});
afterAll(() => sim.close());

/** the desktop app's headers (A): Merchant, Language, the module id, the token where it sends one */
const app = (withToken: boolean, moduleId = 'COMM3') => ({
  Accept: 'application/json, text/plain, */*',
  Merchant: 'sim001',
  Language: 'EN',
  ModuleId: moduleId,
  ...(withToken ? { Authorization: token } : {}),
});

describe('GET /wps/system/templates (B common.templates, token false)', () => {
  it("answers a visitor the merchant's templates, one per platform", async () => {
    const list = okValue(
      await sim.call('GET', '/wps/system/templates', { headers: app(false) }),
      templateListSchema,
    );
    expect(list.map((template) => template.platform)).toEqual(['W', 'H5']);
    expect(list.every((template) => template.merchantCode === 'sim001' && template.pages.length > 0)).toBe(
      true,
    );
  });
});

describe('GCS_gameLaunchFB (A eGame.gameLaunchFB, token false, GET)', () => {
  const listGame = async (gameType: string) =>
    okValue(
      await sim.call('GET', `/wps/relay/GCSGAME_gameList?gameType=${gameType}&pageNo=1&pageSize=50`, {
        headers: app(true, 'GAMELO3'),
      }),
      gameListSchema,
    ).games.filter((game) => game.isGame === 'GAME');

  it("launches the member's game when the app sends its token", async () => {
    const [game] = await listGame('RNG');
    const value = okValue(
      await sim.call('GET', `/wps/relay/GCS_gameLaunchFB?nodeId=${game!.nodeId}&platform=html5-desktop`, {
        headers: app(true),
      }),
      launchResponseSchema,
    );
    expect(value.content.game_url).toContain('/provider/play?token=');
  });

  it('opens a free trial for a visitor, and refuses a dead token with 401', async () => {
    const trial = (await listGame('RNG')).find((game) => game.supportPlay === 0)!;
    const value = okValue(
      await sim.call('GET', `/wps/relay/GCS_gameLaunchFB?nodeId=${trial.nodeId}`, { headers: app(false) }),
      launchResponseSchema,
    );
    expect(value.gameUrl).toBe(value.content.game_url);
    const dead = await sim.call('GET', `/wps/relay/GCS_gameLaunchFB?nodeId=${trial.nodeId}`, {
      headers: { ...app(false), Authorization: 'dead-token' },
    });
    expect(dead.status).toBe(401);
    expect(errorEnvelopeSchema.parse(dead.json()).errorCode).toBe('login.not.session');
  });
});

describe('GCSGAME_getGameMatchV2 (B game.getGameMatchV2)', () => {
  it("lists a sports game's matches with their status on the simulated clock", async () => {
    const [game] = okValue(
      await sim.call('GET', '/wps/relay/GCSGAME_gameList?gameType=SPORTS&pageNo=1&pageSize=5', {
        headers: app(false, 'GAMELO3'),
      }),
      gameListSchema,
    ).games;
    const matches = okValue(
      await sim.call('GET', `/wps/relay/GCSGAME_getGameMatchV2?nodeId=${game!.nodeId}`, {
        headers: app(false),
      }),
      gameMatchListSchema,
    );
    expect(matches.nodeId).toBe(game!.nodeId);
    expect(matches.list.some((match) => match.status === 'UPCOMING')).toBe(true);
  });
});

describe('CBS_modelList (A live.getModelList, CBS3, token false)', () => {
  it('lists the models, online ones first, and shows a model the back office puts online', async () => {
    const list = async () =>
      okValue(
        await sim.call('GET', '/wps/relay/CBS_modelList', { headers: app(false, 'CBS3') }),
        liveModelListSchema,
      );
    const before = await list();
    const offline = before.find((model) => !model.online)!;
    await sim.admin('live.setOnline', { code: offline.code, online: true });
    const after = await list();
    expect(after.find((model) => model.code === offline.code)).toMatchObject({ online: true });
    expect(after.findIndex((model) => !model.online)).toBeGreaterThan(
      before.findIndex((model) => !model.online),
    );
  });
});

describe("PROMOFE's discount tickets and extra rewards (P's other relays)", () => {
  /** the SIT scripts' headers (wire-contract.md 8) */
  const sit = () => ({ ...app(true, 'REWCEN3'), 'content-type': 'application/json' });

  it('lists the seeded discount tickets as the claim ticket list is called', async () => {
    const tickets = okValue(
      await sim.call('GET', '/wps/relay/PROMOFE_getDiscountTicketList?isApp=N&status=AVAILABLE', {
        headers: sit(),
      }),
      discountTicketListSchema,
    );
    expect(tickets.length).toBeGreaterThan(0);
    expect(tickets.every((ticket) => ticket.status === 'AVAILABLE')).toBe(true);
  });

  it('lists the extra rewards to apply for, and applying one pays it once to the main wallet', async () => {
    const balance = async () =>
      okValue(await sim.call('GET', '/wps/v2/wallets/balance?typeId=0', { headers: sit() }), balanceSchema)
        .sumBalance;
    const granted = await sim.admin<{ claimId: string }>('extraRewards.grant', {
      promotionCode: 'CRICKETFEST',
      username: 'demo01',
      amount: 25,
    });
    const claims = okValue(
      await sim.call('GET', '/wps/relay/PROMOFE_getUnappliedExtraRewardClaimList', { headers: sit() }),
      extraRewardClaimListSchema,
    );
    expect(claims.map((claim) => claim.claimId)).toContain(granted.claimId);
    const before = await balance();
    const apply = () =>
      sim.call('POST', '/wps/relay/PROMOFE_applyExtraRewardClaim', {
        headers: sit(),
        body: { claimId: granted.claimId, isApp: 'N' },
      });
    expect(okValue(await apply(), extraRewardApplySchema).paidAmount).toBe(25);
    expect(okValue(await apply(), extraRewardApplySchema).paidAmount).toBe(0);
    expect(await balance()).toBeCloseTo(before + 25, 2);
    const after = okValue(
      await sim.call('GET', '/wps/relay/PROMOFE_getUnappliedExtraRewardClaimList', { headers: sit() }),
      extraRewardClaimListSchema,
    );
    expect(after.map((claim) => claim.claimId)).not.toContain(granted.claimId);
  });
});
