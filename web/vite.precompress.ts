// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the build, once, at build
// time: the server sends the copy the browser accepts (@fastify/static preCompressed,
// server/src/site/site.ts) instead of compressing on every request.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
/** The build's own records (.vite/manifest.json): read by tools, never served. */
const BUILD_RECORDS = /^\.vite[\\/]/;

export function precompress(): Plugin {
  return {
    name: 'sim-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? path.dirname(options.file ?? '');
      for (const file of Object.keys(bundle)) {
        if (COMPRESSIBLE.test(file) && !BUILD_RECORDS.test(file)) writeCompressed(path.join(outDir, file));
      }
    },
  };
}

function writeCompressed(file: string) {
  const body = fs.readFileSync(file);
  const copies = {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz: gzipSync(body, { level: 9 }),
  };
  for (const [extension, copy] of Object.entries(copies)) {
    // a copy no smaller than the file (a tiny chunk) is left out: the file itself is sent
    if (copy.length < body.length) fs.writeFileSync(`${file}.${extension}`, copy);
  }
}
