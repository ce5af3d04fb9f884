// endpoint-registry.md A `pvp.rooms` / B `game.rooms`: GLS2_roomList as the desktop app calls it (GET,
// token), and the launch of a listed room (A `pvp.launchGame`), every answer parsed with the shared
// contract.
import { errorEnvelopeSchema } from '@sim/shared/envelope';
import { roomListSchema } from '@sim/shared/relay/gls2';
import { launchResponseSchema } from '@sim/shared/wps/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, okValue, type RealSim, startRealSim } from './support/real-client.ts';

let sim: RealSim;
let token: string;
beforeAll(async () => {
  sim = await startRealSim();
  token = await loginAs(sim, 'demo01', 'Demo1234');
});
afterAll(() => sim.close());

const headers = () => ({
  Accept: 'application/json, text/plain, */*',
  Merchant: 'sim001',
  Authorization: token,
});
const rooms = async (search = '') =>
  okValue(await sim.call('GET', `/wps/relay/GLS2_roomList${search}`, { headers: headers() }), roomListSchema);

describe('GLS2_roomList', () => {
  it("lists every PVP game's rooms, each with its stake and seats", async () => {
    const all = await rooms();
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((room) => room.players <= room.maxPlayers && room.minBet > 0)).toBe(true);
  });

  it('keeps to a vendor (vassalage) or to one game (nodeId)', async () => {
    const km = await rooms('?vassalage=KM');
    expect(km.length).toBeGreaterThan(0);
    expect(km.every((room) => room.vassalage === 'KM')).toBe(true);
    const nodeId = km[0]!.nodeId;
    const one = await rooms(`?nodeId=${nodeId}`);
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((room) => room.nodeId === nodeId)).toBe(true);
  });

  it('is a token call: 401 login.not.session without one', async () => {
    const answer = await sim.call('GET', '/wps/relay/GLS2_roomList', { headers: { Merchant: 'sim001' } });
    expect(answer.status).toBe(401);
    expect(errorEnvelopeSchema.parse(answer.json()).errorCode).toBe('login.not.session');
  });

  it('launches a listed room by its roomId', async () => {
    const [room] = await rooms('?vassalage=KM');
    const launch = new URLSearchParams({
      launchMode: 'GLS',
      roomId: room!.roomId,
      platform: 'html5-desktop',
    });
    const value = okValue(
      await sim.call('GET', `/wps/game/launchGame?${launch}`, { headers: headers() }),
      launchResponseSchema,
    );
    expect(value.content.game_url).toContain('/provider/play?token=');
  });
});
