// A coverage run's report: every declared route and relay by family (the endpoint registry's families:
// /wps/<area>, /wps/relay/<SERVICE>_*, the lottery gateway), touched or not, with counts; statuses,
// error codes, login outcomes and system status answered; the states the run's rows reached
// (coverage-kept-states.ts); the members and merchants that made calls, and the merchants' modules off.
import type { CoverageFamily, CoverageReport } from '@sim/shared/admin/coverage';
import type { Db } from '../db/client.ts';
import type { MerchantDirectory } from '../domain/merchants/directory.ts';
import { moduleSwitches } from '../domain/merchants/flags.ts';
import type { CountKind, CoverageRecorder } from './coverage.ts';
import { runStates } from './coverage-kept-states.ts';

type Counts = Map<CountKind, Map<string, number>>;

/** What a report reads (the app's services have them). */
export interface CoverageSources {
  db: Db;
  coverage: CoverageRecorder;
  merchants: MerchantDirectory;
}

/** "wps member", "relay MCSFE", "lgw": the endpoint registry's families of a declared route. */
export function familyOf(route: string): string {
  const path = route.slice(route.indexOf(' ') + 1);
  const relay = /^\/wps\/relay\/([A-Za-z0-9]+)_/.exec(path);
  if (relay) return `relay ${relay[1]}`;
  const wps = /^\/wps\/(?:v\d+\/)?([^/]+)/.exec(path);
  if (wps) return `wps ${wps[1]}`;
  return path.includes('/lgw') ? 'lgw' : 'other';
}

const listOf = (counts: Counts, kind: CountKind) =>
  [...(counts.get(kind) ?? [])]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));

export function familiesOf(routes: Iterable<string>, touched: Map<string, number>): CoverageFamily[] {
  const families = new Map<string, CoverageFamily>();
  for (const id of [...routes].sort((a, b) =>
    a.slice(a.indexOf(' ')).localeCompare(b.slice(b.indexOf(' '))),
  )) {
    const name = familyOf(id);
    if (!families.has(name)) families.set(name, { family: name, touched: 0, total: 0, operations: [] });
    const family = families.get(name)!;
    const count = touched.get(id) ?? 0;
    family.total += 1;
    if (count > 0) family.touched += 1;
    family.operations.push({ id, count });
  }
  return [...families.values()].sort((a, b) => a.family.localeCompare(b.family));
}

async function flagsOff(sim: CoverageSources, merchants: string[]) {
  const out: CoverageReport['flagsOff'] = [];
  for (const code of merchants.sort()) {
    const merchant = await sim.merchants.get(code);
    if (!merchant) continue;
    const off = moduleSwitches(merchant).filter((module) => !module.effective);
    out.push({ merchant: code, modIds: off.map((module) => module.modId) });
  }
  return out;
}

export async function coverageReport(sim: CoverageSources, runId?: number): Promise<CoverageReport> {
  const { row, counts } = await sim.coverage.run(runId);
  const routeCounts = counts.get('route') ?? new Map<string, number>();
  const families = familiesOf(sim.coverage.routes, routeCounts);
  const statuses = listOf(counts, 'status');
  const calls = statuses.reduce((sum, s) => sum + s.count, 0);
  const stateMachines = await runStates(sim.db, row, counts);
  const errorCodes = listOf(counts, 'error');
  return {
    run: {
      id: row.id,
      name: row.name,
      startedAt: row.startedAt.toISOString(),
      stoppedAt: row.stoppedAt?.toISOString() ?? null,
      active: row.stoppedAt === null,
      calls,
    },
    summary: {
      operationsTouched: families.reduce((sum, f) => sum + f.touched, 0),
      operationsTotal: families.reduce((sum, f) => sum + f.total, 0),
      calls,
      errorCodes: errorCodes.length,
      statesReached: stateMachines.reduce((sum, m) => sum + m.states.length, 0),
    },
    families,
    undeclared: listOf(counts, 'undeclared'),
    statuses,
    errorCodes,
    logins: listOf(counts, 'login'),
    systemStatus: listOf(counts, 'systemStatus'),
    stateMachines,
    members: listOf(counts, 'member'),
    flagsOff: await flagsOff(sim, [...(counts.get('merchant')?.keys() ?? [])]),
  };
}
