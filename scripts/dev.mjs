#!/usr/bin/env node
// `npm run dev`: the API server on :3001 (tsx watch, restarts on change) and `rsbuild dev`
// on :3000, which proxies /api and /images to it (rsbuild.config.ts). Ctrl-C stops both; if
// either stops, the other is stopped too.
import { spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const API_PORT = process.env.API_PORT ?? '3001';
const WEB_PORT = process.env.WEB_PORT ?? '3000';

// The app imports the compiled catalogs; they are generated, not committed.
const compile = spawnSync(bin('lingui'), ['compile', '--typescript'], {
  cwd: root,
  stdio: 'inherit',
});
if (compile.status !== 0) process.exit(compile.status ?? 1);

const children = [];

function start(label, command, args, env) {
  // Own process group, so stopping it also stops what it started (tsx's child, rspack workers).
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const l of lines) out.write(`[${label}] ${l}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    console.log(`[${label}] stopped (${signal ?? `exit ${code}`})`);
    stopAll(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
  setTimeout(() => process.exit(code), 500);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

// The shop's address is the SPA's: e-mailed links and social sign-in's redirects go there.
start('api', bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
  PORT: API_PORT,
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${WEB_PORT}`,
});
start('web', bin('rsbuild'), ['dev', '--port', WEB_PORT], {
  API_ORIGIN: `http://localhost:${API_PORT}`,
});
console.log(`dev: SPA on http://localhost:${WEB_PORT}, API on http://localhost:${API_PORT}/api`);
