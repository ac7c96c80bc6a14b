import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Database } from '@tvmscan/store';
import { registerIndexMetrics } from './index-metrics.js';
import { registerPoolMetrics } from './pool-metrics.js';
import { measureRequests } from './request-metrics.js';

/** The server's series: its answers' latency per route, the index's head and lag, and the database pool's use. */
export function installServerMetrics(app: FastifyInstance, registry: Registry, database: Database): void {
  measureRequests(app, registry);
  registerIndexMetrics(registry, database);
  const poolUse = database.poolUse;
  registerPoolMetrics(registry, poolUse ? [{ name: 'primary', use: () => poolUse.call(database) }] : []);
}
