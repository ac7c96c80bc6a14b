import {
  blockShardDescriptions,
  blockTransactions,
  decodeBlock,
  decodeShardState,
  readArchive,
  readBocSingle,
  type Block,
  type ConfigParams,
  type ShardDescrEntry,
  type Transaction,
  decodeTransaction,
  type Cell,
  type MessageRef,
} from '@tvmscan/tvm';
import { readFixture } from '@tvmscan/tvm/testing';
import { GENESIS_ARCHIVE, GENESIS_ZEROSTATES } from './genesis.js';

export interface BlockFact {
  readonly workchain: number;
  readonly shard: string;
  readonly seqno: number;
  readonly rootHash: string;
  readonly fileHash: string;
  readonly block: Block;
  readonly shards: ShardDescrEntry[];
}

export interface TransactionFact {
  readonly hash: string;
  readonly workchain: number;
  readonly cell: Cell;
  readonly tx: Transaction;
  readonly block: BlockFact;
}

export interface MessageFact {
  readonly ref: MessageRef;
  src: string | null;
  dst: string | null;
}

/** What the genesis fixture files hold, read with the codec alone (the index and the API play no part). */
export interface GenesisFacts {
  readonly blocks: Map<string, BlockFact>;
  readonly transactions: Map<string, TransactionFact>;
  readonly messages: Map<string, MessageFact>;
  readonly config: ConfigParams;
}

export function genesisFacts(): GenesisFacts {
  const blocks = new Map<string, BlockFact>();
  const transactions = new Map<string, TransactionFact>();
  const messages = new Map<string, MessageFact>();
  const message = (ref: MessageRef) => messages.get(ref.hash) ?? messages.set(ref.hash, { ref, src: null, dst: null }).get(ref.hash)!;
  for (const entry of readArchive(readFixture(GENESIS_ARCHIVE))) {
    if (entry.kind !== 'block') continue;
    const block = decodeBlock(readBocSingle(entry.data));
    const fact: BlockFact = {
      workchain: entry.id.workchain,
      shard: entry.id.shard.toString(16).padStart(16, '0'),
      seqno: entry.id.seqno,
      rootHash: entry.id.rootHash,
      fileHash: entry.id.fileHash,
      block,
      shards: blockShardDescriptions(block),
    };
    blocks.set(fact.rootHash, fact);
    for (const { cell } of blockTransactions(block)) {
      const tx = decodeTransaction(cell);
      const hash = cell.hashHex(0);
      transactions.set(hash, { hash, workchain: fact.workchain, cell, tx, block: fact });
      if (tx.inMsg) message(tx.inMsg).dst = hash;
      for (const out of tx.outMsgs) message(out).src = hash;
    }
  }
  const state = decodeShardState(readBocSingle(readFixture(GENESIS_ZEROSTATES[0]!)));
  if (state.kind !== 'unsplit' || !state.state.custom) throw new Error('the masterchain zerostate has no config');
  return { blocks, transactions, messages, config: state.state.custom.config };
}
