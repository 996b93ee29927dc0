#!/usr/bin/env node
// The npm registry reachable here lacks some platform builds (e.g. darwin/win32 binaries of a new
// release), so `npm install` leaves those optional dependencies out of package-lock.json and
// `npm ci` then refuses the lockfile as out of sync. This adds a stub entry for each missing
// optional platform package, marked with its os/cpu so npm skips it on other platforms without
// fetching anything. Run after `npm install` (the `postinstall`-free way: `npm run lock:complete`).
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = [
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'android',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPU = [
  'arm64',
  'x64',
  'ia32',
  'arm',
  'loong64',
  'ppc64',
  'riscv64',
  's390x',
  'mips64el',
  'wasm32',
];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p)) ?? (parts.includes('win32') ? 'win32' : undefined);
  const cpu = parts.find((p) => CPU.includes(p)) ?? (parts.includes('armv7') ? 'arm' : undefined);
  return { os, cpu };
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/` : 'node_modules/';
    const candidates = [`${base}${dep}`, `node_modules/${dep}`];
    if (candidates.some((c) => packages[c])) continue;
    const { os, cpu } = platformOf(dep);
    if (!os && !cpu) continue; // not a platform build: leave it to npm
    packages[`node_modules/${dep}`] = {
      version,
      ...(meta.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
    };
    added++;
  }
}
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`complete-lockfile: added ${added} optional platform entries`);
