import {
  blockShardDescriptions,
  decodeBlock,
  decodeBlockInfo,
  readBocSingle,
  shardToHex,
  TvmError,
  type Block,
  type BlockInfo,
  type Cell,
} from '@tvmscan/tvm';
import type { BatchOptions, BlockSource, MasterchainBatch, RawBlock } from '../block-source.js';
import { ArchiveSourceError, expandArchivePaths, loadArchiveCatalog, type ArchiveCatalog, type CatalogBlock } from './archive-catalog.js';

interface ShardBlockRead {
  readonly raw: RawBlock;
  readonly info: BlockInfo;
}

/**
 * Blocks from `.pack` and Tycho archive files or folders, given in any order. Masterchain blocks come in
 * seqno order; each shard block is attached to the first masterchain block that references it, found by
 * walking the prev links back from the shard tops (across splits and merges) to what earlier batches took.
 */
export class ArchiveBlockSource implements BlockSource {
  private constructor(
    private readonly catalog: ArchiveCatalog,
    readonly files: readonly string[],
  ) {}

  static async open(paths: readonly string[]): Promise<ArchiveBlockSource> {
    const files = await expandArchivePaths(paths);
    return new ArchiveBlockSource(await loadArchiveCatalog(files), files);
  }

  /** The masterchain seqnos the archives hold, lowest and highest (null when they hold none). */
  get masterchainRange(): { first: number; last: number } | null {
    const seqnos = [...this.catalog.masterchain.keys()];
    return seqnos.length === 0 ? null : { first: Math.min(...seqnos), last: Math.max(...seqnos) };
  }

  /** How many masterchain blocks a run after `afterSeqno` yields. */
  countAfter(afterSeqno: number): number {
    return [...this.catalog.masterchain.keys()].filter((seqno) => seqno > afterSeqno).length;
  }

  async *batches(afterSeqno: number, options: BatchOptions): AsyncGenerator<MasterchainBatch> {
    const range = this.masterchainRange;
    if (range === null || range.last <= afterSeqno) return;
    const taken = this.shardTopsOf(afterSeqno);
    for (let seqno = afterSeqno + 1; seqno <= range.last; seqno++) {
      options.signal?.throwIfAborted();
      const entry = this.catalog.masterchain.get(seqno);
      if (!entry) throw this.holeAt(seqno);
      yield this.batchOf(entry, taken);
    }
  }

  /** The hole in the masterchain that starts at `seqno`, named with the blocks missing and what the index needs. */
  private holeAt(seqno: number): ArchiveSourceError {
    let end = seqno;
    while (!this.catalog.masterchain.has(end + 1)) end += 1;
    const missing = end === seqno ? `masterchain block #${seqno} is` : `masterchain blocks #${seqno}..#${end} are`;
    return new ArchiveSourceError(
      `${missing} missing from the archives, which hold #${this.masterchainRange!.first}..#${this.masterchainRange!.last}: ` +
        `the index stands at #${seqno - 1} and cannot leave a hole (add the archives that hold them)`,
    );
  }

  private batchOf(entry: CatalogBlock, taken: Set<string>): MasterchainBatch {
    const cell = readBlockCell(entry);
    const tops = blockShardDescriptions(decodeCatalogBlock(entry, cell)).map(({ descr }) => descr.rootHash);
    const found = new Map<string, ShardBlockRead>();
    const pending = [...tops];
    while (pending.length > 0) {
      const rootHash = pending.pop()!;
      if (taken.has(rootHash) || found.has(rootHash)) continue;
      const shardEntry = this.catalog.byRootHash.get(rootHash);
      if (!shardEntry) continue;
      const read = readShardBlock(shardEntry);
      found.set(rootHash, read);
      pending.push(...prevRootHashes(read.info));
    }
    for (const rootHash of found.keys()) taken.add(rootHash);
    const shardBlocks = [...found.values()]
      .sort((a, b) => a.info.seqno - b.info.seqno || compareBigint(a.info.startLt, b.info.startLt))
      .map((read) => read.raw);
    return { seqno: entry.id.seqno, masterchain: { boc: entry.data, fileHash: entry.id.fileHash, cell }, shardBlocks };
  }

  /** The shard tops masterchain block `seqno` names: the shard blocks a resumed walk must not take again. */
  private shardTopsOf(seqno: number): Set<string> {
    const entry = this.catalog.masterchain.get(seqno);
    if (seqno === 0 || !entry) return new Set();
    return new Set(blockShardDescriptions(decodeCatalogBlock(entry, readBlockCell(entry))).map(({ descr }) => descr.rootHash));
  }
}

function readBlockCell(entry: CatalogBlock): Cell {
  try {
    return readBocSingle(entry.data);
  } catch (error) {
    if (!(error instanceof TvmError)) throw error;
    throw new ArchiveSourceError(`block ${entry.id.rootHash}: ${error.message}`, { cause: error });
  }
}

function decodeCatalogBlock(entry: CatalogBlock, cell: Cell): Block {
  try {
    return decodeBlock(cell);
  } catch (error) {
    if (!(error instanceof TvmError)) throw error;
    const { workchain, shard, seqno, rootHash } = entry.id;
    throw new ArchiveSourceError(`block ${workchain}:${shardToHex(shard)}:${seqno} root ${rootHash} does not decode: ${error.message}`, {
      cause: error,
    });
  }
}

function readShardBlock(entry: CatalogBlock): ShardBlockRead {
  const cell = readBlockCell(entry);
  const infoCell = cell.refs[0];
  if (!infoCell) throw new ArchiveSourceError(`block ${entry.id.rootHash}: the root cell has no block info reference`);
  return { raw: { boc: entry.data, fileHash: entry.id.fileHash, cell }, info: decodeBlockInfo(infoCell) };
}

function prevRootHashes(info: BlockInfo): string[] {
  return info.prevRef.kind === 'single' ? [info.prevRef.prev.rootHash] : [info.prevRef.prev1.rootHash, info.prevRef.prev2.rootHash];
}

function compareBigint(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
