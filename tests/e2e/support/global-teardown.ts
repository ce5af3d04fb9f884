// Runs before the worker servers stop: the suite's coverage report (coverage-run.ts).
import { writeCoverage } from './coverage-run.ts';

export default writeCoverage;
