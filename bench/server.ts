// npm run bench:server: bounded loopback load runs with autocannon against /api/analyze and
// /api/transform (offline rewriter), with rate limits on, on PGlite, on PostgreSQL when
// TEST_DATABASE_URL is set, and on PostgreSQL + Redis when TEST_REDIS_URL is set too. Prints
// req/s, p50/p99 latency (with /api/health as the machine's ceiling), the server's CPU time per
// request (all threads, and the event loop's part), its RSS (idle, then after each run) and the
// machine's load.
// Goals (issue 13): ≥ 2,000 analyze req/s with limits on; idle RSS ≤ 400 MB on PGlite.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { type BenchServer, startBenchServer } from './server/start-bench-server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SETTLE_MS = 5_000;
const MESSAGES = 20;
const WARM_REQUESTS = Number(process.env.WARM_REQUESTS ?? 2_000);

const corpus = readFileSync(resolve(import.meta.dirname, '../../shared/corpus/messages.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .slice(0, MESSAGES)
  .map((line) => (JSON.parse(line) as { text: string }).text);

const load1 = () => loadavg()[0]?.toFixed(2);

type Setup = { name: string; env: Record<string, string>; cleanup: () => Promise<void> };

async function setups(): Promise<Setup[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'calmly-bench-'));
  const list: Setup[] = [
    {
      name: 'PGlite',
      env: { DATA_DIR: dataDir },
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    },
  ];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return list;
  const database = await scratchDatabase(adminUrl);
  const pgEnv = { DATA_DIR: dataDir, DATABASE_URL: database.url };
  list.push({ name: 'PostgreSQL', env: pgEnv, cleanup: async () => {} });
  if (process.env.TEST_REDIS_URL) {
    list.push({
      name: 'PostgreSQL + Redis limits',
      env: { ...pgEnv, REDIS_URL: process.env.TEST_REDIS_URL },
      cleanup: async () => {},
    });
  }
  list.push({ name: '(drop bench database)', env: {}, cleanup: database.drop });
  return list;
}

async function scratchDatabase(adminUrl: string) {
  const name = `calmly_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

// `body` undefined: a GET (the /api/health reference: the server's own ceiling on this machine).
// Each route is first served WARM_REQUESTS times, unmeasured: the engine is large and most of its
// rules run rarely, so V8 keeps compiling newly hot code (on helper threads that take the same cores)
// for the first ~1,000 jobs of a kind; a transform job costs several times its settled CPU over its
// first few hundred (bench/server-cpu.ts). The runs measure the server as it serves, not its start.
async function load(server: BenchServer, path: string, body?: (text: string) => unknown) {
  const options = {
    url: server.url,
    connections: CONNECTIONS,
    headers: { 'content-type': 'application/json', origin: server.url },
    requests: body
      ? corpus.map((text) => ({ method: 'POST', path, body: JSON.stringify(body(text)) }))
      : [{ method: 'GET', path }],
  };
  if (body && WARM_REQUESTS > 0) await autocannon({ ...options, amount: WARM_REQUESTS });
  const load1Before = load1();
  const cpuBefore = server.cpuMs();
  const result = await autocannon({ ...options, duration: SECONDS });
  const cpuAfter = server.cpuMs();
  // CPU per answered request: what a quieter or bigger machine can be expected to serve, since it
  // moves far less with the machine's load than req/s does. The event loop's part is what the pool
  // leaves to it; the rest is the rewrite workers' jobs and V8's helpers (compiling, GC).
  const perRequest = (ms: number) => (ms / Math.max(1, result.requests.total)).toFixed(2);
  const line = [
    `  ${path.padEnd(15)}`,
    `${Math.round(result.requests.average).toString().padStart(6)} req/s`,
    `p50 ${result.latency.p50} ms`,
    `p99 ${result.latency.p99} ms`,
    `non-2xx ${result.non2xx}`,
    `errors ${result.errors}`,
    `CPU ${perRequest(cpuAfter.all - cpuBefore.all)} ms/req (event loop ${perRequest(cpuAfter.eventLoop - cpuBefore.eventLoop)})`,
    `RSS after ${server.rssMb()} MB`,
    `load ${load1Before}→${load1()}`,
  ];
  console.log(line.join(' · '));
}

// The first analysis starts the rewrite pool (a worker loads compromise and the engine, issue 13's
// small idle server): a one-off cost, timed and printed on its own so the runs measure the server
// as it serves, not its start.
async function warmUp(server: BenchServer) {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/analyze`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ text: corpus[0] }),
  });
  await response.arrayBuffer();
  console.log(`  first analysis (starts the rewrite pool) ${Math.round(performance.now() - started)} ms`);
}

console.log(
  `bench:server · ${SECONDS} s per run after ${WARM_REQUESTS} warm-up requests · ${CONNECTIONS} connections · load average ${load1()}`,
);
for (const setup of await setups()) {
  if (setup.name.startsWith('(')) {
    await setup.cleanup();
    continue;
  }
  const server = await startBenchServer(setup.env);
  try {
    const started = server.rssMb();
    await new Promise((done) => setTimeout(done, SETTLE_MS));
    console.log(
      `${setup.name}: RSS ${started} MB at start, ${server.rssMb()} MB idle after ${SETTLE_MS / 1000} s`,
    );
    await load(server, '/api/health');
    await warmUp(server);
    await load(server, '/api/analyze', (text) => ({ text }));
    await load(server, '/api/transform', (text) => ({
      originalMessage: text,
      tone: 'friendly',
      intent: 'ask',
    }));
  } finally {
    await server.stop();
    await setup.cleanup();
  }
}
console.log(
  `load average at the end ${load1()} (${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')})`,
);
