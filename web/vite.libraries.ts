// Libraries change less often than the site: chunks of their own stay cached across releases. Shared
// by the site's build (vite.config.ts) and the control panel's (vite.admin.config.ts).
import type { Rolldown } from 'vite';

export const LIBRARY_GROUPS: Rolldown.CodeSplittingGroup[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
];
