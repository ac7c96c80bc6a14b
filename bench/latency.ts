/** Latencies of one measured run (milliseconds) and the rate it held. */
export interface LatencySummary {
  readonly requests: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly perSecond: number;
}

/** Nearest-rank percentiles of the latencies and requests per second over `seconds`. */
export function summarize(latenciesMs: readonly number[], seconds: number): LatencySummary {
  const sorted = Float64Array.from(latenciesMs).sort();
  const percentile = (p: number) =>
    sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { requests: sorted.length, p50Ms: percentile(50), p99Ms: percentile(99), perSecond: sorted.length / seconds };
}

/**
 * Keeps `concurrency` requests in flight for `seconds` (each worker starts its next request when its last one ends,
 * as autocannon's connections do) and returns the latency of each request.
 */
export async function closedLoop(concurrency: number, seconds: number, request: () => Promise<void>): Promise<LatencySummary> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      await request();
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return summarize(latencies, (performance.now() - started) / 1000);
}
