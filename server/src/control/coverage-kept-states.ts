// The states a coverage run reached, kept through resets and restores. States are read from the rows
// (coverage-states.ts), and a reset or a restore replaces the very rows a run moved: so before either
// (control/reset.ts, snapshots.ts), and when the run stops, the states of the rows changed since the
// last reading are added to the run's kept counts (CoverageCount is a kept table): `state` and
// `transition` rows keyed `<machine>|<state>`, and one `statesRead` row whose updatedAt is the time
// read through. A report adds the kept readings to a live reading of the rows changed since (the run
// still active, or one read never).
// LIMITATIONS: a row changed again after a reading counts once per reading (its states then and now);
// a reset made while a run is active by a process that is not a server (`pnpm db:reset`) is read too,
// but one made by copying a database file under a stopped server is not.
import type { StateMachineCoverage } from '@sim/shared/admin/coverage';
import type { Db } from '../db/client.ts';
import type { CoverageRun as RunRow } from '../generated/prisma/client.ts';
import { type RunWindow, statesReached } from './coverage-states.ts';
import { addUpMachines } from './coverage-sums.ts';

const SEP = '|';
const READ_THROUGH = { kind: 'statesRead', key: 'through' } as const;

/** a run's kept counts by kind (CoverageRecorder.run) */
type Counts = ReadonlyMap<string, ReadonlyMap<string, number>>;

/** The rows a reading looks at: changed after the last kept reading (else since the run opened) to `to`. */
function windowOf(run: RunRow, readThrough: Date | undefined, to: Date): RunWindow {
  return {
    from: readThrough ? new Date(readThrough.getTime() + 1) : run.openedAt,
    to,
    createdFrom: new Date(Math.min(run.startedAt.getTime(), run.openedAt.getTime())),
  };
}

async function readThroughOf(db: Db, runId: number): Promise<Date | undefined> {
  const mark = await db.coverageCount.findUnique({
    where: { runId_kind_key: { runId, ...READ_THROUGH } },
    select: { updatedAt: true },
  });
  return mark?.updatedAt;
}

/** Adds the states the active run's rows reached since its last reading to its kept counts. */
export async function keepStatesReached(db: Db, to = new Date()): Promise<void> {
  const run = await db.coverageRun.findFirst({ where: { stoppedAt: null }, orderBy: { id: 'desc' } });
  if (!run) return;
  const machines = await statesReached(db, windowOf(run, await readThroughOf(db, run.id), to));
  const counted = machines.flatMap((m) => [
    ...m.states.map((s) => ({ kind: 'state', key: `${m.machine}${SEP}${s.key}`, count: s.count })),
    ...m.transitions.map((t) => ({ kind: 'transition', key: `${m.machine}${SEP}${t.key}`, count: t.count })),
  ]);
  const runId = run.id;
  await db.$transaction([
    ...counted.map(({ kind, key, count }) =>
      db.coverageCount.upsert({
        where: { runId_kind_key: { runId, kind, key } },
        create: { runId, kind, key, count },
        update: { count: { increment: count } },
      }),
    ),
    db.coverageCount.upsert({
      where: { runId_kind_key: { runId, ...READ_THROUGH } },
      create: { runId, ...READ_THROUGH, count: 1, updatedAt: to },
      update: { count: { increment: 1 }, updatedAt: to },
    }),
  ]);
}

/** The kept readings of a run as state machines. */
function keptMachines(counts: Counts): StateMachineCoverage[] {
  const machines = new Map<string, StateMachineCoverage>();
  const add = (kind: 'states' | 'transitions', entries: ReadonlyMap<string, number> | undefined) => {
    for (const [name, count] of entries ?? []) {
      const at = name.lastIndexOf(SEP);
      const machine = name.slice(0, at);
      if (!machines.has(machine)) machines.set(machine, { machine, states: [], transitions: [] });
      machines.get(machine)![kind].push({ key: name.slice(at + 1), count });
    }
  };
  add('states', counts.get('state'));
  add('transitions', counts.get('transition'));
  return [...machines.values()];
}

/** The states a run reached: its kept readings, and the rows changed since unless it stopped after one. */
export async function runStates(db: Db, run: RunRow, counts: Counts): Promise<StateMachineCoverage[]> {
  const readThrough = await readThroughOf(db, run.id);
  const kept = keptMachines(counts);
  if (readThrough && run.stoppedAt !== null) return addUpMachines([kept]);
  const live = await statesReached(db, windowOf(run, readThrough, run.closedAt ?? new Date()));
  return addUpMachines([kept, live]);
}
