// GLS2_* relays: the PVP rooms (tables) of GLS2_roomList (endpoint-registry.md A `pvp.rooms`, B
// `game.rooms`). The real answer is not in public material (wire-contract.md 6): this shape is ours.
import { z } from 'zod';
import { wireInt } from '../wire-number.ts';

export const roomListQuerySchema = z
  .object({ vassalage: z.string().optional(), nodeId: wireInt(z.number().int()).optional() })
  .loose();

export const pvpRoomSchema = z
  .object({
    /** `<nodeId>-<level>`: what launchGame takes as roomId */
    roomId: z.string(),
    nodeId: z.number().int(),
    vassalage: z.string(),
    gameName: z.string(),
    roomName: z.string(),
    minBet: z.number(),
    players: z.number().int(),
    maxPlayers: z.number().int(),
    icon: z.string(),
  })
  .loose();
export type PvpRoom = z.infer<typeof pvpRoomSchema>;

export const roomListSchema = z.array(pvpRoomSchema);
