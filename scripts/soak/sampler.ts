// Samples of the server process while the load runs: RSS (from /proc/<pid>/status, what the kernel
// charges it), open file descriptors (/proc/<pid>/fd), and what it says of itself through
// system.metrics (heap, event-loop delay over the interval, request-journal length), beside the
// SQLite file and its write-ahead log.
import fs from 'node:fs';
import type { AdminClient } from '../../server/src/admin/client.ts';
import type { ServerProcess } from '../lib/server-process.ts';
import type { Stats } from '../load/stats.ts';
import { REQUEST_TIMEOUT_MS } from '../load/wire.ts';

export interface Sample {
  /** seconds since the load started */
  atS: number;
  rssMb: number | null;
  fds: number | null;
  heapMb: number | null;
  loopP50Ms: number | null;
  loopP99Ms: number | null;
  loopMaxMs: number | null;
  journalEntries: number | null;
  walMb: number;
  dbMb: number;
  /** operations answered so far, and per second since the previous sample */
  ops: number;
  opsPerS: number;
  /** answers that broke the contract so far (5xx, no envelope, unexpected refusals) */
  errors: number;
}

const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** VmRSS of a process, in MB; null when it is gone (or this is not Linux). */
export function rssMbOf(pid: number): number | null {
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : mb(Number(kb) * 1024);
  } catch {
    return null;
  }
}

export function fdCountOf(pid: number): number | null {
  try {
    return fs.readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return null;
  }
}

const fileMb = (file: string) => (fs.existsSync(file) ? mb(fs.statSync(file).size) : 0);

export class Sampler {
  readonly samples: Sample[] = [];

  constructor(
    private readonly server: ServerProcess,
    private readonly admin: AdminClient,
    private readonly dbFile: string,
    private readonly stats: Stats,
  ) {}

  async take(atS: number): Promise<Sample> {
    const pid = this.server.pid;
    const metrics = await this.admin.system.metrics
      .query(undefined, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
      .catch(() => null);
    const { ops } = this.stats.totals();
    const previous = this.samples.at(-1);
    const sample: Sample = {
      atS,
      rssMb: pid === undefined ? null : rssMbOf(pid),
      fds: pid === undefined ? null : fdCountOf(pid),
      heapMb: metrics ? mb(metrics.heapUsedBytes) : null,
      loopP50Ms: metrics?.eventLoopDelayMs?.p50 ?? null,
      loopP99Ms: metrics?.eventLoopDelayMs?.p99 ?? null,
      loopMaxMs: metrics?.eventLoopDelayMs?.max ?? null,
      journalEntries: metrics?.journalEntries ?? null,
      walMb: fileMb(`${this.dbFile}-wal`),
      dbMb: fileMb(this.dbFile),
      ops,
      opsPerS: previous && atS > previous.atS ? Math.round((ops - previous.ops) / (atS - previous.atS)) : 0,
      errors: this.stats.errorCount,
    };
    this.samples.push(sample);
    return sample;
  }
}
