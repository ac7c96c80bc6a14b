import { decompressZstd } from '../../src/archive/zstd-decompress.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ArchiveError, detectArchive, readArchive, readPackage, readTychoArchive, type ArchiveErrorCode } from '../../src/index.js';
import { describeWithFixtures, readFixture, flipBits } from '../../src/testing/index.js';

const PACK_MAGIC = [0x01, 0xdd, 0x8f, 0xae];
const TYCHO_PREFIX = [0x65, 0x8f, 0x14, 0x29];
const ZSTD_MAGIC = [0x28, 0xb5, 0x2f, 0xfd];

/** Reads every entry and returns how many there were, or the ArchiveError code. */
function outcome(read: () => Iterable<unknown>): number | ArchiveErrorCode {
  try {
    let count = 0;
    for (const _ of read()) count++;
    return count;
  } catch (error) {
    if (error instanceof ArchiveError) return error.code;
    throw error;
  }
}

function withU32(bytes: Uint8Array, offset: number, value: number): Uint8Array {
  const copy = bytes.slice();
  new DataView(copy.buffer).setUint32(offset, value, true);
  return copy;
}

/** End offsets of the entries, from where their data views sit in `bytes`. */
function entryEnds(bytes: Uint8Array, read: (bytes: Uint8Array) => Iterable<{ data: Uint8Array }>): number[] {
  return Array.from(read(bytes), ({ data }) => data.byteOffset - bytes.byteOffset + data.length);
}

/** Every eighth entry end and the last few: enough boundaries without reading the archive thousands of times. */
function sampleEnds(ends: number[]): number[] {
  return ends.filter((_, index) => index % 8 === 0 || index >= ends.length - 4);
}

/** Offsets just inside entries near sampled `ends`: cut there, an archive must be reported truncated. */
function cutsInsideEntries(ends: number[], total: number): number[] {
  const cuts = sampleEnds(ends).flatMap((end) => [end + 1, end + 7, end + 8, end + 91, end + 92, end - 1]);
  for (let cut = 5; cut < total; cut += 1009) cuts.push(cut);
  const boundaries = new Set(ends);
  return cuts.filter((cut) => cut > 4 && cut < total && !boundaries.has(cut));
}

describe('archive readers on hostile input', () => {
  it('reject bytes of no known format', () => {
    for (const bytes of [[], [1], [1, 2, 3], [0xb5, 0xee, 0x9c, 0x72, 0, 0]]) {
      expect(outcome(() => readArchive(new Uint8Array(bytes)))).toBe('unknown-format');
      expect(detectArchive(new Uint8Array(bytes))).toBeNull();
    }
  });

  it('reject a bad magic in each reader', () => {
    expect(outcome(() => readPackage(new Uint8Array([...TYCHO_PREFIX])))).toBe('bad-magic');
    expect(outcome(() => readTychoArchive(new Uint8Array([...PACK_MAGIC])))).toBe('bad-magic');
    expect(outcome(() => readTychoArchive(new Uint8Array([1, 2])))).toBe('truncated');
  });

  it('read archives holding no entries', () => {
    expect(outcome(() => readArchive(new Uint8Array(PACK_MAGIC)))).toBe(0);
    expect(outcome(() => readArchive(new Uint8Array(TYCHO_PREFIX)))).toBe(0);
  });

  it('reject a .pack entry whose data length runs past the end', () => {
    const header = [0x8b, 0x1e, 1, 0, 0xff, 0xff, 0xff, 0xff, 0x41];
    expect(outcome(() => readArchive(new Uint8Array([...PACK_MAGIC, ...header])))).toBe('truncated');
  });

  it('reject a zstd frame asking for an absurd window', () => {
    const frame = new Uint8Array([...ZSTD_MAGIC, 0x00, 0xf8, 0x01, 0x00, 0x00]);
    expect(outcome(() => readArchive(frame))).toBe('bad-compression');
    expect(detectArchive(frame)).toBeNull();
  });

  it('throw only ArchiveError for random bytes, bare or after each magic', () => {
    const magic = fc.constantFrom([], PACK_MAGIC, TYCHO_PREFIX, ZSTD_MAGIC);
    fc.assert(
      fc.property(magic, fc.uint8Array({ maxLength: 400 }), (prefix, rest) => {
        const bytes = new Uint8Array([...prefix, ...rest]);
        const result = outcome(() => readArchive(bytes));
        if (prefix.length === 0) expect(result).toBe('unknown-format');
        else if (rest.length > 0) expect(typeof result).toBe('string');
        detectArchive(bytes);
      }),
      { numRuns: 400 },
    );
  });
});

