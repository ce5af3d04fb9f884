// Coverage runs: while one is active, every REST call adds to in-memory counters (route, status, error
// code, member, merchant, login outcome, system status: gateway/coverage-note.ts), written in batches
// as increments of CoverageCount rows, so every server process adds to the same run. With no run active
// the hot path pays one boolean check. The active run is shared through the `coverage` version.
// The states the run's rows reached are kept beside the counts (coverage-kept-states.ts).
import type { CoverageRun } from '@sim/shared/admin/coverage';
import type { Db } from '../db/client.ts';
import { RequestRefused } from '../foundation/errors.ts';
import type { SharedVersions } from '../foundation/shared-versions.ts';
import type { CoverageRun as RunRow } from '../generated/prisma/client.ts';
import { keepStatesReached } from './coverage-kept-states.ts';

const FLUSH_MS = 500;
/** upserts per transaction */
const BATCH = 200;
const SEP = '\u0000';

export type CountKind =
  | 'route'
  | 'undeclared'
  | 'status'
  | 'error'
  | 'member'
  | 'merchant'
  | 'login'
  | 'systemStatus'
  // kept readings of the states reached (coverage-kept-states.ts)
  | 'state'
  | 'transition'
  | 'statesRead';

export class CoverageRecorder {
  /** the active run's id in this process; null: nothing is counted */
  private runId: number | null = null;
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  /** counts lost to failed writes (counting never fails a request) */
  dropped = 0;
  /** every declared REST route and relay, "GET /wps/member/info": what a report counts against */
  readonly routes = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly versions?: SharedVersions,
  ) {
    versions?.on('coverage', () => this.load());
  }

  /** Whether calls are being counted (the hot path's one check). */
  get recording(): boolean {
    return this.runId !== null;
  }

  async load(): Promise<void> {
    const active = await this.db.coverageRun.findFirst({
      where: { stoppedAt: null },
      orderBy: { id: 'desc' },
      select: { id: true },
    });
    if (active?.id !== this.runId) await this.flush();
    this.runId = active?.id ?? null;
  }

  declare(method: string | string[], url: string): void {
    for (const verb of [method].flat()) if (verb !== 'HEAD') this.routes.add(`${verb} ${url}`);
  }

  count(kind: CountKind, key: string): void {
    if (this.runId === null) return;
    const name = `${kind}${SEP}${key}`;
    this.pending.set(name, (this.pending.get(name) ?? 0) + 1);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Starts a run (stopping the one active): `now` is the simulated clock's. */
  async start(name: string, now: Date): Promise<CoverageRun> {
    await this.flush();
    const row = await this.changing(async () => {
      await this.db.coverageRun.updateMany({
        where: { stoppedAt: null },
        data: { stoppedAt: now, closedAt: new Date() },
      });
      return this.db.coverageRun.create({ data: { name, startedAt: now, openedAt: new Date() } });
    });
    return describe(row, 0);
  }

  /** Stops the active run, its counts and the states its rows reached written first. */
  async stop(now: Date): Promise<CoverageRun> {
    await this.flush();
    await keepStatesReached(this.db);
    const active = await this.db.coverageRun.findFirst({
      where: { stoppedAt: null },
      orderBy: { id: 'desc' },
    });
    if (!active) throw new RequestRefused('conflict', 'no coverage run is active');
    const row = await this.changing(() =>
      this.db.coverageRun.update({
        where: { id: active.id },
        data: { stoppedAt: now, closedAt: new Date() },
      }),
    );
    return describe(row, await this.calls(row.id));
  }

  async list(): Promise<CoverageRun[]> {
    await this.flush();
    const [rows, calls] = await Promise.all([
      this.db.coverageRun.findMany({ orderBy: { id: 'desc' } }),
      this.db.coverageCount.groupBy({ by: ['runId'], where: { kind: 'status' }, _sum: { count: true } }),
    ]);
    const byRun = new Map(calls.map((c) => [c.runId, c._sum.count ?? 0]));
    return rows.map((row) => describe(row, byRun.get(row.id) ?? 0));
  }

  /** The run asked for (default: the newest) with its counts, written first. */
  async run(runId?: number): Promise<{ row: RunRow; counts: Map<CountKind, Map<string, number>> }> {
    await this.flush();
    const row = await this.db.coverageRun.findFirst({
      where: runId === undefined ? {} : { id: runId },
      orderBy: { id: 'desc' },
    });
    if (!row)
      throw new RequestRefused(
        'missing',
        runId === undefined ? 'no coverage run yet' : `no coverage run ${runId}`,
      );
    const counts = new Map<CountKind, Map<string, number>>();
    for (const c of await this.db.coverageCount.findMany({ where: { runId: row.id } })) {
      const kind = c.kind as CountKind;
      if (!counts.has(kind)) counts.set(kind, new Map());
      counts.get(kind)!.set(c.key, c.count);
    }
    return { row, counts };
  }

  /** Writes the pending counts (after any write under way) as increments of the active run's rows. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const runId = this.runId;
    const batch = [...this.pending];
    this.pending = new Map();
    if (runId !== null && batch.length > 0) this.writing = this.writing.then(() => this.write(runId, batch));
    return this.writing;
  }

  close(): Promise<void> {
    return this.flush();
  }

  private async calls(runId: number): Promise<number> {
    const sum = await this.db.coverageCount.aggregate({
      where: { runId, kind: 'status' },
      _sum: { count: true },
    });
    return sum._sum.count ?? 0;
  }

  private async write(runId: number, batch: [string, number][]): Promise<void> {
    try {
      for (let i = 0; i < batch.length; i += BATCH)
        await this.db.$transaction(
          batch.slice(i, i + BATCH).map(([name, n]) => {
            const [kind = '', key = ''] = name.split(SEP);
            return this.db.coverageCount.upsert({
              where: { runId_kind_key: { runId, kind, key } },
              create: { runId, kind, key, count: n },
              update: { count: { increment: n } },
            });
          }),
        );
    } catch {
      this.dropped += batch.length;
    }
  }

  private async changing<T>(write: () => Promise<T>): Promise<T> {
    const result = await write();
    await this.versions?.bump(this.db, 'coverage');
    await this.load();
    return result;
  }
}

function describe(row: RunRow, calls: number): CoverageRun {
  return {
    id: row.id,
    name: row.name,
    startedAt: row.startedAt.toISOString(),
    stoppedAt: row.stoppedAt?.toISOString() ?? null,
    active: row.stoppedAt === null,
    calls,
  };
}
