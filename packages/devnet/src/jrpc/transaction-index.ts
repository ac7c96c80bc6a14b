import { blockTransactions, decodeTransaction, writeBoc, type Block, type Cell, type Transaction } from '@tvmscan/tvm';
import { present } from '../present.js';

/** How many of the newest transactions the JRPC endpoint answers for: a few hours of the devnet's workload. */
export const DEFAULT_INDEXED_TRANSACTIONS = 20_000;

interface IndexedTransaction {
  readonly boc: Uint8Array;
  readonly account: string;
  readonly lt: bigint;
  readonly inMsgHash: string | null;
}

/**
 * The devnet's newest transactions by hash, by inbound message and by account, for the JRPC endpoint: at most
 * `capacity` of them, as BOCs (a decoded transaction's cells take ten times the memory), the oldest let go first,
 * so that a devnet running for days keeps a bounded index.
 */
export class TransactionIndex {
  /** In the order they were added, oldest first: the order they are let go in. */
  private readonly byHash = new Map<string, IndexedTransaction>();
  private readonly byMessage = new Map<string, string>();
  /** Each account's transaction hashes, oldest first. */
  private readonly byAccount = new Map<string, string[]>();

  constructor(private readonly capacity = DEFAULT_INDEXED_TRANSACTIONS) {}

  get size(): number {
    return this.byHash.size;
  }

  add(cell: Cell, transaction: Transaction, workchain: number): void {
    const hash = cell.hashHex();
    if (this.byHash.has(hash)) return;
    const account = `${workchain}:${transaction.accountAddr}`;
    const inMsgHash = transaction.inMsg?.hash ?? null;
    this.byHash.set(hash, { boc: writeBoc(cell), account, lt: transaction.lt, inMsgHash });
    if (inMsgHash !== null) this.byMessage.set(inMsgHash, hash);
    const list = this.byAccount.get(account);
    if (list === undefined) this.byAccount.set(account, [hash]);
    else list.push(hash);
    if (this.byHash.size > this.capacity) this.forgetOldest();
  }

  addBlock(block: Block): void {
    for (const { cell } of blockTransactions(block)) this.add(cell, decodeTransaction(cell), block.info.shard.workchain);
  }

  /** The transaction's BOC. */
  get(hash: string): Uint8Array | undefined {
    return this.byHash.get(hash)?.boc;
  }

  byInboundMessage(messageHash: string): Uint8Array | undefined {
    const hash = this.byMessage.get(messageHash);
    return hash === undefined ? undefined : this.get(hash);
  }

  /** An account's transactions from `fromLt` (inclusive; the newest when null) back in time, at most `limit`, as BOCs. */
  list(account: string, fromLt: bigint | null, limit: number): Uint8Array[] {
    const hashes = this.byAccount.get(account) ?? [];
    const result: Uint8Array[] = [];
    for (const hash of [...hashes].reverse()) {
      if (result.length >= limit) break;
      const entry = present(this.byHash.get(hash), `the indexed transaction ${hash}`);
      if (fromLt === null || entry.lt <= fromLt) result.push(entry.boc);
    }
    return result;
  }

  private forgetOldest(): void {
    const [hash, entry] = this.byHash.entries().next().value as [string, IndexedTransaction];
    this.byHash.delete(hash);
    if (entry.inMsgHash !== null && this.byMessage.get(entry.inMsgHash) === hash) this.byMessage.delete(entry.inMsgHash);
    const list = present(this.byAccount.get(entry.account), `the transactions of ${entry.account}`);
    list.shift();
    if (list.length === 0) this.byAccount.delete(entry.account);
  }
}
