import { createHash } from 'node:crypto';
import { decodeBlock, decodeBlockInfo, readBocSingle, shardToHex, TvmError, type Block, type Cell } from '@tvmscan/tvm';
import { IndexerError } from '../indexer-error.js';
import type { RawBlock } from '../sources/block-source.js';

/** A block read and decoded once, with the ids the rows are keyed by. */
export interface DecodedBlock {
  readonly rootHash: string;
  readonly fileHash: string;
  readonly cell: Cell;
  readonly block: Block;
  readonly workchain: number;
  readonly shard: string;
}

export class BlockDecodeError extends IndexerError {
  declare readonly code: 'block-decode';

  constructor(message: string, options?: ErrorOptions) {
    super('block-decode', message, options);
  }
}

export function decodeRawBlock(raw: RawBlock): DecodedBlock {
  let cell: Cell | undefined = raw.cell;
  try {
    cell ??= readBocSingle(raw.boc);
    const block = decodeBlock(cell);
    return {
      rootHash: cell.hashHex(0),
      fileHash: raw.fileHash ?? createHash('sha256').update(raw.boc).digest('hex'),
      cell,
      block,
      workchain: block.info.shard.workchain,
      shard: shardToHex(block.info.shard.shard),
    };
  } catch (error) {
    if (!(error instanceof TvmError)) throw error;
    throw new BlockDecodeError(`${blockName(raw, cell)} does not decode: ${error.message}`, { cause: error });
  }
}

/** The block's id as far as it can be read: its shard and seqno when its info decodes, its root hash when its BOC reads. */
function blockName(raw: RawBlock, cell: Cell | undefined): string {
  const size = `(${raw.boc.length} bytes)`;
  if (cell === undefined) return `a block ${size}`;
  const root = `root ${cell.hashHex(0)} ${size}`;
  const infoCell = cell.refs[0];
  try {
    if (infoCell === undefined) return `the block with ${root}`;
    const { shard, seqno } = decodeBlockInfo(infoCell);
    return `block ${shard.workchain}:${shardToHex(shard.shard)}:${seqno} ${root}`;
  } catch (error) {
    if (!(error instanceof TvmError)) throw error;
    return `the block with ${root}`;
  }
}
