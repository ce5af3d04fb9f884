import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { FIRST_PAINT_AREAS, LOCALE_FILE } from './src/i18n/first-paint-areas.ts';
import { firstLoadPreload } from './vite.first-load.ts';
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
      // the member site, and the simulator's control panel (dist/admin/index.html, served at /admin)
      input: { site: page('index.html'), admin: page('admin/index.html') },
      output: {
        // libraries change less often than the site: separate chunks stay cached across releases.
        // Not Mantine: one chunk of every component either page uses would put the control panel's
        // tables and forms into the site's first load; left to rolldown, each page takes its own.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // two chunks per language (src/i18n/locale-files.ts loads a visitor's language on demand)
            { name: (id) => localeChunk(id), debugName: 'locale', test: LOCALE_FILE },
          ],
        },
      },
    },
  },
});
