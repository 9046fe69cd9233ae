import { spawnSync } from 'node:child_process';

// `npm run fuzz`: the fuzz test (tests/server/fuzz.test.ts) at full size, on PGlite and, when
// TEST_DATABASE_URL is set, on PostgreSQL. FUZZ_REQUESTS and FUZZ_SEED override the defaults.
const requests = process.env.FUZZ_REQUESTS ?? '10000';
const seed = process.env.FUZZ_SEED ?? '13';
const databases: [string, string | undefined][] = [['pglite', undefined]];
if (process.env.TEST_DATABASE_URL) databases.push(['postgres', process.env.TEST_DATABASE_URL]);
else console.log('TEST_DATABASE_URL is not set: fuzzing PGlite only.');

let failed = false;
for (const [name, url] of databases) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    FUZZ_REQUESTS: requests,
    FUZZ_SEED: seed,
    FUZZ_REPORT: '1',
  };
  if (url) env.TEST_DATABASE_URL = url;
  else delete env.TEST_DATABASE_URL;
  const started = Date.now();
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'unit', 'tests/server/fuzz.test.ts'], {
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const line = run.stdout.split('\n').find((text) => text.startsWith('FUZZ '));
  const report = line ? (JSON.parse(line.split(' ').slice(2).join(' ')) as FuzzSummary) : null;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (!report || run.status !== 0) failed = true;
  console.log(
    report
      ? `${name}: ${report.requests} requests (seed ${report.seed}) in ${seconds} s, ${report.serverErrors.length} answers >= 500; by status ${JSON.stringify(report.byStatus)}`
      : `${name}: the fuzz run failed\n${run.stdout}\n${run.stderr}`,
  );
  for (const error of report?.serverErrors.slice(0, 10) ?? [])
    console.log(`  #${error.index} ${error.label} → ${error.status} ${error.body}`);
}
process.exit(failed ? 1 : 0);

type FuzzSummary = {
  seed: number;
  requests: number;
  byStatus: Record<string, number>;
  serverErrors: { label: string; status: number; body: string; index: number }[];
};
