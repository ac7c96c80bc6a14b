import { describe, expect, it } from 'vitest';
import { crc32c, hasBocMagic, readBoc, readBocSingle, writeBoc, Builder } from '../../src/index.js';
import { BocError, TvmError } from '../../src/errors.js';
import { hexToBytes } from '../../src/util/hex.js';
import { describeWithFixtures, listFixtures, readFixture, flipBits } from '../../src/testing/index.js';
import { decompressZstd } from '../../src/archive/zstd-decompress.js';

const FLAG_SETS = [{}, { index: true }, { crc32c: true }, { index: true, crc32c: true }, { cacheBits: true }, { cacheBits: true, crc32c: true }];

function sampleTree() {
  const shared = new Builder().storeUint(42, 7).endCell();
  const a = new Builder().storeUint(1, 3).storeRef(shared).endCell();
  return new Builder().storeUint(0xff, 8).storeRef(a).storeRef(shared).endCell();
}

export function bocFixtures(): { file: string; bytes: Uint8Array }[] {
  const found: { file: string; bytes: Uint8Array }[] = [];
  for (const file of listFixtures()) {
    let bytes = readFixture(file);
    if (bytes[0] === 0x28 && bytes[1] === 0xb5 && bytes[2] === 0x2f && bytes[3] === 0xfd) bytes = decompressZstd(bytes);
    if (hasBocMagic(bytes)) found.push({ file, bytes });
  }
  return found;
}

describe('BOC writing and reading', () => {
  it('round-trips every flag combination and several roots', () => {
    const root = sampleTree();
    const second = new Builder().storeUint(3, 2).endCell();
    for (const flags of FLAG_SETS) {
      const bytes = writeBoc([root, second], flags);
      expect(readBoc(bytes).map((cell) => cell.hashHex())).toEqual([root.hashHex(), second.hashHex()]);
    }
  });

  it('leaves a Node Buffer it reads unchanged, so that it reads again the same', () => {
    const bytes = Buffer.from(writeBoc(sampleTree(), { crc32c: true }));
    const before = Buffer.from(bytes);
    readBocSingle(bytes);
    expect(bytes.equals(before)).toBe(true);
    expect(readBocSingle(bytes).hashHex()).toBe(sampleTree().hashHex());
  });

  it('writes a shared subtree once', () => {
    const bytes = writeBoc(sampleTree());
    expect(bytes[6]).toBe(3);
  });

  it('writes equal subtrees built apart once, as one shared cell', () => {
    const leaf = () => new Builder().storeUint(42, 7).endCell();
    const root = new Builder().storeRef(leaf()).storeRef(new Builder().storeRef(leaf()).endCell()).endCell();
    const bytes = writeBoc(root);
    expect(bytes[6]).toBe(3);
    const read = readBocSingle(bytes);
    expect(read.refs[0]).toBe(read.refs[1]?.refs[0]);
    expect(read.hashHex()).toBe(root.hashHex());
  });

  it('computes CRC32C as the standard check value', () => {
    expect(crc32c(new TextEncoder().encode('123456789'))).toBe(0xe3069283);
  });
});

describe('corrupt BOCs give a typed error', () => {
  const good = writeBoc(sampleTree(), { index: true, crc32c: true });

  it('bad magic', () => {
    const bytes = good.slice();
    flipBits(bytes, 0, 1);
    expect(() => readBoc(bytes)).toThrow(BocError);
  });

  it('bad checksum', () => {
    const bytes = good.slice();
    flipBits(bytes, bytes.length - 6, 0x10);
    expect(() => readBoc(bytes)).toThrow(expect.objectContaining({ code: 'crc' }));
  });

  it('truncated at every length', () => {
    for (let length = 0; length < good.length; length++) {
      expect(() => readBoc(good.subarray(0, length))).toThrow(TvmError);
    }
  });

  it('absurd sizes are refused before anything is allocated', () => {
    const bytes = hexToBytes('b5ee9c720408' + 'ffffffff' + '00000001' + '00000000' + 'ffffffffffffffff');
    expect(() => readBoc(bytes)).toThrow(expect.objectContaining({ code: 'size' }));
  });

  it('a reference to itself (a cycle) or out of range', () => {
    const selfRef = hexToBytes('b5ee9c7201010101000300010000');
    expect(() => readBoc(selfRef)).toThrow(expect.objectContaining({ code: 'ref-order' }));
    const outOfRange = hexToBytes('b5ee9c7201010101000300010005');
    expect(() => readBoc(outOfRange)).toThrow(expect.objectContaining({ code: 'ref-order' }));
  });

  it('a single-root reader refuses several roots', () => {
    expect(() => readBocSingle(writeBoc([sampleTree(), new Builder().endCell()]))).toThrow(BocError);
  });
});

describeWithFixtures('every BOC in the fixtures', () => {
  const fixtures = bocFixtures();

  it('finds the BOC fixtures', () => {
    expect(fixtures.length).toBeGreaterThan(100);
  });

  it('reads and re-writes each with the same root hashes, under every flag combination', () => {
    for (const { file, bytes } of fixtures) {
      const roots = readBoc(bytes);
      for (const flags of FLAG_SETS) {
        const again = readBoc(writeBoc(roots, flags));
        expect(
          again.map((c) => c.hashHex()),
          file,
        ).toEqual(roots.map((c) => c.hashHex()));
      }
    }
  });
});
