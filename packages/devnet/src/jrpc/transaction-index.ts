import { blockTransactions, decodeTransaction, type Block, type Cell, type Transaction } from '@tvmscan/tvm';

interface AccountEntry {
  lt: bigint;
  hash: string;
}

/** The devnet's transactions by hash, by inbound message and by account, for the JRPC endpoint. */
export class TransactionIndex {
  private readonly byHash = new Map<string, Cell>();
  private readonly byMessage = new Map<string, string>();
  private readonly byAccount = new Map<string, AccountEntry[]>();

  get size(): number {
    return this.byHash.size;
  }

  add(cell: Cell, transaction: Transaction, workchain: number): void {
    const hash = cell.hashHex();
    if (this.byHash.has(hash)) return;
    this.byHash.set(hash, cell);
    if (transaction.inMsg !== null) this.byMessage.set(transaction.inMsg.hash, hash);
    const account = `${workchain}:${transaction.accountAddr}`;
    const list = this.byAccount.get(account);
    if (list === undefined) this.byAccount.set(account, [{ lt: transaction.lt, hash }]);
    else list.push({ lt: transaction.lt, hash });
  }

  addBlock(block: Block): void {
    for (const { cell } of blockTransactions(block)) this.add(cell, decodeTransaction(cell), block.info.shard.workchain);
  }

  get(hash: string): Cell | undefined {
    return this.byHash.get(hash);
  }

  byInboundMessage(messageHash: string): Cell | undefined {
    const hash = this.byMessage.get(messageHash);
    return hash === undefined ? undefined : this.byHash.get(hash);
  }

  /** An account's transactions from `fromLt` (inclusive; the newest when null) back in time, at most `limit`. */
  list(account: string, fromLt: bigint | null, limit: number): Cell[] {
    const entries = this.byAccount.get(account) ?? [];
    const result: Cell[] = [];
    for (const entry of [...entries].reverse()) {
      if (result.length >= limit) break;
      if (fromLt === null || entry.lt <= fromLt) result.push(this.byHash.get(entry.hash) as Cell);
    }
    return result;
  }
}
