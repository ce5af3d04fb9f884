// pnpm sim flags | brand | fields: white-label modules, brand settings and register fields.
import { flagBoolean, flagNumber, flagString, onOff, required } from '../args.ts';
import type { Command } from '../command.ts';

export const brandCommands: Record<string, Record<string, Command>> = {
  flags: {
    list: {
      usage: 'flags list',
      summary: 'white-label modules',
      columns: ['modId', 'enabled', 'effective', 'description'],
      run: (c) => c.client.flags.list.query({ merchant: c.merchant }),
    },
    set: {
      usage: 'flags set <MODID> on|off',
      summary: 'switch a module',
      run: (c) =>
        c.client.flags.set.mutate({
          merchant: c.merchant,
          modId: required(c.args[0], 'MODID'),
          enabled: onOff(c.args[1], 'flag'),
        }),
    },
  },
  brand: {
    get: {
      usage: 'brand get',
      summary: 'brand settings',
      run: (c) => c.client.brand.get.query({ merchant: c.merchant }),
    },
    set: {
      usage:
        'brand set [--logined-to-home-page true|false] [--password-max-age-days N] [--default-language EN]',
      summary: 'change brand settings',
      run: (c) =>
        c.client.brand.set.mutate({
          merchant: c.merchant,
          loginedToHomePage: flagBoolean(c.flags, 'logined-to-home-page'),
          passwordMaxAgeDays: flagNumber(c.flags, 'password-max-age-days'),
          defaultLanguage: flagString(c.flags, 'default-language') as 'EN' | undefined,
        }),
    },
  },
  fields: {
    list: {
      usage: 'fields list',
      summary: 'register field rules',
      run: async (c) =>
        Object.entries(await c.client.registerFields.list.query({ merchant: c.merchant })).map(
          ([field, rule]) => ({ field, ...rule }),
        ),
    },
    set: {
      usage:
        'fields set <field> [--enabled true|false] [--required true|false] [--pattern N] [--min N] [--max N]',
      summary: 'change a register field rule',
      run: (c) =>
        c.client.registerFields.set.mutate({
          merchant: c.merchant,
          field: required(c.args[0], 'field'),
          enabled: flagBoolean(c.flags, 'enabled'),
          required: flagBoolean(c.flags, 'required'),
          patternId: flagNumber(c.flags, 'pattern'),
          minLength: flagNumber(c.flags, 'min'),
          maxLength: flagNumber(c.flags, 'max'),
        }),
    },
  },
};
