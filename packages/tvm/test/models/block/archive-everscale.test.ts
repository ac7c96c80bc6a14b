import { beforeAll, expect, it } from 'vitest';
import {
  readArchive,
  type ArchiveEntry,
  readBocSingle,
  blockShardDescriptions,
  blockTransactions,
  decodeBlock,
  decodeBlockProof,
  encodeBlock,
  encodeBlockProof,
  provenBlockHash,
  provenBlockInfo,
  type Block,
} from '../../../src/index.js';
import { describeWithFixtures, readFixture } from '../../../src/testing/index.js';

/** The shard blocks of workchain 0 in the archive, as the fixtures README lists them: the root shard splits in 2, then in 4. */
const SHARD_RANGES = new Map<bigint, [number, number]>([
  [0x8000000000000000n, [1, 36]],
  [0x4000000000000000n, [37, 85]],
  [0xc000000000000000n, [37, 74]],
  [0xa000000000000000n, [75, 113]],
  [0xe000000000000000n, [75, 115]],
  [0x6000000000000000n, [86, 93]],
  [0x2000000000000000n, [86, 95]],
]);

interface DecodedEntry {
  entry: ArchiveEntry;
  block: Block;
}

describeWithFixtures('the Everscale mainnet archive (masterchain 1..99)', () => {
  let entries: ArchiveEntry[];
  let blocks: DecodedEntry[];

  beforeAll(() => {
    entries = [...readArchive(readFixture('everscale/archive/mainnet-mc1-99.pack'))];
    blocks = entries.filter((entry) => entry.kind === 'block').map((entry) => ({ entry, block: decodeBlock(readBocSingle(entry.data)) }));
  });

  it('decodes every block to its archive id and re-encodes it to the same root hash', () => {
    expect(blocks).toHaveLength(320);
    for (const { entry, block } of blocks) {
      expect([block.info.shard.workchain, block.info.shard.shard, block.info.seqno]).toEqual([entry.id.workchain, entry.id.shard, entry.id.seqno]);
      expect(block.globalId).toBe(42);
      expect(encodeBlock(block).hashHex()).toBe(entry.id.rootHash);
    }
  });

  it('holds masterchain blocks 1..99 with 763 transactions, and shard blocks with none', () => {
    const master = blocks.filter(({ block }) => block.info.shard.workchain === -1);
    expect(master.map(({ block }) => block.info.seqno)).toEqual(Array.from({ length: 99 }, (_, i) => i + 1));
    expect(master.reduce((sum, { block }) => sum + blockTransactions(block).length, 0)).toBe(763);
    const shard = blocks.filter(({ block }) => block.info.shard.workchain === 0);
    expect(shard.every(({ block }) => blockTransactions(block).length === 0)).toBe(true);
  });

  it('holds the shard blocks of each shard in the ranges the README gives', () => {
    for (const [shard, [first, last]] of SHARD_RANGES) {
      const seqnos = blocks
        .filter(({ block }) => block.info.shard.workchain === 0 && block.info.shard.shard === shard)
        .map(({ block }) => block.info.seqno);
      expect(seqnos.sort((a, b) => a - b)).toEqual(Array.from({ length: last - first + 1 }, (_, i) => first + i));
    }
  });

  it('has masterchain blocks that reference the workchain zerostate, then archived shard blocks of exactly the shards the splits produce', () => {
    const byRootHash = new Map(blocks.map(({ entry, block }) => [entry.id.rootHash, block]));
    const zerostateHash = readBocSingle(readFixture('everscale/zerostate/mainnet-workchain0.boc')).hashHex();
    const referenced = new Set<bigint>();
    for (const { block } of blocks.filter(({ block }) => block.info.shard.workchain === -1)) {
      for (const { workchain, shard, descr } of blockShardDescriptions(block)) {
        expect(workchain).toBe(0);
        if (descr.seqno === 0) {
          expect([shard, descr.rootHash]).toEqual([0x8000000000000000n, zerostateHash]);
          continue;
        }
        const [first, last] = SHARD_RANGES.get(shard)!;
        expect(descr.seqno).toBeGreaterThanOrEqual(first);
        expect(descr.seqno).toBeLessThanOrEqual(last);
        const shardBlock = byRootHash.get(descr.rootHash)!;
        expect([shardBlock.info.shard.shard, shardBlock.info.seqno, shardBlock.info.endLt]).toEqual([shard, descr.seqno, descr.endLt]);
        referenced.add(shard);
      }
    }
    expect([...referenced].sort()).toEqual([...SHARD_RANGES.keys()].sort());
  });

  it('records the split in the blocks themselves: the first children follow a before-split root block', () => {
    const firstChildren = blocks.filter(({ block }) => block.info.shard.workchain === 0 && block.info.seqno === 37);
    expect(firstChildren.map(({ block }) => block.info.afterSplit)).toEqual([true, true]);
    const parent = blocks.find(
      ({ block }) => block.info.shard.workchain === 0 && block.info.shard.shard === 0x8000000000000000n && block.info.seqno === 36,
    )!;
    expect(parent.block.info.beforeSplit).toBe(true);
    for (const { block } of firstChildren) {
      const prev = block.info.prevRef;
      expect(prev.kind === 'single' && prev.prev.rootHash).toBe(parent.entry.id.rootHash);
    }
  });

  it('decodes every proof and proof link to the block it proves', () => {
    const proofs = entries.filter((entry) => entry.kind === 'proof' || entry.kind === 'prooflink');
    expect(proofs).toHaveLength(320);
    for (const entry of proofs) {
      const cell = readBocSingle(entry.data);
      const proof = decodeBlockProof(cell);
      expect(provenBlockHash(proof)).toBe(entry.id.rootHash);
      expect(provenBlockInfo(proof)?.seqno).toBe(entry.id.seqno);
      expect(proof.signatures !== null).toBe(entry.kind === 'proof');
      expect(encodeBlockProof(proof).hashHex()).toBe(cell.hashHex());
    }
  });
});
