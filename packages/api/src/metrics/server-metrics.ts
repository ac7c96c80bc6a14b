import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Database, NamedPoolUse } from '@tvmscan/store';
import { registerIndexMetrics } from './index-metrics.js';
import { registerPoolMetrics } from './pool-metrics.js';
import { registerReplicaMetrics } from './replica-metrics.js';
import { measureRequests } from './request-metrics.js';

/**
 * The server's series: its answers' latency per route, the index's head and lag, the database pools' use and, with
 * read replicas, each replica's lag.
 */
export function installServerMetrics(app: FastifyInstance, registry: Registry, database: Database): void {
  measureRequests(app, registry);
  registerIndexMetrics(registry, database);
  const { poolUse, reads } = database;
  registerPoolMetrics(registry, (): NamedPoolUse[] => [
    ...(poolUse ? [{ name: 'primary', ...poolUse.call(database) }] : []),
    ...(reads ? reads.poolUses() : []),
  ]);
  if (reads) registerReplicaMetrics(registry, reads);
}
