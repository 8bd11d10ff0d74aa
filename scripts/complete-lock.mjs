#!/usr/bin/env node
// Adds to package-lock.json the per-platform optional builds (darwin, win32, musl...) that
// npm leaves out when its registry does not carry them, as this project's registry does
// not: without them `npm ci` rejects the lock as out of sync on every machine. Each entry
// names only the version and the platform it is for, so npm skips it on other platforms
// without fetching anything. Run it after `npm install` changes the lock.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const OSES = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'sunos', 'win32', 'aix'];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32'];
const LIBCS = { gnu: 'glibc', musl: 'musl' };

/** `@rspack/binding-linux-x64-musl` → { os: ['linux'], cpu: ['x64'], libc: ['musl'] }. */
function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const os = tokens.find((t) => OSES.includes(t));
  const cpu = tokens.find((t) => CPUS.includes(t));
  const libc = tokens.map((t) => LIBCS[t]).find(Boolean);
  if (!cpu) return undefined;
  return {
    ...(os && { os: [os] }),
    cpu: [cpu],
    ...(libc && { libc: [libc] }),
  };
}

const file = resolve(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const added = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const hoisted = `node_modules/${name}`;
    const nested = `${path}/node_modules/${name}`;
    if (lock.packages[hoisted] || lock.packages[nested]) continue;
    // Hoisted as npm places them, unless another version already holds that place.
    const own = Object.keys(lock.packages).some((p) => p.endsWith(`/${name}`)) ? nested : hoisted;
    const platform = platformOf(name);
    if (!platform) continue;
    // Keys in npm's order (version first, then alphabetical) so npm rewrites nothing.
    const { os, cpu, libc } = platform;
    lock.packages[own] = {
      version,
      cpu,
      ...(entry.dev && { dev: true }),
      ...(libc && { libc }),
      optional: true,
      ...(os && { os }),
    };
    added.push(`${name}@${version}`);
  }
}
// npm's own order, so the next `npm install` leaves the file as it is.
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b, 'en')),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.join(', ')}` : 'lock already complete');
