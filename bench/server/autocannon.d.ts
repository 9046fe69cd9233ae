// The few parts of autocannon (no published types) that bench/server.ts uses.
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number; total: number };
  type Request = { method: string; path: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    // Stop after this many requests instead of a duration.
    amount?: number;
    requests?: Request[];
    headers?: Record<string, string>;
  };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    '2xx': number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
