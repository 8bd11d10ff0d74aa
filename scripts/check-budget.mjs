#!/usr/bin/env node
// First-load JS budget, run after `rsbuild build`: the home route must ship at most 140 kB of
// gzipped JavaScript at first load. Counted here: every script dist/index.html loads (script
// tags, modulepreload / preload-as-script links), the entry's initial chunks from the rsbuild
// manifest when `output.manifest` is on, and the app's chunk the entry fetches at once or once
// a page the server drew has loaded (src/main.tsx; build/first-screen/route-assets.json names
// its files). Route chunks fetched lazily by the router are
// measured in a real browser by tests/e2e/budget.spec.ts, which adds its figure to the same
// dist/budget.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 140;
const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');

/** Gzipped size in bytes of a file of dist/, addressed by its URL path. */
function gzipBytes(urlPath) {
  const file = join(dist, decodeURIComponent(urlPath.replace(/^\/+/, '').split(/[?#]/)[0]));
  return gzipSync(readFileSync(file)).length;
}

// kB = 1000 bytes, as rsbuild prints its gzip sizes, so the two figures agree.
const kB = (bytes) => Math.round(bytes / 100) / 10;

function scriptsOfHtml(html) {
  const urls = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name) => new RegExp(`\\s${name}=["']?([^"'\\s>]+)`, 'i').exec(tag)?.[1];
    if (tag.toLowerCase().startsWith('<script')) {
      if (attr('src')) urls.push(attr('src'));
    } else {
      const rel = attr('rel')?.toLowerCase();
      if (
        rel === 'modulepreload' ||
        (rel === 'preload' && attr('as')?.toLowerCase() === 'script')
      ) {
        urls.push(attr('href'));
      }
    }
  }
  return urls;
}

function appChunkScripts() {
  const file = join(root, 'build', 'first-screen', 'route-assets.json');
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')).app?.js ?? [];
}

function initialChunksOfManifest() {
  const file = join(dist, 'manifest.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  return Object.values(manifest.entries ?? {}).flatMap((entry) => entry.initial?.js ?? []);
}

/** Same-origin JS files only, as root-relative paths without the origin. */
function localPaths(urls) {
  const paths = urls
    .filter((u) => !/^(https?:)?\/\//i.test(u) && !u.startsWith('data:'))
    .map((u) => `/${u.replace(/^\.?\/+/, '')}`);
  return [...new Set(paths)].filter((p) => p.endsWith('.js') || p.includes('.js?'));
}

function main() {
  const html = join(dist, 'index.html');
  if (!existsSync(html)) {
    console.error('check-budget: dist/index.html is missing; run rsbuild build first.');
    process.exit(1);
  }
  const files = localPaths([
    ...scriptsOfHtml(readFileSync(html, 'utf8')),
    ...initialChunksOfManifest(),
    ...appChunkScripts(),
  ]);
  const sizes = files.map((path) => ({ path, gzipBytes: gzipBytes(path) }));
  const total = sizes.reduce((sum, f) => sum + f.gzipBytes, 0);
  const report = {
    budgetKB: BUDGET_KB,
    initial: { totalKB: kB(total), totalBytes: total, files: sizes },
  };
  writeFileSync(join(dist, 'budget.json'), `${JSON.stringify(report, null, 2)}\n`);

  for (const f of sizes)
    console.log(`  ${kB(f.gzipBytes).toFixed(1).padStart(7)} kB gz  ${f.path}`);
  const verdict = `first-load JS of the home route (entry and app chunks): ${kB(total)} kB gz of ${BUDGET_KB} kB`;
  if (files.length === 0) {
    console.error('check-budget: no script found in dist/index.html');
    process.exit(1);
  }
  if (total > BUDGET_KB * 1000) {
    console.error(`check-budget: OVER BUDGET: ${verdict}`);
    process.exit(1);
  }
  console.log(`check-budget: ${verdict} (dist/budget.json)`);
}

main();
