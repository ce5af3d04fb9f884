import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { FIRST_PAINT_AREAS, LOCALE_FILE } from './src/i18n/first-paint-areas.ts';
import { firstLoadPreload } from './vite.first-load.ts';
import { LIBRARY_GROUPS } from './vite.libraries.ts';
import { precompress } from './vite.precompress.ts';

// In dev the site and the simulator share one origin through this proxy, as they do when the server
// serves the built site. Only the admin API is proxied: Vite serves the control panel's page itself
// (open /admin/ in dev).
const simulator = `http://127.0.0.1:${process.env.SIM_PORT ?? 3000}`;
// A key is a URL prefix, or a pattern when it starts with ^: '/lotto/' (not '/lotto', which would take
// the /lottery page) and the lottery gateway of an area, /lotto-vn/lgw (LOTTO_AREA in shared/src/lgw/paths.ts).
const proxiedPrefixes = [
  '/wps',
  '/lgw',
  '/lotto/',
  '^/lotto-[a-z]{2,12}/',
  '/admin/trpc',
  '/docs',
  '/provider',
  '/cdn',
];
/** A language's chunk: the areas of the landing page's first screen, or its later chunk of the rest. */
const localeChunk = (id: string) => {
  const [, language = 'other', area = ''] = LOCALE_FILE.exec(id) ?? [];
  return FIRST_PAINT_AREAS.has(area) ? `locale-${language}` : `locale-later-${language}`;
};
const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), firstLoadPreload(), precompress()],
  server: {
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: simulator }])),
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: what each page loads, for the first-load budget (scripts/lib/site-initial-js.ts)
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      // the member site alone: the control panel (admin/index.html) is a build of its own
      // (vite.admin.config.ts), so that the site's start-up group below holds only the site's modules
      input: { site: page('index.html') },
      output: {
        codeSplitting: {
          groups: [
            ...LIBRARY_GROUPS,
            // two chunks per language (src/i18n/locale-files.ts loads a visitor's language on demand)
            { name: (id) => localeChunk(id), debugName: 'locale', test: LOCALE_FILE },
            // what the entry loads before it runs, in one chunk: left to rolldown, every module that both
            // the entry and a lazy page import became a chunk of its own (rolldown#10731), some thirty
            // requests of under 2 KB through HTTP/1.1's six connections before the first render
            { name: 'start', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
