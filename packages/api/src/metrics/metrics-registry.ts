import { collectDefaultMetrics, Registry } from 'prom-client';

/** A process's Prometheus registry (prom-client's), for the parts of the process that add series to it. */
export type MetricsRegistry = Registry;

/** Every series of ours starts with this. */
export const METRIC_PREFIX = 'tvmscan_';

/**
 * A process's Prometheus registry, holding Node's process series (CPU, memory, event-loop lag, as `tvmscan_process_*`
 * and `tvmscan_nodejs_*`); the server, the indexer and other parts of the process add their own series to it.
 */
export function createMetricsRegistry(): MetricsRegistry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
  return registry;
}
