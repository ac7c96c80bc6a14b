import { createHash } from 'node:crypto';
import { decodeBlock, readBocSingle, shardToHex, TvmError, type Block, type Cell } from '@tvmscan/tvm';
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
  try {
    const cell = raw.cell ?? readBocSingle(raw.boc);
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
    throw new BlockDecodeError(`a block of ${raw.boc.length} bytes does not decode: ${error.message}`, { cause: error });
  }
}
