import type { Cell } from '../../cell/cell.js';
import type { Block } from './block.js';
import { listShardDescrs, type ShardDescrEntry } from './shard-hashes.js';

/** A transaction cell of a block with the account and logical time it is filed under. */
export interface BlockTransactionCell {
  account: string;
  lt: bigint;
  cell: Cell;
}

/** Every transaction of the block, ordered by account and then by logical time. */
export function blockTransactions(block: Block): BlockTransactionCell[] {
  return block.extra.accountBlocks.entries.flatMap(({ value }) => value.transactions.map(({ lt, cell }) => ({ account: value.account, lt, cell })));
}

/** The shard descriptions a masterchain block records; empty for shard blocks. */
export function blockShardDescriptions(block: Block): ShardDescrEntry[] {
  const custom = block.extra.custom;
  return custom === null ? [] : listShardDescrs(custom.shardHashes);
}
