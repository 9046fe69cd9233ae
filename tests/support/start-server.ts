import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type OutboxEntry, readOutbox } from '../../src/server/mail/outbox-mailer.ts';
import { ensurePgliteTemplate } from './pglite-template.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export type StartedServer = {
  url: string;
  port: number;
  dataDir: string;
  // What the server wrote to stdout and stderr so far (pino JSON lines), for failure messages.
  output: () => string;
  // E-mails in the dev outbox (newest first), e.g. to follow a reset link.
  readOutbox: () => Promise<OutboxEntry[]>;
  // Whether the process is still running (it has neither exited nor been killed).
  isRunning: () => boolean;
  // SIGTERM, then wait for the exit; resolves with the exit code (0 after a graceful shutdown).
  stop: () => Promise<number | null>;
};

export type StartServerOptions = {
  // Extra or overriding environment variables, e.g. { DATABASE_URL } or AI_* for a mock provider.
  env?: Record<string, string>;
  // Reuse a data directory (e.g. a second instance); by default a fresh temporary one.
  dataDir?: string;
};

// Spawns the REAL server (node --import tsx src/server/index.ts) on a free 127.0.0.1 port with a
// temporary DATA_DIR holding a copy of the migrated PGlite template, and waits until it answers.
// Rate limits default to generous values here: browser tests exercise screens, and the limits
// have their own tests (override RATE_LIMIT_* to test them through a browser).
export async function startServer(options: StartServerOptions = {}): Promise<StartedServer> {
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'calmly-server-'));
  if (ownsDataDir && !options.env?.DATABASE_URL) {
    cpSync((await ensurePgliteTemplate()).dir, join(dataDir, 'pglite'), { recursive: true });
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: REPO_ROOT,
    env: serverEnv({ port, url, dataDir, overrides: options.env ?? {} }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const stop = async () => {
    const code = await stopChild(child);
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    return code;
  };
  try {
    await waitUntilReady(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    port,
    dataDir,
    output: () => output,
    readOutbox: () => readOutbox(join(dataDir, 'outbox')),
    isRunning: () => child.exitCode === null && child.signalCode === null,
    stop,
  };
}

function serverEnv({
  port,
  url,
  dataDir,
  overrides,
}: {
  port: number;
  url: string;
  dataDir: string;
  overrides: Record<string, string>;
}) {
  // The parent's database and provider settings never leak into a test server by accident.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(DATABASE_URL|TEST_DATABASE_URL|AI_|ELEVENLABS_|SMTP_|RATE_LIMIT_|APP_URL)/.test(name),
    ),
  );
  return {
    ...inherited,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SIGN_IN_MAX: '1000',
    RATE_LIMIT_SIGN_UP_MAX: '1000',
    RATE_LIMIT_RESET_MAX: '1000',
    RATE_LIMIT_API_MAX: '10000',
    RATE_LIMIT_TRANSFORM_PER_MINUTE: '10000',
    ...overrides,
  };
}

// A port nothing listens on now: the OS picks one, and it is let go at once for the caller.
export async function freePort() {
  return new Promise<number>((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    const ok = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  throw new Error(`server did not become ready within ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

async function stopChild(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  const code = await exited;
  clearTimeout(timer);
  return code;
}
