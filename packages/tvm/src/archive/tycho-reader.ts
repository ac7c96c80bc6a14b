import type { ArchiveEntry } from './archive-entry.js';
import { ZSTD_MAGIC } from './archive-magic.js';
import { startsWithU32 } from './starts-with-u32.js';
import { TychoStreamParser } from './tycho-stream-parser.js';
import { zstdChunks } from './zstd-chunks.js';

/**
 * Entries of a Tycho archive, zstd-compressed as Tycho stores it or already decompressed,
 * read lazily while decompressing. Throws `ArchiveError` on any malformed or truncated input.
 */
export function* readTychoArchive(bytes: Uint8Array): Generator<ArchiveEntry, void, undefined> {
  const parser = new TychoStreamParser();
  for (const chunk of startsWithU32(bytes, ZSTD_MAGIC) ? zstdChunks(bytes) : [bytes]) {
    yield* parser.feed(chunk);
  }
  parser.finish();
}
