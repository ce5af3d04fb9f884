// pnpm sim game: games with fixed ids and codes (staging data).
import { flagString, required } from '../args.ts';
import type { Command } from '../command.ts';

export const catalogueCommands: Record<string, Record<string, Command>> = {
  game: {
    declare: {
      usage: 'game declare <id> <code> --name text --vendor VNL [--type LOTT]',
      summary: 'a game with a fixed id and code (a reset removes it)',
      run: (c) =>
        c.client.catalogue.declareGame.mutate({
          id: Number(required(c.args[0], 'id')),
          code: required(c.args[1], 'code'),
          name: required(flagString(c.flags, 'name'), '--name'),
          vendor: required(flagString(c.flags, 'vendor'), '--vendor'),
          gameType: (flagString(c.flags, 'type') ?? 'LOTT') as 'LOTT',
        }),
    },
    declared: {
      usage: 'game declared',
      summary: 'the games scenarios declared',
      columns: ['id', 'code', 'name', 'vendorCode', 'gameType'],
      run: (c) => c.client.catalogue.declaredGames.query(),
    },
  },
};
