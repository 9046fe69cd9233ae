// npm run bench:server-threads: the real server's CPU milliseconds per request, thread by thread
// (the event loop, the rewrite worker, V8's helper threads for garbage collection and compiling),
// for /api/health, /api/analyze and /api/transform on PGlite with rate limits on. CPU time per
// request, unlike req/s, hardly depends on what else the machine runs (issue 24, item 5: on two
// cores, 2,000 analyze req/s means under 1 ms of CPU per request in all threads together).
// BENCH_SECONDS (default 8) per route; the first requests of each route warm its code first.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer } from './server/start-bench-server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARM_SECONDS = Number(process.env.WARM_SECONDS ?? 4);
const corpus = readFileSync(resolve(import.meta.dirname, '../../shared/corpus/messages.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .slice(0, 20)
  .map((line) => (JSON.parse(line) as { text: string }).text);

// CPU milliseconds so far of each thread of a process, by thread id (Linux /proc).
function threadCpuMs(pid: number): Map<string, { name: string; ms: number }> {
  const threads = new Map<string, { name: string; ms: number }>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      threads.set(tid, { name, ms: (Number(fields[11]) + Number(fields[12])) * 10 });
    } catch {
      // The thread ended meanwhile.
    }
  }
  return threads;
}

const routes: { path: string; body?: (text: string) => unknown }[] = [
  { path: '/api/health' },
  { path: '/api/analyze', body: (text) => ({ text }) },
  { path: '/api/transform', body: (text) => ({ originalMessage: text, tone: 'friendly', intent: 'ask' }) },
];

const dataDir = mkdtempSync(join(tmpdir(), 'calmly-bench-threads-'));
const server = await startBenchServer({ DATA_DIR: dataDir });
try {
  for (const { path, body } of routes) {
    const run = (duration: number) =>
      autocannon({
        url: server.url,
        connections: 10,
        duration,
        headers: { 'content-type': 'application/json', origin: server.url },
        requests: body
          ? corpus.map((text) => ({ method: 'POST', path, body: JSON.stringify(body(text)) }))
          : [{ method: 'GET', path }],
      });
    // One answer first: the first analysis starts the rewrite pool (seconds on a busy machine).
    const first = await fetch(`${server.url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: body ? JSON.stringify(body(corpus[0] ?? '')) : undefined,
    });
    await first.arrayBuffer();
    await run(WARM_SECONDS);
    const before = threadCpuMs(server.pid);
    const result = await run(SECONDS);
    const after = threadCpuMs(server.pid);
    const perRequest = (tid: string) =>
      ((after.get(tid)?.ms ?? 0) - (before.get(tid)?.ms ?? 0)) / result.requests.total;
    const tids = [...after.keys()].sort((a, b) => Number(a) - Number(b));
    const main = String(server.pid);
    // The rewrite worker: the busiest thread started after the event loop's own helpers.
    const workers = tids.filter(
      (tid) => tid !== main && perRequest(tid) > 0.2 && Number(tid) > Number(main) + 8,
    );
    const helpers = tids.filter((tid) => tid !== main && !workers.includes(tid));
    const sum = (list: string[]) => list.reduce((total, tid) => total + perRequest(tid), 0);
    console.log(
      [
        `${path.padEnd(15)} ${Math.round(result.requests.average).toString().padStart(5)} req/s`,
        `CPU ms per request: event loop ${perRequest(main).toFixed(3)}`,
        `rewrite worker ${sum(workers).toFixed(3)}`,
        `other threads ${sum(helpers).toFixed(3)}`,
        `all ${(perRequest(main) + sum(workers) + sum(helpers)).toFixed(3)}`,
        `non-2xx ${result.non2xx}`,
      ].join(' · '),
    );
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
