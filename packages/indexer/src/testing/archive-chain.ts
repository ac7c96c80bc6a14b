import { blockShardDescriptions, decodeBlock, encodeBase64, readArchive, readBocSingle, type ArchiveBlockId } from '@tvmscan/tvm';
import { readFixture } from '@tvmscan/tvm/testing';

export interface ChainBlock {
  readonly id: ArchiveBlockId;
  readonly bytes: Uint8Array;
  readonly base64: string;
}

/** The blocks of the Everscale mainnet genesis archive (masterchain 1..99 and the shard blocks between), by seqno and by root hash. */
export interface ArchiveChain {
  readonly masterchain: ReadonlyMap<number, ChainBlock>;
  readonly byRootHash: ReadonlyMap<string, ChainBlock>;
  readonly shardBlocks: readonly ChainBlock[];
  /** Root hashes of the shard tops each masterchain block records. */
  readonly topsOf: ReadonlyMap<number, readonly string[]>;
}

export function loadArchiveChain(): ArchiveChain {
  const masterchain = new Map<number, ChainBlock>();
  const byRootHash = new Map<string, ChainBlock>();
  const shardBlocks: ChainBlock[] = [];
  const topsOf = new Map<number, string[]>();
  for (const entry of readArchive(readFixture('everscale/archive/mainnet-mc1-99.pack'))) {
    if (entry.kind !== 'block') continue;
    const block = { id: entry.id, bytes: entry.data, base64: encodeBase64(entry.data) };
    byRootHash.set(entry.id.rootHash, block);
    if (entry.id.workchain === -1) {
      masterchain.set(entry.id.seqno, block);
      topsOf.set(
        entry.id.seqno,
        blockShardDescriptions(decodeBlock(readBocSingle(entry.data))).map(({ descr }) => descr.rootHash),
      );
    } else {
      shardBlocks.push(block);
    }
  }
  return { masterchain, byRootHash, shardBlocks, topsOf };
}
