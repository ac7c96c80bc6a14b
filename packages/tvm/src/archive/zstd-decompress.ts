import { decompress, init } from '@bokuweb/zstd-wasm';
import { ArchiveError } from './archive-error.js';
import { ZSTD_MAGIC } from './archive-magic.js';
import { startsWithU32 } from './starts-with-u32.js';
import { zstdFrames } from './zstd-frames.js';

await init();

export function isZstd(bytes: Uint8Array): boolean {
  return startsWithU32(bytes, ZSTD_MAGIC);
}

/**
 * Decompresses zstd data with the reference decoder (WebAssembly). Each frame gets an output
 * capacity bounded by its own block headers, so corrupt or hostile input fails fast with
 * ArchiveError('bad-compression') instead of running away.
 */
export function decompressZstd(bytes: Uint8Array): Uint8Array {
  const parts = zstdFrames(bytes).map(({ bytes: frame, maxOutput }) => (maxOutput === 0 ? new Uint8Array(0) : decompressFrame(frame, maxOutput)));
  const [only] = parts;
  if (only !== undefined && parts.length === 1) return only;
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function decompressFrame(frame: Uint8Array, maxOutput: number): Uint8Array {
  try {
    return decompress(frame, { defaultHeapSize: maxOutput });
  } catch (cause) {
    throw new ArchiveError('bad-compression', 'the zstd data is corrupt', { cause });
  }
}
