import { Gauge, type Registry } from 'prom-client';
import type { NamedPoolUse } from '@tvmscan/store';
import { METRIC_PREFIX } from './metrics-registry.js';

/** The connections of each PostgreSQL pool (`database="primary"`, `"replica 1"`, …): open, idle, the most it opens, and queries waiting for one. */
export function registerPoolMetrics(registry: Registry, pools: () => readonly NamedPoolUse[]): void {
  const gauge = (suffix: string, help: string, value: (use: NamedPoolUse) => number) =>
    new Gauge({
      name: `${METRIC_PREFIX}db_pool_${suffix}`,
      help,
      labelNames: ['database'] as const,
      registers: [registry],
      collect() {
        for (const pool of pools()) this.set({ database: pool.name }, value(pool));
      },
    });
  gauge('connections_open', 'Connections the pool holds open', (use) => use.open);
  gauge('connections_idle', 'Open connections not running a query', (use) => use.idle);
  gauge('connections_max', 'The most connections the pool opens', (use) => use.max);
  gauge('waiting_queries', 'Queries waiting for a connection', (use) => use.waiting);
}
