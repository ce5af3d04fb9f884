// An admin change made through one replica, seen by the other within a second (the shared versions'
// poll): maintenance switched on and off, and a feature flag, each timed.
import { setTimeout as sleep } from 'node:timers/promises';
import { createAdminClient } from '../../server/src/admin/client.ts';
import type { CheckResult } from '../load/check.ts';
import { MERCHANT, type Replica } from './replicas.ts';

/** the poll is a second; the rest is the call that looks */
const LIMIT_MS = 1500;

async function maintenanceOf(base: string): Promise<boolean> {
  const response = await fetch(`${base}/wps/system/status`, { headers: { merchant: MERCHANT } });
  const body = (await response.json()) as { value: { maintenance: boolean } };
  return body.value.maintenance;
}

/** How long until `seen()` holds (ms), or null past the limit. */
async function timeUntil(seen: () => Promise<boolean>): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < LIMIT_MS * 2) {
    if (await seen()) return performance.now() - started;
    await sleep(20);
  }
  return null;
}

function verdict(name: string, ms: number | null): CheckResult {
  return {
    name,
    ok: ms !== null && ms <= LIMIT_MS,
    detail: ms === null ? `not seen within ${LIMIT_MS * 2} ms` : `seen after ${ms.toFixed(0)} ms`,
  };
}

export async function checkPropagation(a: Replica, b: Replica): Promise<CheckResult[]> {
  const adminA = createAdminClient({ url: a.server.url, token: a.server.adminToken });
  const adminB = createAdminClient({ url: b.server.url, token: b.server.adminToken });
  const flagOf = async () =>
    (await adminB.flags.list.query({ merchant: MERCHANT })).find((f) => f.modId === 'PTSYS3')?.enabled;
  const checks: CheckResult[] = [];

  await adminA.system.setStatus.mutate({ maintenance: true });
  checks.push(
    verdict(
      `maintenance on through ${a.name}, on ${b.name}`,
      await timeUntil(() => maintenanceOf(b.server.url)),
    ),
  );
  await adminA.system.setStatus.mutate({ maintenance: false });
  checks.push(
    verdict(
      `maintenance off through ${a.name}, on ${b.name}`,
      await timeUntil(async () => !(await maintenanceOf(b.server.url))),
    ),
  );
  await adminA.flags.set.mutate({ modId: 'PTSYS3', enabled: false });
  checks.push(
    verdict(
      `flag PTSYS3 off through ${a.name}, on ${b.name}`,
      await timeUntil(async () => (await flagOf()) === false),
    ),
  );
  await adminA.flags.set.mutate({ modId: 'PTSYS3', enabled: true });
  checks.push(
    verdict(
      `flag PTSYS3 on again through ${a.name}, on ${b.name}`,
      await timeUntil(async () => (await flagOf()) === true),
    ),
  );
  return checks;
}
