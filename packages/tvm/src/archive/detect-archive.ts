import { ArchiveError } from './archive-error.js';
import { PACKAGE_MAGIC, TYCHO_ARCHIVE_PREFIX, ZSTD_MAGIC } from './archive-magic.js';
import { startsWithU32 } from './starts-with-u32.js';
import { decompressZstd } from './zstd-decompress.js';

export type ArchiveFormat = 'pack' | 'tycho';

/**
 * The archive format of `bytes`, from its magic; for zstd data, only when the decompressed
 * stream starts with the Tycho archive prefix. `null` when it is neither.
 */
export function detectArchive(bytes: Uint8Array): ArchiveFormat | null {
  if (startsWithU32(bytes, PACKAGE_MAGIC)) return 'pack';
  if (startsWithU32(bytes, TYCHO_ARCHIVE_PREFIX)) return 'tycho';
  if (startsWithU32(bytes, ZSTD_MAGIC) && decompressesToTychoArchive(bytes)) return 'tycho';
  return null;
}

function decompressesToTychoArchive(bytes: Uint8Array): boolean {
  try {
    return startsWithU32(decompressZstd(bytes), TYCHO_ARCHIVE_PREFIX);
  } catch (error) {
    if (error instanceof ArchiveError) return false;
    throw error;
  }
}
