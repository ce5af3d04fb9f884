// The landing page's prerender (src/prerender/landing.tsx) as the worker thread the server starts
// (dist-prerender/worker.js, server/src/site/site-prerender.ts): every dependency bundled in, so the
// server needs none of the site's packages. Its CSS modules' class names are the site build's (both
// hash the same files), as the browser's hydration of the markup needs.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  ssr: { noExternal: true },
  build: {
    ssr: fileURLToPath(new URL('src/prerender/worker.ts', import.meta.url)),
    outDir: 'dist-prerender',
    emptyOutDir: true,
    copyPublicDir: false,
    // a server module: read where it runs, not downloaded
    minify: false,
  },
});
