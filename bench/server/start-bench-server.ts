import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const READY_TIMEOUT_MS = 120_000;

// cpuMs: the CPU time (user + system) the server has used so far, all its threads (the event loop,
// the rewrite workers, V8's and libuv's helpers), and its main thread (the event loop) alone.
export type BenchServer = {
  url: string;
  pid: number;
  rssMb: () => number;
  cpuMs: () => { all: number; eventLoop: number };
  stop: () => Promise<void>;
};

// The real server (`node --import tsx src/server/index.ts`) on a free loopback port, production
// mode, with rate limits on: counted on every request, with budgets the bench never exhausts.
export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789',
      // Production requires a mail transport (issue 15); the bench never sends an e-mail.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_API_MAX: '1000000000',
      RATE_LIMIT_TRANSFORM_PER_MINUTE: '1000000000',
      // The rewrite pool's size and queue, when the shell sets them (to compare pool sizes).
      ...passedThrough('REWRITE_POOL_SIZE', 'REWRITE_QUEUE_MAX'),
      ...env,
    },
  });
  await waitUntilReady(url, child);
  return {
    url,
    pid: child.pid ?? 0,
    rssMb: () => rssMb(child.pid ?? 0),
    cpuMs: () => cpuMs(child.pid ?? 0),
    stop: () =>
      new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

const passedThrough = (...names: string[]) =>
  Object.fromEntries(names.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));

function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

// utime and stime, in clock ticks (Linux's USER_HZ, 100 a second), from /proc's stat line.
const CLOCK_TICK_MS = 10;
function ticksMs(statPath: string) {
  const stat = readFileSync(statPath, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
}
function cpuMs(pid: number) {
  return { all: ticksMs(`/proc/${pid}/stat`), eventLoop: ticksMs(`/proc/${pid}/task/${pid}/stat`) };
}

async function waitUntilReady(url: string, child: ChildProcess) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('server did not start in time');
}

function freePort() {
  return new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
