#!/usr/bin/env node
// After `rsbuild build`: a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside
// every text file of dist/ over 1 kB, which the server sends to a browser that takes them
// (server/http/spa.ts, serveStatic's `precompressed`). Compressed once here at the highest
// levels, instead of on every request at the fast ones. index.html is left out: the server
// writes each page's head into it per request, and compresses that answer itself.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '..', 'dist');
const TEXT = /\.(js|css|svg|json|txt|xml|map)$/;
const SKIP = new Set([join(dist, 'index.html'), join(dist, 'budget.json')]);
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name) && !SKIP.has(path)) yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(dist)) {
  if (statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
  before += body.length;
  after += br.length;
}
console.log(
  `precompress: ${count} files, ${Math.round(before / 1000)} kB as ${Math.round(after / 1000)} kB of Brotli (and gzip beside it)`,
);
