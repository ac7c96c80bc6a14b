import { Counter, type Registry } from 'prom-client';
import { METRIC_PREFIX } from './metrics-registry.js';

/** The totals an indexer reports after each write: masterchain batches, blocks and transactions of its run. */
export interface IngestTotals {
  readonly batches: number;
  readonly blocks: number;
  readonly transactions: number;
}

/**
 * The ingest of an indexer running in this process, as counters (Prometheus' `rate()` gives blocks and
 * transactions a second); returns what to call with the indexer's run totals after each write.
 */
export function registerIngestMetrics(registry: Registry): (totals: IngestTotals) => void {
  const counter = (name: string, help: string) => new Counter({ name: `${METRIC_PREFIX}ingest_${name}_total`, help, registers: [registry] });
  const masterchain = counter('masterchain_blocks', 'Masterchain blocks this process indexed');
  const blocks = counter('blocks', 'Blocks (masterchain and shard) this process indexed');
  const transactions = counter('transactions', 'Transactions this process indexed');
  let last: IngestTotals = { batches: 0, blocks: 0, transactions: 0 };
  return (totals) => {
    masterchain.inc(Math.max(0, totals.batches - last.batches));
    blocks.inc(Math.max(0, totals.blocks - last.blocks));
    transactions.inc(Math.max(0, totals.transactions - last.transactions));
    last = totals;
  };
}
