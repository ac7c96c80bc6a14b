import { expect, it } from 'vitest';
import {
  readArchive,
  readBocSingle,
  blockShardDescriptions,
  blockTransactions,
  decodeBlock,
  decodeBlockProof,
  encodeBlock,
  encodeBlockProof,
  provenBlockHash,
  provenBlockInfo,
} from '../../../src/index.js';
import { describeWithFixtures, readFixture } from '../../../src/testing/index.js';

const ROOT_SHARD = 0x8000000000000000n;

/** What the fixtures README lists for each Tycho archive. */
const ARCHIVES: { file: string; master: readonly [number, number]; shard: readonly [number, number] }[] = [
  { file: 'tycho/archive/archive_1.bin', master: [1, 100], shard: [1, 7] },
  { file: 'tycho/archive/archive_2.bin', master: [101, 200], shard: [8, 13] },
  { file: 'tycho/archive/archive_3.bin', master: [201, 300], shard: [14, 20] },
];

function range([first, last]: readonly [number, number]): number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

describeWithFixtures('the Tycho archives', () => {
  it.each(ARCHIVES)('$file: every block decodes to its id in the Tycho layout and re-encodes to the same root hash', ({ file, master, shard }) => {
    const entries = [...readArchive(readFixture(file))].filter((entry) => entry.kind === 'block');
    const blocks = entries.map((entry) => ({ entry, block: decodeBlock(readBocSingle(entry.data)) }));
    for (const { entry, block } of blocks) {
      expect([block.info.shard.workchain, block.info.shard.shard, block.info.seqno]).toEqual([entry.id.workchain, entry.id.shard, entry.id.seqno]);
      expect([block.tag, block.globalId, block.info.keyBlock, block.extra.tag]).toEqual([0x11ef55bb, 0, false, 0x4a33f6fc]);
      expect(block.info.genUtimeMs).not.toBeNull();
      expect(block.outMsgQueueUpdates?.kind).toBe('tycho');
      expect(encodeBlock(block).hashHex()).toBe(entry.id.rootHash);
    }
    const seqnos = (workchain: number) => blocks.filter(({ block }) => block.info.shard.workchain === workchain).map(({ block }) => block.info.seqno);
    expect(seqnos(-1)).toEqual(range(master));
    expect(seqnos(0)).toEqual(range(shard));
    const txs = (workchain: number) =>
      blocks.filter(({ block }) => block.info.shard.workchain === workchain).reduce((sum, { block }) => sum + blockTransactions(block).length, 0);
    expect([txs(-1), txs(0)]).toEqual([300, 0]);
    for (const { block } of blocks.filter(({ block }) => block.info.shard.workchain === -1)) {
      const shards = blockShardDescriptions(block);
      expect(shards.map((s) => [s.workchain, s.shard, s.descr.layout])).toEqual([[0, ROOT_SHARD, 'tycho']]);
      expect(shards[0]?.descr.seqno).toBeLessThanOrEqual(shard[1]);
    }
  });

  it.each(ARCHIVES)('$file: every proof decodes to the block it proves, masterchain ones with Tycho signatures', ({ file }) => {
    const proofs = [...readArchive(readFixture(file))].filter((entry) => entry.kind === 'proof');
    expect(proofs.length).toBeGreaterThan(0);
    for (const entry of proofs) {
      const cell = readBocSingle(entry.data);
      const proof = decodeBlockProof(cell);
      expect(provenBlockHash(proof)).toBe(entry.id.rootHash);
      expect(provenBlockInfo(proof)?.seqno).toBe(entry.id.seqno);
      expect(proof.signatures !== null).toBe(entry.id.workchain === -1);
      if (proof.signatures) expect(proof.signatures.consensusInfo).not.toBeNull();
      expect(encodeBlockProof(proof).hashHex()).toBe(cell.hashHex());
    }
  });
});
