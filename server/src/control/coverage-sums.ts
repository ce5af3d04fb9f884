// Counted lists added up: the same key's counts summed, biggest first (a report's lists from several
// servers, a run's kept state readings with its live one).
import type { StateMachineCoverage } from '@sim/shared/admin/coverage';

export type Counted = { key: string; count: number };

export function addUp(lists: Counted[][]): Counted[] {
  const sums = new Map<string, number>();
  for (const item of lists.flat()) sums.set(item.key, (sums.get(item.key) ?? 0) + item.count);
  return [...sums]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/** State machines of several readings as one list: each machine's states and transitions added up. */
export function addUpMachines(readings: StateMachineCoverage[][]): StateMachineCoverage[] {
  const all = readings.flat();
  const names = [...new Set(all.map((m) => m.machine))].sort();
  return names.map((machine) => {
    const same = all.filter((m) => m.machine === machine);
    return {
      machine,
      states: addUp(same.map((m) => m.states)),
      transitions: addUp(same.map((m) => m.transitions)),
    };
  });
}
