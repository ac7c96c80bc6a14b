const FRAME_MAGIC = 0xfd2fb528;
const MAX_BLOCK_SIZE = 128 * 1024;
const BLOCK_RLE = 1;
const BLOCK_COMPRESSED = 2;

export interface CraftedFrameOptions {
  /** Frame_Content_Size to declare (8 bytes); none by default. */
  readonly contentSize?: bigint;
  /** Compressed blocks of this many junk bytes each instead of RLE blocks (a header walk bounds each at 128 KiB). */
  readonly compressedBlockBytes?: number;
}

/**
 * A zstd frame written from RFC 8878 by hand, of `blocks` blocks: by default RLE blocks repeating a zero byte
 * 128 KiB times (4 bytes each, so a 29 KB file regenerates 900 MB) — the shape of a decompression bomb.
 */
export function craftZstdFrame(blocks: number, options: CraftedFrameOptions = {}): Uint8Array {
  const header = frameHeader(options.contentSize);
  const payload = options.compressedBlockBytes ?? 1;
  const blockBytes = 3 + payload;
  const frame = new Uint8Array(header.length + blocks * blockBytes);
  frame.set(header);
  for (let index = 0; index < blocks; index++) {
    const last = index === blocks - 1 ? 1 : 0;
    const blockHeader =
      options.compressedBlockBytes === undefined ? last | (BLOCK_RLE << 1) | (MAX_BLOCK_SIZE << 3) : last | (BLOCK_COMPRESSED << 1) | (payload << 3);
    const at = header.length + index * blockBytes;
    frame[at] = blockHeader & 0xff;
    frame[at + 1] = (blockHeader >> 8) & 0xff;
    frame[at + 2] = (blockHeader >> 16) & 0xff;
  }
  return frame;
}

/** Magic, Frame_Header_Descriptor, Window_Descriptor (2^21 bytes) and the optional 8-byte content size. */
function frameHeader(contentSize: bigint | undefined): Uint8Array {
  const header = new DataView(new ArrayBuffer(contentSize === undefined ? 6 : 14));
  header.setUint32(0, FRAME_MAGIC, true);
  header.setUint8(4, contentSize === undefined ? 0 : 3 << 6);
  header.setUint8(5, 11 << 3);
  if (contentSize !== undefined) header.setBigUint64(6, contentSize, true);
  return new Uint8Array(header.buffer);
}
