// `tsx server/src/site/build-site.ts`: builds the site when it is older than its sources, else says it is
// current (the browser tests' first step: `pnpm test` has had the cluster's replicas build it already).
import { buildSiteIfStale } from './site-build.ts';

if (!buildSiteIfStale()) console.log('the site (web/dist) is newer than its sources: not building it again');
