import type { Block, CountPoint, Transaction } from '@tvmscan/api/contract';
import type { TokenTransaction } from '@tvmscan/api/token-contract';

/** The newest `limit` rows of what a panel showed and what the stream brought, each once, newest first. */
export function withNewest<Row>(
  shown: readonly Row[],
  incoming: readonly Row[],
  keyOf: (row: Row) => string,
  newerFirst: (a: Row, b: Row) => number,
  limit: number,
): Row[] {
  const byKey = new Map<string, Row>();
  for (const row of [...incoming, ...shown]) if (!byKey.has(keyOf(row))) byKey.set(keyOf(row), row);
  return [...byKey.values()].sort(newerFirst).slice(0, limit);
}

/** The blocks list's order: by generation time, then root hash, both descending. */
export function newerBlockFirst(a: Block, b: Block): number {
  return b.genUtime - a.genUtime || (a.rootHash < b.rootHash ? 1 : a.rootHash > b.rootHash ? -1 : 0);
}

/** The transactions list's order: by time, logical time, then hash, all descending. */
export function newerTransactionFirst(a: Transaction, b: Transaction): number {
  return b.time - a.time || compareDecimal(b.lt, a.lt) || (a.hash < b.hash ? 1 : a.hash > b.hash ? -1 : 0);
}

/** The token operations list's order: by block time, logical time, transaction hash and position, all descending. */
export function newerTokenTransactionFirst(a: TokenTransaction, b: TokenTransaction): number {
  return (
    b.blockTime - a.blockTime ||
    compareDecimal(b.lt, a.lt) ||
    (a.transactionHash < b.transactionHash ? 1 : a.transactionHash > b.transactionHash ? -1 : 0) ||
    b.position - a.position
  );
}

const BUCKET_SECONDS = 10;

/**
 * The 10-minute chart of transactions in 10 s buckets with new transactions counted in: a transaction in a bucket
 * after the last one adds that bucket (and empty ones before it) and the oldest ones leave, so the chart keeps its
 * length; one before the first bucket is not shown.
 */
export function withTransactionsCounted(points: readonly CountPoint[], times: readonly number[]): CountPoint[] {
  if (points.length === 0) return [...points];
  const counted = points.map((point) => ({ ...point }));
  for (const time of [...times].sort((a, b) => a - b)) {
    const bucket = time - (time % BUCKET_SECONDS);
    for (let next = counted.at(-1)!.time + BUCKET_SECONDS; next <= bucket; next += BUCKET_SECONDS) counted.push({ time: next, count: 0 });
    const point = counted.find((candidate) => candidate.time === bucket);
    if (point) point.count += 1;
  }
  return counted.slice(counted.length - points.length);
}

function compareDecimal(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
