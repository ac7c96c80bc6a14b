import type { ConfigRow, RenderedChainRows, ShardDescriptionRow, ValidatorSetRow } from '@tvmscan/store';
import { renderCopyChunk, type CopyChunk } from '@tvmscan/store/copy-text';
import { configRow, validatorSetRows } from './key-block-rows.js';
import { IndexerError } from '../indexer-error.js';
import type { MasterchainBatch } from '../sources/block-source.js';
import { withStatesAfter } from './account-states-after.js';
import { accountBlockRows, blockRow, shardDescriptionRows, valueFlowSupplyChange } from './block-rows.js';
import { decodeRawBlock, type DecodedBlock } from './decoded-block.js';
import type { TransactionFacts } from './transaction-facts.js';
import { transactionRecords } from './transaction-rows.js';

/** A masterchain batch decoded: the masterchain block and the shard blocks it newly references. */
interface DecodedBatch {
  readonly seqno: number;
  readonly masterchain: DecodedBlock;
  readonly shardBlocks: readonly DecodedBlock[];
}

/**
 * A masterchain batch turned into what the indexer's own thread needs of it: the rows of the bulk-loaded tables
 * rendered to COPY text, the facts the account and statistics derivations read, and the few rows of the
 * masterchain block's own tables. Plain data with few objects, so that a worker thread can prepare it and hand it
 * over cheaply.
 */
export interface PreparedBatch {
  readonly seqno: number;
  readonly rootHash: string;
  /** The root hash of the masterchain block before it (null after a merge, which the masterchain never has). */
  readonly prevRootHash: string | null;
  readonly genUtime: number;
  readonly keyBlock: boolean;
  /** The masterchain block and the shard blocks it newly references. */
  readonly blockCount: number;
  readonly rendered: RenderedChainRows;
  /** Of every transaction, shard blocks first then the masterchain block, each block's in logical-time order. */
  readonly transactions: TransactionFacts[];
  /** Coins that came into existence in the batch's blocks. */
  readonly supplyChange: bigint;
  readonly shardDescriptions: ShardDescriptionRow[];
  /** The config and validator sets of a key block. */
  readonly config: { readonly row: ConfigRow; readonly validatorSets: ValidatorSetRow[] } | null;
}

export function decodeBatch(batch: MasterchainBatch): DecodedBatch {
  const masterchain = decodeRawBlock(batch.masterchain);
  if (masterchain.workchain !== -1 || masterchain.block.info.seqno !== batch.seqno) {
    throw new IndexerError(
      'unexpected-block',
      `the source's masterchain block #${batch.seqno} is block ${masterchain.workchain}:${masterchain.shard}:${masterchain.block.info.seqno}`,
    );
  }
  return { seqno: batch.seqno, masterchain, shardBlocks: batch.shardBlocks.map(decodeRawBlock) };
}

/** What a batch's transactions are read for besides their rows. */
export interface PrepareOptions {
  /** Their token operations and token deploys. */
  readonly tokens: boolean;
  /** Each account's state after its last transaction of a block, from the block's state update (for an index that meets accounts mid-chain). */
  readonly statesAfter: boolean;
}

export function prepareBatch(batch: MasterchainBatch, options: PrepareOptions): PreparedBatch {
  const decoded = decodeBatch(batch);
  const { info, extra } = decoded.masterchain.block;
  const blocks = [...decoded.shardBlocks, decoded.masterchain];
  const blockRecords = blocks.map((block) => transactionRecords(block, batch.seqno, options.tokens));
  const records = blockRecords.flat();
  const config = extra.custom?.config;
  return {
    seqno: batch.seqno,
    rootHash: decoded.masterchain.rootHash,
    prevRootHash: info.prevRef.kind === 'single' ? info.prevRef.prev.rootHash : null,
    genUtime: info.genUtime,
    keyBlock: info.keyBlock,
    blockCount: blocks.length,
    rendered: {
      blocks: chunks(blocks.map((block) => blockRow(block, batch.seqno))),
      accountBlocks: chunks(blocks.flatMap(accountBlockRows)),
      transactions: chunks(records.map((record) => record.row)),
      messages: chunks(records.flatMap((record) => record.messages)),
    },
    transactions: blocks.flatMap((block, index) => {
      const facts = blockRecords[index]!.map((record) => record.facts);
      return options.statesAfter ? withStatesAfter(block, facts) : facts;
    }),
    supplyChange: blocks.reduce((sum, block) => sum + valueFlowSupplyChange(block.block.valueFlow), 0n),
    shardDescriptions: shardDescriptionRows(decoded.masterchain, batch.seqno),
    config:
      info.keyBlock && config
        ? { row: configRow(config, batch.seqno, info.genUtime, decoded.masterchain.rootHash), validatorSets: validatorSetRows(config, batch.seqno) }
        : null,
  };
}

function chunks(rows: readonly object[]): CopyChunk[] {
  const chunk = renderCopyChunk(rows);
  return chunk ? [chunk] : [];
}
