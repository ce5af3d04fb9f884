// The simulator's control panel (dist/admin/index.html, served at /admin): a build of its own beside the
// member site's (vite.config.ts), into the same dist/assets. Run after the site's build, which empties
// dist and writes the manifest the first-load budget reads (scripts/lib/site-initial-js.ts).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { LIBRARY_GROUPS } from './vite.libraries.ts';
import { precompress } from './vite.precompress.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: false,
    // a local tool's one start-up chunk (about 190 KB gzipped), read over loopback: not worth splitting
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      input: { admin: fileURLToPath(new URL('admin/index.html', import.meta.url)) },
      output: { codeSplitting: { groups: LIBRARY_GROUPS } },
    },
  },
});
