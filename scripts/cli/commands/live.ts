// pnpm sim live: the live show's models (CBS_modelList) and switching one online or offline.
import { onOff, required } from '../args.ts';
import type { Command } from '../command.ts';

export const liveCommands: Record<string, Record<string, Command>> = {
  live: {
    models: {
      usage: 'live models',
      summary: "the live show's models, online ones first",
      columns: ['code', 'name', 'roomName', 'online', 'onlineSince'],
      run: (c) => c.client.live.models.query({ merchant: c.merchant }),
    },
    online: {
      usage: 'live online <code> on|off',
      summary: 'switch a model online (from now on the simulated clock) or offline',
      run: (c) =>
        c.client.live.setOnline.mutate({
          merchant: c.merchant,
          code: required(c.args[0], 'code'),
          online: onOff(c.args[1], 'on|off'),
        }),
    },
  },
};
