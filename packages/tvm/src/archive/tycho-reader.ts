import type { ArchiveEntry } from './archive-entry.js';
import { ZSTD_MAGIC } from './archive-magic.js';
import { startsWithU32 } from './starts-with-u32.js';
import { TychoStreamParser } from './tycho-stream-parser.js';
import { decompressZstd } from './zstd-decompress.js';

/**
 * Entries of a Tycho archive, zstd-compressed as Tycho stores it or already decompressed:
 * read lazily from the decompressed bytes. Throws `ArchiveError` on any malformed or truncated input.
 */
export function* readTychoArchive(bytes: Uint8Array): Generator<ArchiveEntry, void, undefined> {
  const parser = new TychoStreamParser();
  yield* parser.feed(startsWithU32(bytes, ZSTD_MAGIC) ? decompressZstd(bytes) : bytes);
  parser.finish();
}
