import { ZSTD_MAGIC } from './archive-magic.js';
import { startsWithU32 } from './starts-with-u32.js';
import { zstdChunks } from './zstd-chunks.js';

export function isZstd(bytes: Uint8Array): boolean {
  return startsWithU32(bytes, ZSTD_MAGIC);
}

/** Decompresses a whole zstd frame, with the same window limit and typed errors as the archive reader. */
export function decompressZstd(bytes: Uint8Array): Uint8Array {
  const chunks = [...zstdChunks(bytes)];
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
