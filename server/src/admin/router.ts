// The admin surface: a flat map of area routers. Browser code may only `import type` this.
import { dataRouter } from './routers/data.ts';
import { flagsRouter } from './routers/flags.ts';
import { systemRouter } from './routers/system.ts';
import { createCallerFactory, router } from './trpc.ts';

export const adminRouter = router({
  system: systemRouter,
  flags: flagsRouter,
  data: dataRouter,
});

export type AdminRouter = typeof adminRouter;
export const createAdminCaller = createCallerFactory(adminRouter);
