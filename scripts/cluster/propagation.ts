// An admin change made through one replica, seen by the other within the shared versions' poll: maintenance switched on and off, and a feature flag, each timed.
import { setTimeout as sleep } from 'node:timers/promises';
import { createAdminClient } from '../../server/src/admin/client.ts';
import type { CheckResult } from '../load/check.ts';
import { MERCHANT, type Replica } from './replicas.ts';

async function maintenanceOf(base: string): Promise<boolean> {
  const response = await fetch(`${base}/wps/system/status`, { headers: { merchant: MERCHANT } });
  const body = (await response.json()) as { value: { maintenance: boolean } };
  return body.value.maintenance;
}

/** How long until `seen()` holds (ms), or null past twice the limit. */
async function timeUntil(seen: () => Promise<boolean>, limitMs: number): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < limitMs * 2) {
    if (await seen()) return performance.now() - started;
    await sleep(20);
  }
  return null;
}

/**
 * `pollMs`: the replicas' SIM_SHARED_POLL_MS. A change must be seen within it and 1.2 s more: the call
 * that looks, and timers late on two cores shared with other work (a run at load average 9 saw 1.17 s).
 */
export async function checkPropagation(a: Replica, b: Replica, pollMs: number): Promise<CheckResult[]> {
  const limitMs = pollMs + 1200;
  const adminA = createAdminClient({ url: a.server.url, token: a.server.adminToken });
  const adminB = createAdminClient({ url: b.server.url, token: b.server.adminToken });
  const flagOf = async () =>
    (await adminB.flags.list.query({ merchant: MERCHANT })).find((f) => f.modId === 'PTSYS3')?.enabled;
  const timed = async (name: string, seen: () => Promise<boolean>): Promise<CheckResult> => {
    const ms = await timeUntil(seen, limitMs);
    return {
      name,
      ok: ms !== null && ms <= limitMs,
      detail:
        ms === null
          ? `not seen within ${limitMs * 2} ms`
          : `seen after ${ms.toFixed(0)} ms (limit ${limitMs} ms)`,
    };
  };
  const checks: CheckResult[] = [];

  await adminA.system.setStatus.mutate({ maintenance: true });
  checks.push(
    await timed(`maintenance on through ${a.name}, on ${b.name}`, () => maintenanceOf(b.server.url)),
  );
  await adminA.system.setStatus.mutate({ maintenance: false });
  checks.push(
    await timed(
      `maintenance off through ${a.name}, on ${b.name}`,
      async () => !(await maintenanceOf(b.server.url)),
    ),
  );
  await adminA.flags.set.mutate({ modId: 'PTSYS3', enabled: false });
  checks.push(
    await timed(`flag PTSYS3 off through ${a.name}, on ${b.name}`, async () => (await flagOf()) === false),
  );
  await adminA.flags.set.mutate({ modId: 'PTSYS3', enabled: true });
  checks.push(
    await timed(
      `flag PTSYS3 on again through ${a.name}, on ${b.name}`,
      async () => (await flagOf()) === true,
    ),
  );
  return checks;
}
