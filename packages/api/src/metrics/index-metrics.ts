import { Gauge, type Registry } from 'prom-client';
import { readIndexHead, type Database, type IndexHead } from '@tvmscan/store';
import { METRIC_PREFIX } from './metrics-registry.js';

/** How long one scrape's reading of the index head is shared by its gauges. */
const HEAD_READ_REUSE_MS = 1_000;

/**
 * The index's head as a scrape finds it: its masterchain seqno (whose rate is the ingest rate in masterchain blocks
 * for any process reading the database), how many seconds its newest block lies behind the clock, and whether the
 * database answered at all.
 */
export function registerIndexMetrics(registry: Registry, database: Database): void {
  const heads = new SharedHeadReads(database);
  new Gauge({
    name: `${METRIC_PREFIX}database_up`,
    help: '1 when the database answered the scrape, 0 when it did not',
    registers: [registry],
    async collect() {
      this.set((await heads.read()) === 'down' ? 0 : 1);
    },
  });
  new Gauge({
    name: `${METRIC_PREFIX}index_masterchain_seqno`,
    help: 'The newest masterchain block the index holds (its checkpoint)',
    registers: [registry],
    async collect() {
      const head = await heads.read();
      if (head === 'down' || head === null) this.reset();
      else this.set(head.mcSeqno);
    },
  });
  new Gauge({
    name: `${METRIC_PREFIX}index_lag_seconds`,
    help: "How long ago the index's newest masterchain block was made",
    registers: [registry],
    async collect() {
      const head = await heads.read();
      if (head === 'down' || head === null || head.genUtime === null) this.reset();
      else this.set(Math.max(0, Date.now() / 1000 - head.genUtime));
    },
  });
}

/** One read of the index head for the gauges of one scrape; 'down' when the database did not answer. */
class SharedHeadReads {
  #reading: Promise<IndexHead | null | 'down'> | null = null;
  #readAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly database: Database) {}

  read(): Promise<IndexHead | null | 'down'> {
    if (this.#reading === null || performance.now() - this.#readAt > HEAD_READ_REUSE_MS) {
      this.#readAt = performance.now();
      this.#reading = readIndexHead(this.database.db).catch(() => 'down' as const);
    }
    return this.#reading;
  }
}
