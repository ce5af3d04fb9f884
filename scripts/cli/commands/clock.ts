// pnpm sim clock: the simulated clock.
import { parseDuration, required } from '../args.ts';
import type { Command } from '../command.ts';

export const clockCommands: Record<string, Record<string, Command>> = {
  clock: {
    get: { usage: 'clock get', summary: 'the simulated time', run: (c) => c.client.clock.get.query() },
    freeze: { usage: 'clock freeze', summary: 'stop the clock', run: (c) => c.client.clock.freeze.mutate() },
    resume: {
      usage: 'clock resume',
      summary: 'let it run again from where it stands',
      run: (c) => c.client.clock.resume.mutate(),
    },
    reset: { usage: 'clock reset', summary: 'back to real time', run: (c) => c.client.clock.reset.mutate() },
    advance: {
      usage: 'clock advance <30s|30m|2h|1d>',
      summary: 'move the clock forward',
      run: (c) =>
        c.client.clock.advance.mutate({ seconds: parseDuration(required(c.args[0], 'duration')) / 1000 }),
    },
    set: {
      usage: 'clock set <ISO time>',
      summary: 'jump to a time',
      run: (c) => c.client.clock.set.mutate({ at: required(c.args[0], 'time') }),
    },
  },
};
