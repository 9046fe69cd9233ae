// Some registry mirrors lack the other platforms' builds of native optional packages (biome's CLI,
// tailwind's oxide), so `npm install` leaves them out of package-lock.json and `npm ci` then refuses
// the lock as "out of sync". This adds a platform-tagged entry for each missing optional package:
// npm ci accepts the lock and skips those entries on every platform they do not match.
// Run after `npm install` changes the lock: `node scripts/complete-lockfile.ts`.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

type LockEntry = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
};

const OS_TOKENS = ['android', 'darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix'];
const CPU_TOKENS: Record<string, string> = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  wasm32: 'wasm32',
  riscv64: 'riscv64',
  ppc64: 'ppc64',
  s390x: 's390x',
};

// "@tailwindcss/oxide-linux-arm-gnueabihf" → os linux, cpu arm; "-musl" → libc musl.
function platformOf(name: string) {
  const tokens = name.split('/').pop()?.split('-') ?? [];
  const os = tokens.find((token) => OS_TOKENS.includes(token));
  const cpu = tokens.map((token) => CPU_TOKENS[token]).find(Boolean);
  const libc = tokens.includes('musl')
    ? 'musl'
    : tokens.includes('gnu') && os === 'linux'
      ? 'glibc'
      : undefined;
  return { os, cpu, libc };
}

const lockPath = resolve(import.meta.dirname, '../package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockEntry> };
const added: string[] = [];

for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue; // not a platform build: leave it to npm
    lock.packages[`node_modules/${name}`] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
    };
    added.push(`${name}@${version}`);
  }
}

lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `Added ${added.length} platform entries:\n  ${added.join('\n  ')}` : 'Lock file complete.',
);
