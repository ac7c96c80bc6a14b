import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { detectArchive, readArchive, readPackage, type ArchiveEntry } from '../../src/index.js';
import { archiveDigests } from './archive-digests.js';
import { describeWithFixtures, readFixture, defined } from '../../src/testing/index.js';

const PACK = 'everscale/archive/mainnet-mc1-99.pack';

/** Block runs per shard, from the fixtures README. */
const BLOCK_RUNS = [
  { workchain: -1, shard: '8000000000000000', first: 1, last: 99 },
  { workchain: 0, shard: '8000000000000000', first: 1, last: 36 },
  { workchain: 0, shard: '4000000000000000', first: 37, last: 85 },
  { workchain: 0, shard: 'c000000000000000', first: 37, last: 74 },
  { workchain: 0, shard: 'a000000000000000', first: 75, last: 113 },
  { workchain: 0, shard: 'e000000000000000', first: 75, last: 115 },
  { workchain: 0, shard: '6000000000000000', first: 86, last: 93 },
  { workchain: 0, shard: '2000000000000000', first: 86, last: 95 },
];

function idKey(entry: ArchiveEntry): string {
  const { workchain, shard, seqno, rootHash, fileHash } = entry.id;
  return `${workchain}:${shard.toString(16)}:${seqno}:${rootHash}:${fileHash}`;
}

function seqnosByShard(entries: ArchiveEntry[]): Map<string, number[]> {
  const runs = new Map<string, number[]>();
  for (const { id } of entries) {
    const key = `${id.workchain}:${id.shard.toString(16).padStart(16, '0')}`;
    runs.set(key, [...(runs.get(key) ?? []), id.seqno]);
  }
  for (const seqnos of runs.values()) seqnos.sort((a, b) => a - b);
  return runs;
}

describeWithFixtures('node archive package (.pack), Everscale mainnet mc 1..99', () => {
  const bytes = readFixture(PACK);
  const entries = [...readPackage(bytes)];
  const ofKind = (kind: string) => entries.filter((entry) => entry.kind === kind);

  it('is detected as a package and readArchive gives the same entries', () => {
    expect(detectArchive(bytes)).toBe('pack');
    expect(archiveDigests(readArchive(bytes))).toEqual(archiveDigests(entries));
  });

  it('has 640 entries: 320 blocks, 99 proofs, 221 prooflinks', () => {
    expect(entries).toHaveLength(640);
    expect(ofKind('block')).toHaveLength(320);
    expect(ofKind('proof')).toHaveLength(99);
    expect(ofKind('prooflink')).toHaveLength(221);
  });

  it('holds every block run of the README, consecutive per shard', () => {
    const runs = seqnosByShard(ofKind('block'));
    expect(runs.size).toBe(BLOCK_RUNS.length);
    for (const { workchain, shard, first, last } of BLOCK_RUNS) {
      const expected = Array.from({ length: last - first + 1 }, (_, i) => first + i);
      expect(runs.get(`${workchain}:${shard}`), `${workchain}:${shard}`).toEqual(expected);
    }
  });

  it('has a proof for each masterchain block and a prooflink for each shard block', () => {
    const blockIds = (workchain: number) =>
      ofKind('block')
        .filter((entry) => entry.id.workchain === workchain)
        .map(idKey)
        .sort();
    expect(ofKind('proof').map(idKey).sort()).toEqual(blockIds(-1));
    expect(ofKind('prooflink').map(idKey).sort()).toEqual(blockIds(0));
  });

  it('gives each block the sha256 of its bytes as file hash', () => {
    for (const block of ofKind('block')) {
      expect(createHash('sha256').update(block.data).digest('hex'), block.name).toBe(block.id.fileHash);
    }
  });

  it('keeps stored names and lower-cases the hashes of the id', () => {
    const first = defined(entries[0], 'the first entry');
    expect(first.name).toBe(
      'proof_(-1,8000000000000000,1):4BBA527C0F5301AC01194020EDB6C237158BAE872348BA36B0137D523FADD864:5E64EC9E1BAA18B4AFEF021C0BCA224EBF4740E227B5DDD8A0131C777A914083',
    );
    expect(first.id).toEqual({
      workchain: -1,
      shard: 0x8000000000000000n,
      seqno: 1,
      rootHash: '4bba527c0f5301ac01194020edb6c237158bae872348ba36b0137d523fadd864',
      fileHash: '5e64ec9e1baa18b4afef021c0bca224ebf4740e227b5ddd8a0131c777a914083',
    });
  });

  it('returns block data as views into the archive, starting with the BOC magic', () => {
    for (const block of ofKind('block')) {
      expect(block.data.buffer).toBe(bytes.buffer);
      expect([...block.data.subarray(0, 4)]).toEqual([0xb5, 0xee, 0x9c, 0x72]);
    }
  });

  it('reads lazily: taking the first entry does not walk the rest', () => {
    const damaged = bytes.slice(0, bytes.length - 1);
    const iterator = readPackage(damaged);
    expect(iterator.next().value?.name).toBe(entries[0]?.name);
  });
});
