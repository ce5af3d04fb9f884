// What `pnpm test` runs, in phases: a phase's lanes run side by side, the stages of a lane one after the
// other, and a phase starts when the one before it has passed. The first lane of a phase streams its
// output; the others write theirs to a log file each (shown whole if the stage fails).
//
// Why these lanes: the schema, Python and cluster stages mostly wait (on a simulator they start, on the
// replicas' shared-version poll, on a fixed load window): 1.1-1.3 cores busy of two, some 75 idle
// core-seconds in the cluster stage alone. The PostgreSQL stage leaves the most idle of the large ones
// (1.56 cores: its throwaway cluster's start, a long file running alone at its end); beside it they fill
// each other's gaps. The browser tests keep the machine to themselves: they are its largest stage and the
// most sensitive to a busy machine (two servers and two browsers already share the two cores); the
// cluster's replicas have built the site they test by then (server/src/site/site-build.ts).

export type Lane = readonly string[];
export interface Phase {
  /** the first lane streams; the others go to log files */
  lanes: readonly Lane[];
}

export const SUITE: readonly Phase[] = [
  // quick and whole-tree: a type or lint error stops the run within half a minute
  { lanes: [['typecheck', 'lint']] },
  { lanes: [['test:unit', 'test:integration']] },
  { lanes: [['test:pg'], ['test:schema', 'test:python', 'test:cluster']] },
  { lanes: [['test:e2e']] },
];

/**
 * What the stages install from Debian when the machine lacks it (each stage's script also asks, a no-op once
 * installed). Run one after the other before the phases: stages side by side would each run apt-get at once,
 * and all but one would fail on dpkg's lock.
 */
export const PREREQUISITES = [
  'scripts/ensure-chromium.sh',
  'scripts/ensure-postgres.sh',
  'scripts/ensure-pytest.sh',
];

/** package.json scripts named `test:*` that `pnpm test` leaves out, with the reason. */
export const BY_HAND: Record<string, string> = {
  'test:load': 'the money load test alone; the cluster stage runs it through its proxy',
  'test:soak': 'ten minutes of mixed load; a 20-second soak is part of test:integration',
};

export const stagesOf = (phases: readonly Phase[]): string[] => phases.flatMap((phase) => phase.lanes.flat());

/** The same stages one after the other, in the order of the plan (SIM_TEST_LANES=off). */
export const oneLane = (phases: readonly Phase[]): Phase[] => [{ lanes: [stagesOf(phases)] }];
