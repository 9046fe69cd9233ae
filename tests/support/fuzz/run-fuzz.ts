import { createRandom } from './fuzz-random.ts';
import { fuzzRequest } from './fuzz-requests.ts';
import type { FuzzContext } from './fuzz-routes.ts';

export type FuzzTarget = {
  // Sends one request as app.request() would, with the given cookie header.
  send(request: {
    method: string;
    path: string;
    headers: Headers;
    body?: string | Uint8Array;
  }): Promise<Response>;
  // A fresh signed-in cookie, for when a fuzzed request signed the session out.
  signIn(): Promise<string>;
  context: FuzzContext;
};

export type FuzzReport = {
  seed: number;
  requests: number;
  byStatus: Record<number, number>;
  serverErrors: { label: string; status: number; body: string; index: number }[];
};

const RESIGN_EVERY = 250;

// Sends `count` seeded requests; every answer must be below 500.
export async function runFuzz(target: FuzzTarget, { seed, count }: { seed: number; count: number }) {
  const random = createRandom(seed);
  const report: FuzzReport = { seed, requests: 0, byStatus: {}, serverErrors: [] };
  let cookie = await target.signIn();
  for (let index = 0; index < count; index += 1) {
    if (index > 0 && index % RESIGN_EVERY === 0) cookie = await target.signIn();
    const request = fuzzRequest(random, target.context);
    const headers = new Headers(request.headers);
    const sentCookie = request.cookie === 'valid' ? cookie : request.cookie === 'none' ? '' : request.cookie;
    if (sentCookie) headers.set('cookie', sentCookie);
    const response = await target.send({
      method: request.method,
      path: request.path,
      headers,
      body: request.body,
    });
    const body = await response.text();
    report.requests += 1;
    report.byStatus[response.status] = (report.byStatus[response.status] ?? 0) + 1;
    if (response.status >= 500) {
      report.serverErrors.push({
        label: request.label,
        status: response.status,
        body: body.slice(0, 300),
        index,
      });
    }
  }
  return report;
}
