import { ArchiveError } from './archive-error.js';
import { PACKAGE_MAGIC, TYCHO_ARCHIVE_PREFIX, ZSTD_MAGIC } from './archive-magic.js';
import { startsWithU32 } from './starts-with-u32.js';
import { zstdChunks } from './zstd-chunks.js';

export type ArchiveFormat = 'pack' | 'tycho';

/** Small steps: detection only needs the first decompressed block. */
const DETECTION_INPUT_STEP = 1 << 14;

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
  const head = new Uint8Array(4);
  let filled = 0;
  try {
    for (const chunk of zstdChunks(bytes, DETECTION_INPUT_STEP)) {
      const piece = chunk.subarray(0, head.length - filled);
      head.set(piece, filled);
      filled += piece.length;
      if (filled === head.length) return startsWithU32(head, TYCHO_ARCHIVE_PREFIX);
    }
  } catch (error) {
    if (error instanceof ArchiveError) return false;
    throw error;
  }
  return false;
}
