// Runs once the worker servers answer (Playwright starts webServer first): a coverage run on each.
import { startCoverage } from './coverage-run.ts';

export default startCoverage;
