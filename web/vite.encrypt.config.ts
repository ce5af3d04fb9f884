// /js/encrypt.js: the platform's browser crypto API as one classic script (an IIFE that sets the
// globals real pages call), built beside the site into dist/js/.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './vite.precompress.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [precompress()],
  build: {
    outDir: 'dist/js',
    emptyOutDir: false,
    copyPublicDir: false,
    lib: {
      entry: fileURLToPath(new URL('src/encrypt-js/encrypt.ts', import.meta.url)),
      formats: ['iife'],
      name: 'platformEncrypt',
      fileName: () => 'encrypt.js',
    },
  },
});
