// Results as a bench run writes them, for the tests of the table and --compare.
import type { BenchResults, RunFigures } from './results.ts';

const figures = (requestsPerSecond: number, cpuMicrosPerRequest: number, p99Ms = 5): RunFigures => ({
  requestsPerSecond,
  p99Ms,
  cpuMicrosPerRequest,
  failures: 0,
});

export function sampleResults(statusRps = 2810, statusCpu = 353): BenchResults {
  const status = figures(statusRps, statusCpu, 40);
  const bare = figures(22_760, 36, 4);
  return {
    startedAt: '2026-11-23T00:00:00.000Z',
    machine: { cpus: 2, loadAverage: [1, 1, 1], node: 'v20' },
    settings: { seconds: 10, connections: 50, rounds: 3, groups: ['status', 'start'] },
    calls: [
      {
        id: 'status',
        label: 'GET /wps/system/status',
        group: 'status',
        simulator: status,
        nodeHttp: bare,
        rounds: [{ simulator: status, nodeHttp: bare }],
      },
    ],
    failedGroups: [],
    scalars: [
      { id: 'start.warmMs', label: 'warm start to ready', group: 'start', value: 1500, unit: 'ms' },
      {
        id: 'memory.steadyRssBytes',
        label: 'server RSS after the runs',
        group: 'memory',
        value: 514 * 1024 * 1024,
        unit: 'bytes',
      },
    ],
  };
}
