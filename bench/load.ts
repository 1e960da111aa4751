/** One load test with autocannon against loopback, reduced to the figures we report. */
import autocannon from 'autocannon';

/** What every load request sends, so a recorded answer is the one the load gets. */
export const loadHeaders = { 'accept-encoding': 'gzip' };

/** 10 s per scenario, as the targets are set; BENCH_SECONDS shortens a trial run. */
export const secondsPerScenario = Number(process.env.BENCH_SECONDS) || 10;

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  label: string;
  url: string;
  connections?: number;
  seconds?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? secondsPerScenario,
    method: options.method ?? 'GET',
    headers: { ...loadHeaders, ...options.headers },
    body: options.body,
  });
  return {
    label: options.label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printLoadTable(results: LoadResult[]) {
  console.table(
    results.map((result) => ({
      scenario: result.label,
      'req/s': result.requestsPerSecond,
      'p50 ms': result.p50Ms,
      'p99 ms': result.p99Ms,
      errors: result.errors,
      'non-2xx': result.non2xx,
    })),
  );
}
