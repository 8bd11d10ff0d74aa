#!/usr/bin/env node
// The reference server compiled for `npm start` (`npm run serve` runs build/server/main.js):
// tsc emits server/ into build/server/ (tsconfig.server.json), and the files the server reads
// beside its modules are copied to the same places relative to them: the contract
// (openapi/storefront.yaml, which server/contract/contract.ts reads as ../../openapi/) and the
// SQL migrations (server/db/migrations/). Dependencies resolve from the project's node_modules.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const build = join(root, 'build');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

// build/first-screen/ is the browser build's (rsbuild.config.ts), made before this.
rmSync(join(build, 'server'), { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.server.json')], {
  stdio: 'inherit',
});
for (const path of ['openapi/storefront.yaml', 'server/db/migrations']) {
  cpSync(join(root, path), join(build, path), { recursive: true });
}
console.log('build-server: build/server/main.js');
