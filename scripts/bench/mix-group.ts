// The mix group: members made and logged in, their page-load mix built (mix.ts) and each distinct
// request's answer captured from the simulator; a replay twin (node-http-replay.ts) gives every one
// of them back. The mix is measured against the twin (its share by CPU per request), then each kind
// of call of the mix alone, over all its members' variants.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AdminClient } from '../../server/src/admin/client.ts';
import type { Wire } from '../load/wire.ts';
import { MERCHANT } from './calls.ts';
import { type Call, type Measuring, measureAgainst, type Target } from './measure-call.ts';
import { buildMix, MIX_KINDS, type MixKind, type MixRequest } from './mix.ts';
import { captureMix, keyOf } from './mix-capture.ts';
import { mixCatalogue } from './mix-catalogue.ts';
import { mixMembers } from './mix-members.ts';
import type { CallResult, ScalarResult } from './results.ts';
import { startReplayTwin } from './twin-process.ts';

/** each call alone as a page's share of members would send it: a few at once, not a crowd */
const ALONE_CONNECTIONS = 10;

export interface MixSettings {
  members: number;
  /** seconds of each call alone, each side */
  callSeconds: number;
}

const callOf = (id: string, label: string, requests: MixRequest[]): Call => ({
  id,
  label,
  group: 'mix',
  method: 'GET',
  path: requests[0]!.path,
  // the generator's IPC carries only what it sends
  variants: requests.map(({ method, path, headers }) => ({ method, path, headers })),
});

/** Each kind's distinct requests, in the mix's order. */
function byKind(requests: MixRequest[]): Map<MixKind, MixRequest[]> {
  const kinds = new Map<MixKind, Map<string, MixRequest>>();
  for (const request of requests) {
    const distinct = kinds.get(request.kind) ?? new Map<string, MixRequest>();
    distinct.set(keyOf(request), request);
    kinds.set(request.kind, distinct);
  }
  return new Map([...kinds].map(([kind, distinct]) => [kind, [...distinct.values()]]));
}

export async function measureMix(
  measuring: Measuring,
  simulator: Target,
  admin: AdminClient,
  wire: Wire,
  settings: MixSettings,
): Promise<{ calls: CallResult[]; scalars: ScalarResult[] }> {
  const { log } = measuring;
  const members = await mixMembers(admin, wire, settings.members);
  const mix = buildMix({
    members,
    catalogue: await mixCatalogue(wire),
    merchant: MERCHANT,
    host: new URL(simulator.url).host,
    now: Date.now(),
  });
  const captured = await captureMix(simulator.url, mix);
  const kinds = byKind(captured.requests);
  log(
    `${members.length} members (${members.filter((m) => m.agent).length} agents): ${captured.requests.length} requests a round of visits, ${captured.entries.length} distinct, ${kinds.size} kinds of call`,
  );
  for (const { request, reason } of captured.dropped)
    log(`dropped (no success at capture): ${request.kind} ${request.path}: ${reason}`);
  if (captured.requests.length === 0) throw new Error('the simulator answered no request of the mix');

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-bench-replay-'));
  const twin = await startReplayTwin(captured.entries, dir);
  try {
    const targets = { simulator, nodeHttp: { url: twin.url, pid: twin.pid! } };
    const label = `page-load mix: ${members.length} members, ${captured.entries.length} requests (share by CPU)`;
    const mixed = await measureAgainst(measuring, targets, callOf('mix', label, captured.requests), 'cpu');
    const alone = { ...measuring, connections: ALONE_CONNECTIONS, rounds: 1, seconds: settings.callSeconds };
    log(`each call of the mix alone: ${ALONE_CONNECTIONS} connections, ${settings.callSeconds} s, one round`);
    const each: { kind: MixKind; result: CallResult }[] = [];
    for (const [kind, requests] of kinds) {
      const call = callOf(`mix.alone.${kind}`, `mix alone: ${MIX_KINDS[kind]}`, requests);
      each.push({ kind, result: await measureAgainst(alone, targets, call) });
    }
    const cpu = ({ result }: { result: CallResult }) => result.simulator.cpuMicrosPerRequest;
    const costliest = each.filter((call) => Number.isFinite(cpu(call))).sort((a, b) => cpu(b) - cpu(a));
    log(
      `each call's CPU alone: ${costliest.map((call) => `${call.kind} ${Math.round(cpu(call))} µs`).join(', ')}`,
    );
    const top = costliest[0];
    return {
      calls: [mixed, ...each.map((call) => call.result)],
      scalars: [
        {
          id: 'mix.maxCallCpuUs',
          label: `mix: the costliest call alone, CPU/req (${top ? MIX_KINDS[top.kind] : 'none measured'})`,
          group: 'mix',
          value: top ? cpu(top) : Number.NaN,
          unit: 'µs',
        },
      ],
    };
  } finally {
    await twin.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
