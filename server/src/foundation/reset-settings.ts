// What a reset to the seed reads from the environment where it runs (a server, `pnpm sim:reset`, a
// test), without parsing the whole start-up configuration (env.ts validates the same variables).

/** Whether seeds and resets add the demo history (SIM_DEMO_HISTORY, on unless `off`). */
export const demoHistoryEnabled = (source: NodeJS.ProcessEnv = process.env): boolean =>
  source.SIM_DEMO_HISTORY !== 'off';

/** The seeded database resets copy back, if the server was given one (SIM_SEED_TEMPLATE). */
export const seedTemplateFile = (source: NodeJS.ProcessEnv = process.env): string | undefined =>
  source.SIM_SEED_TEMPLATE || undefined;
