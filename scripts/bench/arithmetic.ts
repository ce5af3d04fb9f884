// The bench's pure arithmetic: medians over rounds, when a process has gone quiet, server CPU per request from /proc tick counts,
// and the fields it reads out of /proc/<pid>/stat and /proc/<pid>/status.

/** The median of the finite values (a run that answered nothing has no p99 and no CPU per request). */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Microseconds of CPU per request: the process's user+system ticks spent over the requests answered. */
export function cpuMicrosPerRequest(ticksSpent: number, ticksPerSecond: number, requests: number): number {
  if (requests <= 0) return Number.NaN;
  return ((ticksSpent / ticksPerSecond) * 1e6) / requests;
}

/**
 * utime + stime (fields 14 and 15, in clock ticks) of /proc/<pid>/stat, all threads included. The
 * command name (field 2) may hold spaces and parentheses, so fields are counted after its last ')'.
 */
export function cpuTicksOfStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state): utime is field 14, stime field 15
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error(`not a /proc stat line: ${stat}`);
  return utime + stime;
}

/** A `Name:   123 kB` line of /proc/<pid>/status (VmRSS, VmHWM) in bytes. */
export function bytesOfStatusField(status: string, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
  if (!match) throw new Error(`${field} missing from /proc status`);
  return Number(match[1]) * 1024;
}

/**
 * Whether a process has gone quiet: CPU ticks sampled at equal intervals, the last interval spending at
 * most `idleTicks` (its own timers still tick). A run's leftovers (requests still queued when the load
 * generator stopped) must not be counted in the next run.
 */
export function wentQuiet(samples: readonly number[], idleTicks: number): boolean {
  if (samples.length < 2) return false;
  return samples[samples.length - 1]! - samples[samples.length - 2]! <= idleTicks;
}