describeWithFixtures('archive readers on damaged real archives', () => {
  const pack = readFixture('everscale/archive/mainnet-mc1-99.pack');
  const tycho = readFixture('tycho/archive/archive_1.bin');
  const plainTycho = decompressZstd(tycho);

  it('report a .pack cut inside an entry as truncated, and one cut between entries as shorter', () => {
    const ends = entryEnds(pack, readPackage);
    for (const cut of cutsInsideEntries(ends, pack.length)) {
      expect(
        outcome(() => readPackage(pack.subarray(0, cut))),
        `cut at ${cut}`,
      ).toBe('truncated');
    }
    for (const end of sampleEnds(ends)) {
      expect(outcome(() => readPackage(pack.subarray(0, end)))).toBe(ends.indexOf(end) + 1);
    }
    for (const cut of [0, 1, 3]) expect(outcome(() => readPackage(pack.subarray(0, cut)))).toBe('bad-magic');
  });

  it('report a decompressed Tycho archive cut inside an entry as truncated', () => {
    const ends = entryEnds(plainTycho, readTychoArchive);
    for (const cut of cutsInsideEntries(ends, plainTycho.length)) {
      expect(
        outcome(() => readTychoArchive(plainTycho.subarray(0, cut))),
        `cut at ${cut}`,
      ).toBe('truncated');
    }
  });

  it('reject a zstd Tycho archive cut anywhere', () => {
    const cuts = [4, 5, 6, 8, 12, 100, tycho.length - 1, tycho.length - 2];
    for (let cut = 997; cut < tycho.length; cut += 997) cuts.push(cut);
    for (const cut of cuts) {
      expect(
        outcome(() => readTychoArchive(tycho.subarray(0, cut))),
        `cut at ${cut}`,
      ).toBe('bad-compression');
    }
  });

  it('reject an entry whose data length runs past the end', () => {
    expect(outcome(() => readPackage(withU32(pack, 8, 0xffffffff)))).toBe('truncated');
    expect(outcome(() => readTychoArchive(withU32(plainTycho, 4 + 88, 0xffffffff)))).toBe('truncated');
  });

  it('reject bad entry magics, names and types', () => {
    expect(outcome(() => readPackage(withU32(pack, 4, 0x00081e8c)))).toBe('bad-entry-magic');
    const badName = pack.slice();
    badName[4 + 8] = 'x'.charCodeAt(0);
    expect(outcome(() => readPackage(badName))).toBe('bad-entry-name');
    expect(outcome(() => readTychoArchive(withU32(plainTycho, 4, 0x957fbfad)))).toBe('bad-entry-magic');
    expect(outcome(() => readTychoArchive(withU32(plainTycho, 4 + 84, 0x12345678)))).toBe('bad-entry-type');
  });

  it('reject a bad magic on real archives', () => {
    expect(outcome(() => readArchive(withU32(pack, 0, 0xae8fdd02)))).toBe('unknown-format');
    expect(outcome(() => readPackage(withU32(pack, 0, 0xae8fdd02)))).toBe('bad-magic');
    expect(outcome(() => readTychoArchive(withU32(plainTycho, 0, 0x29148f66)))).toBe('bad-magic');
  });

  it('throw only ArchiveError when bytes are flipped', () => {
    const damage = (bytes: Uint8Array) =>
      fc.array(fc.tuple(fc.nat(bytes.length - 1), fc.integer({ min: 1, max: 255 })), { minLength: 1, maxLength: 4 });
    for (const bytes of [pack, plainTycho, tycho]) {
      fc.assert(
        fc.property(damage(bytes), (flips) => {
          const copy = bytes.slice();
          for (const [offset, mask] of flips) flipBits(copy, offset, mask);
          outcome(() => readArchive(copy));
        }),
        { numRuns: 60 },
      );
    }
  });
});
