import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';
import { METRIC_PREFIX } from './metrics-registry.js';

/** From 1 ms to 10 s, finer around the 25 ms an API call should take at most. */
const LATENCY_BUCKETS_S = [0.001, 0.0025, 0.005, 0.01, 0.015, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of a request no route matched (a 404), so that made-up paths add no series. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Times every answer of the server, labelled by its method, its route's pattern (never the raw URL, so the series
 * stay as many as the routes) and its status code.
 */
export function measureRequests(app: FastifyInstance, registry: Registry): void {
  const latency = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: 'Time from a request to its answer, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS_S,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    latency.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}
