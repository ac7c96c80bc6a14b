import { describe, expect, it } from 'vitest';
import { ArchiveError, decompressZstd, detectArchive, readArchive, decodeBytes } from '../../src/index.js';
import { craftZstdFrame } from '../../src/testing/index.js';

const BLOCK = 128 * 1024;

function refusal(run: () => unknown): ArchiveError {
  try {
    run();
  } catch (error) {
    if (error instanceof ArchiveError) return error;
    throw error;
  }
  throw new Error('the zstd data was accepted');
}

describe('zstd decompression bounds', () => {
  it('refuse a 29 KB frame of RLE blocks regenerating 900 MB from its block headers, before decoding', () => {
    const bomb = craftZstdFrame(7200);
    expect(bomb.length).toBeLessThan(30_000);
    const started = performance.now();
    const error = refusal(() => decompressZstd(bomb));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error.code).toBe('bad-compression');
    expect(error.message).toBe(
      `the zstd data may regenerate ${7200 * BLOCK} bytes or more from ${bomb.length}, above the 16777216 bytes allowed for its size`,
    );
    expect(refusal(() => [...readArchive(bomb)]).code).toBe('bad-compression');
    expect(refusal(() => [...decodeBytes(bomb)]).code).toBe('bad-compression');
    expect(detectArchive(bomb)).toBeNull();
  });

  it('decompress any small input up to 16 MiB, and refuse one block more', () => {
    const zeros = decompressZstd(craftZstdFrame(128));
    expect(zeros.length).toBe(128 * BLOCK);
    expect(zeros.every((byte) => byte === 0)).toBe(true);
    expect(refusal(() => decompressZstd(craftZstdFrame(129))).message).toMatch(/may regenerate 16908288 bytes or more/);
  });

  it('refuse a frame whose declared content size its blocks cannot hold', () => {
    const error = refusal(() => decompressZstd(craftZstdFrame(1, { contentSize: 1n << 40n })));
    expect(error.message).toBe('a zstd frame declares more content than its blocks can hold');
  });

  it('refuse a frame whose declared content size its blocks hold but exceeds the allowance', () => {
    const error = refusal(() => decompressZstd(craftZstdFrame(7200, { contentSize: BigInt(7200 * BLOCK) })));
    expect(error.message).toMatch(/may regenerate 943718400 bytes or more/);
  });

  it('bound compressed blocks at 128 KiB each: above 64 times the input size is refused, below it is decoded', () => {
    const dense = craftZstdFrame(200, { compressedBlockBytes: 2000 });
    expect(refusal(() => decompressZstd(dense)).message).toMatch(/may regenerate 26214400 bytes or more from 400606/);
    const plausible = craftZstdFrame(200, { compressedBlockBytes: 2100 });
    expect(refusal(() => decompressZstd(plausible)).message).toBe('the zstd data is corrupt');
  });
});
