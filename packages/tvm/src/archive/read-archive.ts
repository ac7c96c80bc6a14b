import { ArchiveError } from './archive-error.js';
import type { ArchiveEntry } from './archive-entry.js';
import { PACKAGE_MAGIC, TYCHO_ARCHIVE_PREFIX, ZSTD_MAGIC } from './archive-magic.js';
import { readPackage } from './package-reader.js';
import { startsWithU32 } from './starts-with-u32.js';
import { readTychoArchive } from './tycho-reader.js';

/**
 * Entries of a .pack or Tycho archive, chosen by its leading magic and read lazily.
 * Throws `ArchiveError` (code `unknown-format` when the magic is neither's).
 */
export function* readArchive(bytes: Uint8Array): Generator<ArchiveEntry, void, undefined> {
  if (startsWithU32(bytes, PACKAGE_MAGIC)) {
    yield* readPackage(bytes);
  } else if (startsWithU32(bytes, ZSTD_MAGIC) || startsWithU32(bytes, TYCHO_ARCHIVE_PREFIX)) {
    yield* readTychoArchive(bytes);
  } else {
    throw new ArchiveError('unknown-format', 'not a node archive package (.pack) nor a Tycho archive');
  }
}
