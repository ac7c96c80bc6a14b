import { Gauge, type Registry } from 'prom-client';
import type { ReplicaReads } from '@tvmscan/store';
import { METRIC_PREFIX } from './metrics-registry.js';

/** Each read replica's lag behind the primary and whether reads go to it, labelled `replica="1"`, … in the order given. */
export function registerReplicaMetrics(registry: Registry, reads: ReplicaReads): void {
  new Gauge({
    name: `${METRIC_PREFIX}replica_lag_seconds`,
    help: "How far a read replica's data lay behind the primary's at its last check (absent while it does not answer)",
    labelNames: ['replica'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [index, status] of reads.statuses().entries()) {
        if (status.lagSeconds !== null) this.set({ replica: String(index + 1) }, status.lagSeconds);
      }
    },
  });
  new Gauge({
    name: `${METRIC_PREFIX}replica_serving`,
    help: 'Whether reads go to a read replica (1): it answers and lags at most --max-replica-lag',
    labelNames: ['replica'] as const,
    registers: [registry],
    collect() {
      for (const [index, status] of reads.statuses().entries()) this.set({ replica: String(index + 1) }, status.serving ? 1 : 0);
    },
  });
}
