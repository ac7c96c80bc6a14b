import { ArchiveError } from './archive-error.js';

/** No zstd block regenerates more than this (RFC 8878 §3.1.1.2.4, Block_Maximum_Size). */
const MAX_BLOCK_OUTPUT = 128 * 1024;
/** The most tvmscan decompresses in one piece, whatever the input's size. */
const MAX_DECOMPRESSED_BYTES = 1024 * 1024 * 1024;
/** What any zstd input may regenerate: enough for every small file's worst-case block bound. */
const MIN_DECOMPRESSED_ALLOWANCE = 16 * 1024 * 1024;
/**
 * Chain data (BOCs, archives of them) compresses 1.5–5 times; a file regenerating more than this many
 * times its size is a decompression bomb, refused before the decoder allocates its output.
 */
const MAX_EXPANSION = 64;

/** The reference decoder's default window limit (2^27 bytes), which it enforces too. */
const MAX_WINDOW_LOG = 27;
const FRAME_MAGIC = 0xfd2fb528;
const SKIPPABLE_MAGIC_MASK = 0xfffffff0;
const SKIPPABLE_MAGIC = 0x184d2a50;
const BLOCK_RAW = 0;
const BLOCK_RLE = 1;
const BLOCK_COMPRESSED = 2;

interface ZstdFrame {
  bytes: Uint8Array;
  /** An upper bound of what the frame regenerates, from its block headers alone. */
  maxOutput: number;
}

/**
 * Splits zstd data into its frames (skipping skippable ones) and bounds each frame's output by
 * walking its block headers, so that a decoder can be given a capacity no valid frame exceeds.
 */
export function zstdFrames(bytes: Uint8Array): ZstdFrame[] {
  const allowed = decompressedAllowance(bytes.length);
  const frames: ZstdFrame[] = [];
  let offset = 0;
  let total = 0;
  while (offset < bytes.length) {
    const magic = readU32(bytes, offset);
    if ((magic & SKIPPABLE_MAGIC_MASK) >>> 0 === SKIPPABLE_MAGIC) {
      offset = within(bytes, offset + 8 + readU32(bytes, offset + 4));
      continue;
    }
    if (magic !== FRAME_MAGIC) fail(`no zstd frame at byte ${offset}`);
    const frame = readFrame(bytes, offset);
    total += frame.maxOutput;
    if (total > allowed) {
      fail(`the zstd data may regenerate ${total} bytes or more from ${bytes.length}, above the ${allowed} bytes allowed for its size`);
    }
    frames.push({ bytes: bytes.subarray(offset, frame.end), maxOutput: frame.maxOutput });
    offset = frame.end;
  }
  if (frames.length === 0) fail('no zstd frame');
  return frames;
}

/** How much zstd data of `compressedBytes` may regenerate: a bounded multiple of its size. */
function decompressedAllowance(compressedBytes: number): number {
  return Math.min(MAX_DECOMPRESSED_BYTES, Math.max(MIN_DECOMPRESSED_ALLOWANCE, compressedBytes * MAX_EXPANSION));
}

function readFrame(bytes: Uint8Array, start: number): { end: number; maxOutput: number } {
  const descriptor = byteAt(bytes, start + 4);
  if ((descriptor & 0x08) !== 0) fail('a zstd frame header has its reserved bit set');
  const singleSegment = (descriptor & 0x20) !== 0;
  if (!singleSegment && 10 + (byteAt(bytes, start + 5) >> 3) > MAX_WINDOW_LOG) {
    fail(`a zstd frame asks for a window above 2^${MAX_WINDOW_LOG} bytes`);
  }
  const sizeFlag = descriptor >> 6;
  const contentSizeBytes = sizeFlag === 0 ? (singleSegment ? 1 : 0) : 1 << sizeFlag;
  const contentSizeAt = start + 5 + (singleSegment ? 0 : 1) + dictionaryIdBytes(descriptor & 3);
  let offset = within(bytes, contentSizeAt + contentSizeBytes);
  let maxOutput = 0;
  let last = false;
  while (!last) {
    const header = byteAt(bytes, offset) | (byteAt(bytes, offset + 1) << 8) | (byteAt(bytes, offset + 2) << 16);
    last = (header & 1) === 1;
    const type = (header >> 1) & 3;
    const size = header >>> 3;
    if (type === BLOCK_RAW || type === BLOCK_RLE) maxOutput += size;
    else if (type === BLOCK_COMPRESSED) maxOutput += MAX_BLOCK_OUTPUT;
    else fail('a zstd block has the reserved type');
    if (size > MAX_BLOCK_OUTPUT) fail(`a zstd block of ${size} bytes exceeds the ${MAX_BLOCK_OUTPUT}-byte limit`);
    offset = within(bytes, offset + 3 + (type === BLOCK_RLE ? 1 : size));
  }
  const end = within(bytes, offset + ((descriptor & 0x04) !== 0 ? 4 : 0));
  if (contentSizeBytes > 0 && contentSize(bytes, contentSizeAt, contentSizeBytes) > maxOutput) {
    fail('a zstd frame declares more content than its blocks can hold');
  }
  return { end, maxOutput };
}

/** The size of the dictionary id a frame header's flag (0..3) announces: 0, 1, 2 or 4 bytes. */
function dictionaryIdBytes(flag: number): number {
  return flag === 3 ? 4 : flag;
}

function contentSize(bytes: Uint8Array, at: number, size: number): number {
  let value = 0;
  for (let i = size - 1; i >= 0; i--) value = value * 256 + byteAt(bytes, at + i);
  return size === 2 ? value + 256 : value;
}

function readU32(bytes: Uint8Array, at: number): number {
  return (byteAt(bytes, at) | (byteAt(bytes, at + 1) << 8) | (byteAt(bytes, at + 2) << 16) | (byteAt(bytes, at + 3) << 24)) >>> 0;
}

function byteAt(bytes: Uint8Array, at: number): number {
  const byte = bytes[at];
  if (byte === undefined) fail('the zstd data is cut short');
  return byte;
}

function within(bytes: Uint8Array, end: number): number {
  if (end > bytes.length) fail('the zstd data is cut short');
  return end;
}

function fail(message: string): never {
  throw new ArchiveError('bad-compression', message);
}
