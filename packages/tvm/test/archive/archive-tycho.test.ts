import { decompressZstd } from '../../src/archive/zstd-decompress.js';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { detectArchive, readArchive, readTychoArchive, type ArchiveEntry } from '../../src/index.js';
import { TychoStreamParser } from '../../src/archive/tycho-stream-parser.js';
import { archiveDigests } from './archive-digests.js';
import { describeWithFixtures, readFixture } from '../../src/testing/index.js';

interface Run {
  readonly kind: string;
  readonly workchain: number;
  readonly first: number;
  readonly last: number;
}

const run = (kind: string, workchain: number, first: number, last: number): Run => ({ kind, workchain, first, last });

/** Entry runs per archive from the fixtures README; every entry is in shard 8000000000000000. */
const ARCHIVES = [
  {
    file: 'tycho/archive/archive_1.bin',
    total: 321,
    runs: ['block', 'proof', 'queueDiff'].flatMap((kind) => [run(kind, 0, 1, 7), run(kind, -1, 1, 100)]),
  },
  {
    file: 'tycho/archive/archive_2.bin',
    total: 318,
    runs: ['block', 'proof', 'queueDiff'].flatMap((kind) => [run(kind, 0, 8, 13), run(kind, -1, 101, 200)]),
  },
  {
    file: 'tycho/archive/archive_3.bin',
    total: 321,
    runs: ['block', 'proof', 'queueDiff'].flatMap((kind) => [run(kind, 0, 14, 20), run(kind, -1, 201, 300)]),
  },
];

function seqnos(entries: ArchiveEntry[], kind: string, workchain: number): number[] {
  return entries
    .filter((entry) => entry.kind === kind && entry.id.workchain === workchain)
    .map((entry) => entry.id.seqno)
    .sort((a, b) => a - b);
}

function readInChunks(bytes: Uint8Array, cuts: number[]): ArchiveEntry[] {
  const parser = new TychoStreamParser();
  const entries: ArchiveEntry[] = [];
  let start = 0;
  for (const cut of [...cuts.sort((a, b) => a - b), bytes.length]) {
    entries.push(...parser.feed(bytes.subarray(start, cut)));
    start = cut;
  }
  parser.finish();
  return entries;
}

for (const { file, total, runs } of ARCHIVES) {
  describeWithFixtures(`Tycho archive ${file}`, () => {
    const bytes = readFixture(file);
    const entries = [...readTychoArchive(bytes)];
    const digests = archiveDigests(entries);

    it('is detected as a Tycho archive and readArchive gives the same entries', () => {
      expect(detectArchive(bytes)).toBe('tycho');
      expect(archiveDigests(readArchive(bytes))).toEqual(digests);
    });

    it(`has ${total} entries in the runs of the README`, () => {
      expect(entries).toHaveLength(total);
      expect(runs.reduce((sum, { first, last }) => sum + last - first + 1, 0)).toBe(total);
      for (const { kind, workchain, first, last } of runs) {
        const expected = Array.from({ length: last - first + 1 }, (_, i) => first + i);
        expect(seqnos(entries, kind, workchain), `${kind} ${workchain}`).toEqual(expected);
      }
      expect(entries.every((entry) => entry.id.shard === 0x8000000000000000n)).toBe(true);
    });

    it('gives the block, its proof and its queue diff the same block id', () => {
      const idsByBlock = new Map<string, Set<string>>();
      for (const { id } of entries) {
        const key = `${id.workchain}:${id.seqno}`;
        idsByBlock.set(key, (idsByBlock.get(key) ?? new Set()).add(`${id.rootHash}:${id.fileHash}`));
      }
      expect([...idsByBlock.values()].every((ids) => ids.size === 1)).toBe(true);
    });

    it('names entries in the .pack style with lower-case hex', () => {
      for (const { kind, id, name } of entries) {
        expect(name).toBe(`${kind}_(${id.workchain},8000000000000000,${id.seqno}):${id.rootHash}:${id.fileHash}`);
        expect(id.rootHash).toMatch(/^[0-9a-f]{64}$/);
        expect(id.fileHash).toMatch(/^[0-9a-f]{64}$/);
      }
    });

    it('holds BOCs in block and proof entries', () => {
      for (const entry of entries.filter(({ kind }) => kind !== 'queueDiff')) {
        expect([...entry.data.subarray(0, 4)], entry.name).toEqual([0xb5, 0xee, 0x9c, 0x72]);
      }
    });

    it('reads the decompressed archive alike, with views into it', () => {
      const plain = decompressZstd(bytes);
      expect(detectArchive(plain)).toBe('tycho');
      const plainEntries = [...readArchive(plain)];
      expect(archiveDigests(plainEntries)).toEqual(digests);
      expect(plainEntries.every((entry) => entry.data.buffer === plain.buffer)).toBe(true);
    });

    it('splits the decompressed stream alike however it is chunked', () => {
      const plain = decompressZstd(bytes);
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 0, max: plain.length }), { maxLength: 40 }), (cuts) => {
          expect(archiveDigests(readInChunks(plain, cuts))).toEqual(digests);
        }),
        { numRuns: 30 },
      );
    });
  });
}

describeWithFixtures('Tycho archive detection', () => {
  it('does not take a zstd-compressed BOC for an archive', () => {
    const state = readFixture(
      'tycho/testnet-dump/dump/persistents/0:8000000000000000:35:9c161e66894f2e6032db85d12a688f1e487a137bb3a2dd29ffa41d2121679ee4:c425031778cbe206758149f73d62e94059701af90ecb278c8531aeec34b626da.boc',
    );
    expect(detectArchive(state)).toBeNull();
  });

  it('does not take a plain BOC for an archive', () => {
    expect(detectArchive(readFixture('tycho/blocks/mc-block-1.boc'))).toBeNull();
  });
});
