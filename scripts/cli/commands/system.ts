// pnpm sim status: the visitor-facing state: maintenance, region restriction, visitor location.
import { flagString, list, onOff } from '../args.ts';
import type { Command } from '../command.ts';

export const statusCommands: Record<string, Record<string, Command>> = {
  status: {
    get: {
      usage: 'status get',
      summary: 'what a visitor sees now',
      run: (c) => c.client.system.get.query({ merchant: c.merchant }),
    },
    maintenance: {
      usage: 'status maintenance on|off [--until <time>] [--from <time>]',
      summary: 'switch maintenance, optionally as a window on the simulated clock',
      run: (c) =>
        c.client.system.setStatus.mutate({
          merchant: c.merchant,
          maintenance: onOff(c.args[0], 'maintenance'),
          maintenanceStartTime: flagString(c.flags, 'from') ?? null,
          maintenanceEndTime: flagString(c.flags, 'until') ?? null,
        }),
    },
    region: {
      usage: 'status region on|off [--countries US,CN] [--ips 1.2.3.4]',
      summary: 'restrict everyone, or visitors from some countries or addresses',
      run: (c) =>
        c.client.system.setStatus.mutate({
          merchant: c.merchant,
          regionRestriction: onOff(c.args[0], 'region'),
          blockedCountries: list(flagString(c.flags, 'countries')),
          blockedIps: list(flagString(c.flags, 'ips')),
        }),
    },
    metrics: {
      usage: 'status metrics',
      summary: 'the server process: memory, live handles, event-loop delay, journal length',
      run: (c) => c.client.system.metrics.query(),
    },
    location: {
      usage: 'status location [--ip <ip>] [--country <CC>] | status location clear',
      summary: 'where visitors seem to come from',
      run: (c) =>
        c.args[0] === 'clear'
          ? c.client.system.setClientLocation.mutate({ ip: null, country: null })
          : c.client.system.setClientLocation.mutate({
              ip: flagString(c.flags, 'ip'),
              country: flagString(c.flags, 'country'),
            }),
    },
  },
};
