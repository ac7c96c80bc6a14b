import { Decompress } from 'fzstd';
import { ArchiveError } from './archive-error.js';
import { zstdWindowSize } from './zstd-window-size.js';

/** Compressed bytes fed to the decoder per step: bounds how much output is held at once. */
const DEFAULT_INPUT_STEP = 1 << 18;

/**
 * The reference zstd decoder's default window limit (2^27). The decoder allocates the window
 * up front and shifts it per block, so a corrupt header asking for gigabytes would stall it.
 */
const MAX_WINDOW_SIZE = 1n << 27n;

/**
 * The decompressed output of zstd `bytes`, chunk by chunk, decoded lazily.
 * Throws `ArchiveError` with code `bad-compression` for corrupt or truncated input.
 */
export function* zstdChunks(
  bytes: Uint8Array,
  inputStep = DEFAULT_INPUT_STEP,
): Generator<Uint8Array, void, undefined> {
  checkWindowSize(bytes);
  const output: Uint8Array[] = [];
  const decoder = new Decompress((chunk) => {
    output.push(chunk);
  });
  for (let offset = 0; offset < bytes.length; offset += inputStep) {
    const end = Math.min(offset + inputStep, bytes.length);
    pushInput(decoder, bytes.subarray(offset, end), end === bytes.length);
    yield* output;
    output.length = 0;
  }
}

function checkWindowSize(bytes: Uint8Array): void {
  const windowSize = zstdWindowSize(bytes);
  if (windowSize === undefined) {
    throw new ArchiveError('bad-compression', 'the zstd frame header is cut short');
  }
  if (windowSize > MAX_WINDOW_SIZE) {
    throw new ArchiveError(
      'bad-compression',
      `the zstd window of ${windowSize} bytes exceeds the ${MAX_WINDOW_SIZE}-byte limit`,
    );
  }
}

function pushInput(decoder: Decompress, input: Uint8Array, final: boolean): void {
  try {
    decoder.push(input, final);
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new ArchiveError('bad-compression', `zstd decompression failed: ${reason}`, { cause });
  }
}
