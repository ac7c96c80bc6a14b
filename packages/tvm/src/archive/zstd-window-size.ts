const FRAME_HEADER_DESCRIPTOR = 4;
const DICTIONARY_ID_BYTES = [0, 1, 2, 4];

/**
 * The window size (RFC 8878 §3.1.1.1) the zstd frame at the start of `bytes` asks the
 * decoder to allocate, or `undefined` if its header is cut short.
 */
export function zstdWindowSize(bytes: Uint8Array): bigint | undefined {
  if (bytes.length <= FRAME_HEADER_DESCRIPTOR) return undefined;
  const descriptor = bytes[FRAME_HEADER_DESCRIPTOR];
  const singleSegment = (descriptor & 0x20) !== 0;
  if (!singleSegment) {
    if (bytes.length <= FRAME_HEADER_DESCRIPTOR + 1) return undefined;
    const windowDescriptor = bytes[FRAME_HEADER_DESCRIPTOR + 1];
    const base = 1n << BigInt(10 + (windowDescriptor >> 3));
    return base + (base / 8n) * BigInt(windowDescriptor & 7);
  }
  return frameContentSize(bytes, descriptor);
}

/** A single-segment frame's window is its content size, stored after the dictionary id. */
function frameContentSize(bytes: Uint8Array, descriptor: number): bigint | undefined {
  const sizeFlag = descriptor >> 6;
  const sizeBytes = sizeFlag === 0 ? 1 : 1 << sizeFlag;
  const start = FRAME_HEADER_DESCRIPTOR + 1 + DICTIONARY_ID_BYTES[descriptor & 3];
  if (bytes.length < start + sizeBytes) return undefined;
  let size = 0n;
  for (let i = sizeBytes - 1; i >= 0; i--) size = (size << 8n) | BigInt(bytes[start + i]);
  return sizeFlag === 1 ? size + 256n : size;
}
