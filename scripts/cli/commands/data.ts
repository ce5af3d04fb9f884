// pnpm sim snapshot | data | scenario: resets, snapshots, exports and scenario files.
import fs from 'node:fs';
import path from 'node:path';
import { parseScenarioText } from '@sim/shared/admin/scenario-file';
import { required } from '../args.ts';
import type { Command } from '../command.ts';

export const dataCommands: Record<string, Record<string, Command>> = {
  snapshot: {
    save: {
      usage: 'snapshot save <name>',
      summary: 'snapshot the whole state',
      run: (c) => c.client.data.snapshot.mutate({ name: required(c.args[0], 'name') }),
    },
    restore: {
      usage: 'snapshot restore <name>',
      summary: 'go back to a snapshot',
      run: (c) => c.client.data.restore.mutate({ name: required(c.args[0], 'name') }),
    },
    list: { usage: 'snapshot list', summary: 'saved snapshots', run: (c) => c.client.data.snapshots.query() },
  },
  data: {
    reset: { usage: 'data reset', summary: 'back to the seed', run: (c) => c.client.data.reset.mutate() },
    history: {
      usage: 'data history [username…]',
      summary: "the demo members' weeks of rounds, deposits, withdrawals and bonuses (once each)",
      run: (c) => c.client.data.history.mutate(c.args.length > 0 ? { usernames: c.args } : undefined),
    },
    export: {
      usage: 'data export <file>',
      summary: 'the whole state into a file',
      run: async (c) => {
        const file = path.resolve(required(c.args[0], 'file'));
        const { base64, bytes } = await c.client.data.export.query();
        fs.writeFileSync(file, Buffer.from(base64, 'base64'));
        return { file, bytes };
      },
    },
    import: {
      usage: 'data import <file>',
      summary: 'replace the state with a file from data export',
      run: (c) =>
        c.client.data.import.mutate({
          base64: fs.readFileSync(path.resolve(required(c.args[0], 'file'))).toString('base64'),
        }),
    },
  },
  scenario: {
    list: {
      usage: 'scenario list',
      summary: 'the scenario files the server knows (scenarios/)',
      run: (c) => c.client.scenario.list.query(),
    },
    apply: {
      usage: 'scenario apply <file.yaml | name>',
      summary: "apply a scenario: a local YAML/JSON file, or one in the server's scenarios/ by name",
      run: async (c) => {
        const target = required(c.args[0], 'scenario file or name');
        if (fs.existsSync(target))
          return c.client.scenario.run.mutate(
            await parseScenarioText(fs.readFileSync(target, 'utf8'), target),
          );
        return c.client.scenario.runFile.mutate({ file: target });
      },
    },
  },
};
