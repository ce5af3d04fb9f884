// coverage.*: a named run of QA's calls (start, stop), its report (JSON, Markdown or JUnit XML) and the
// runs kept.
import { coverageReportInput, startCoverageInput } from '@sim/shared/admin/coverage';
import { renderCoverage } from '../../control/coverage-formats.ts';
import { coverageReport } from '../../control/coverage-report.ts';
import { adminProcedure, router } from '../trpc.ts';

export const coverageRouter = router({
  start: adminProcedure
    .input(startCoverageInput)
    .mutation(({ ctx, input }) => ctx.sim.coverage.start(input.name, ctx.sim.clock.now())),
  stop: adminProcedure.mutation(({ ctx }) => ctx.sim.coverage.stop(ctx.sim.clock.now())),
  list: adminProcedure.query(({ ctx }) => ctx.sim.coverage.list()),
  report: adminProcedure.input(coverageReportInput).query(async ({ ctx, input }) => {
    const report = await coverageReport(ctx.sim, input.runId);
    return { report, text: renderCoverage(report, input.format) };
  }),
});
