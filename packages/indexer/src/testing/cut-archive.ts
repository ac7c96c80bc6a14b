import { decodeBlockInfo, readArchive, readBocSingle, blockShardDescriptions, decodeBlock, writePackage, type ArchiveEntry } from '@tvmscan/tvm';
import { readFixture } from '@tvmscan/tvm/testing';

export const GENESIS_ARCHIVE = 'everscale/archive/mainnet-mc1-99.pack';

/**
 * The Everscale genesis archive cut at masterchain block `from` (masterchain blocks `from`..`to`, default its last),
 * written as a .pack with our codec: the masterchain blocks kept and the shard blocks they reference first, as a
 * node's archive package starting there holds them (the shard blocks of earlier masterchain blocks are left out).
 */
export function cutGenesisArchive(from: number, to = Number.MAX_SAFE_INTEGER): Uint8Array {
  const blocks = [...readArchive(readFixture(GENESIS_ARCHIVE))].filter((entry) => entry.kind === 'block');
  const byRootHash = new Map(blocks.map((entry) => [entry.id.rootHash, entry]));
  const earlier = reachableShardBlocks(
    byRootHash,
    blocks.find((entry) => entry.id.workchain === -1 && entry.id.seqno === from - 1),
  );
  const later = reachableShardBlocks(
    byRootHash,
    blocks.find((entry) => entry.id.workchain === -1 && entry.id.seqno === to),
  );
  const kept = blocks.filter((entry) =>
    entry.id.workchain === -1
      ? entry.id.seqno >= from && entry.id.seqno <= to
      : !earlier.has(entry.id.rootHash) && (to === Number.MAX_SAFE_INTEGER || later.has(entry.id.rootHash)),
  );
  return writePackage(kept.map(({ name, data }) => ({ name, data })));
}

/** The shard blocks a masterchain block's shard tops reach through their prev links (none without the block). */
function reachableShardBlocks(byRootHash: ReadonlyMap<string, ArchiveEntry>, masterchain: ArchiveEntry | undefined): Set<string> {
  const reached = new Set<string>();
  if (masterchain === undefined) return reached;
  const pending = blockShardDescriptions(decodeBlock(readBocSingle(masterchain.data))).map(({ descr }) => descr.rootHash);
  while (pending.length > 0) {
    const rootHash = pending.pop()!;
    const entry = byRootHash.get(rootHash);
    if (reached.has(rootHash) || entry === undefined) continue;
    reached.add(rootHash);
    const { prevRef } = decodeBlockInfo(readBocSingle(entry.data).refs[0]!);
    pending.push(...(prevRef.kind === 'single' ? [prevRef.prev.rootHash] : [prevRef.prev1.rootHash, prevRef.prev2.rootHash]));
  }
  return reached;
}
