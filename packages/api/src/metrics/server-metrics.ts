import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Database } from '@tvmscan/store';
import { registerIndexMetrics } from './index-metrics.js';
import { registerPoolMetrics, type NamedPool } from './pool-metrics.js';
import { registerReplicaMetrics } from './replica-metrics.js';
import { measureRequests } from './request-metrics.js';

/** The server's series: its answers' latency per route, the index's head and lag, and the database pool's use. */
export function installServerMetrics(app: FastifyInstance, registry: Registry, database: Database): void {
  measureRequests(app, registry);
  registerIndexMetrics(registry, database);
  const poolUse = database.poolUse;
  const primary: NamedPool[] = poolUse ? [{ name: 'primary', use: () => poolUse.call(database) }] : [];
  const reads = database.reads;
  if (reads === undefined) {
    registerPoolMetrics(registry, primary);
    return;
  }
  const replicaPools = reads.poolUses().map(({ name }) => ({ name, use: () => reads.poolUses().find((pool) => pool.name === name)! }));
  registerPoolMetrics(registry, [...primary, ...replicaPools]);
  registerReplicaMetrics(registry, reads);
}
