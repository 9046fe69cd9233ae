import { afterAll, expect, test } from 'vitest';
import { createFuzzTarget } from '../support/fuzz/fuzz-target.ts';
import { runFuzz } from '../support/fuzz/run-fuzz.ts';

// Issue 13 item 2: no input produces a 5xx. A fixed seed, so any failure replays; a size that
// fits CI. `npm run fuzz` runs the full 10,000 on PGlite and on PostgreSQL.
const SEED = Number(process.env.FUZZ_SEED ?? 13);
const COUNT = Number(process.env.FUZZ_REQUESTS ?? 3_000);

const target = await createFuzzTarget();
afterAll(() => target.close());

test(`${COUNT} fuzzed requests across every route get no answer >= 500`, { timeout: 600_000 }, async () => {
  const report = await runFuzz(target, { seed: SEED, count: COUNT });
  if (process.env.FUZZ_REPORT) {
    process.stdout.write(
      `FUZZ ${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'} ${JSON.stringify(report)}\n`,
    );
  }
  expect(report.requests).toBe(COUNT);
  expect(report.serverErrors).toEqual([]);
});
