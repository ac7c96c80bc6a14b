/**
 * Mutation fuzzing of the decoders, run by fuzz.test.ts in child processes: a decoder that never
 * returns on some input must fail the test, not hang the test run. Needs no Vitest.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { TvmError, decodeBytes, decompressZstd, detectArchive, readArchive, readBoc } from '../../src/index.js';
import { flipBits } from '../../src/testing/index.js';

/** No single decode may take longer than this. */
const TIME_LIMIT_MS = 2000;

type Mutation =
  | { op: 'flip'; at: number; bit: number }
  | { op: 'overwrite'; at: number; bytes: Uint8Array }
  | { op: 'truncate'; at: number }
  | { op: 'insert'; at: number; bytes: Uint8Array }
  | { op: 'delete'; at: number; length: number }
  | { op: 'duplicate'; from: number; length: number; at: number };

/** Offsets are taken modulo the input's length; half of them fall in the first 64 bytes, where the headers are. */
const offset = fc.oneof(fc.nat({ max: 63 }), fc.nat());
const someBytes = fc.uint8Array({ minLength: 1, maxLength: 8 });
const span = fc.integer({ min: 1, max: 256 });

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant('flip' as const), at: offset, bit: fc.nat({ max: 7 }) }),
  fc.record({ op: fc.constant('overwrite' as const), at: offset, bytes: someBytes }),
  fc.record({ op: fc.constant('truncate' as const), at: offset }),
  fc.record({ op: fc.constant('insert' as const), at: offset, bytes: someBytes }),
  fc.record({ op: fc.constant('delete' as const), at: offset, length: span }),
  fc.record({ op: fc.constant('duplicate' as const), from: offset, length: span, at: offset }),
);

function mutate(input: Uint8Array, mutations: Mutation[]): Uint8Array {
  let bytes = input;
  for (const m of mutations) {
    const n = bytes.length;
    if (n === 0) break;
    switch (m.op) {
      case 'flip':
        bytes = bytes.slice();
        flipBits(bytes, m.at % n, 1 << m.bit);
        break;
      case 'overwrite':
        bytes = bytes.slice();
        bytes.set(m.bytes.subarray(0, n - (m.at % n)), m.at % n);
        break;
      case 'truncate':
        bytes = bytes.subarray(0, m.at % n);
        break;
      case 'insert':
        bytes = concat(bytes.subarray(0, m.at % n), m.bytes, bytes.subarray(m.at % n));
        break;
      case 'delete':
        bytes = concat(bytes.subarray(0, m.at % n), bytes.subarray((m.at % n) + m.length));
        break;
      case 'duplicate': {
        const from = m.from % n;
        bytes = concat(bytes.subarray(0, m.at % n), bytes.subarray(from, from + m.length), bytes.subarray(m.at % n));
        break;
      }
    }
  }
  return bytes;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Runs `decode`: it may succeed or throw a TvmError, nothing else, and must return within the time limit. */
function checkDecode(what: string, decode: () => unknown): void {
  const start = performance.now();
  try {
    decode();
  } catch (error) {
    if (!(error instanceof TvmError)) throw new Error(`${what} threw ${String(error)}`, { cause: error });
  }
  const elapsed = performance.now() - start;
  if (elapsed > TIME_LIMIT_MS) throw new Error(`${what} took ${Math.round(elapsed)} ms (the limit is ${TIME_LIMIT_MS} ms)`);
}

/** `decodeBytes` (its generator consumed fully) and `readBoc` on `bytes` succeed or throw a TvmError, each in time. */
export function checkBytes(bytes: Uint8Array): void {
  checkDecode('decodeBytes', () => [...decodeBytes(bytes)]);
  checkDecode('readBoc', () => readBoc(bytes));
}

export interface FuzzSample {
  /** Absolute path of the fixture. */
  file: string;
  runs: number;
  /** Fuzz the zstd-compressed file's content rather than the file. */
  decompress?: boolean;
  /** Keep only the archive's first entries, so that each case decodes in milliseconds. */
  firstEntries?: number;
}

/** Fast-check's run over `runs` mutated copies of the sample (1 to 4 mutations each); throws on the first bad case. */
export function fuzzSample({ file, runs, decompress = false, firstEntries }: FuzzSample): void {
  const bytes = new Uint8Array(readFileSync(file));
  const content = decompress ? decompressZstd(bytes) : bytes;
  const original = firstEntries === undefined ? content : archivePrefix(content, firstEntries);
  if ([...decodeBytes(original)].length === 0) throw new Error(`${file} decodes to nothing before any mutation`);
  fc.assert(
    fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (mutations) => checkBytes(mutate(original, mutations))),
    // Within the parent's 30 s: a failure found is reported even while it is still being shrunk.
    { numRuns: runs, interruptAfterTimeLimit: 20_000, markInterruptAsFailure: true },
  );
}

/** Entry headers: .pack `{u16 magic, u16 name length, u32 data length}` then the name; Tycho's TL header is 92 bytes. */
function archivePrefix(archive: Uint8Array, count: number): Uint8Array {
  const entries = [...readArchive(archive)].slice(0, count);
  const isPack = detectArchive(archive) === 'pack';
  const end = entries.reduce((at, entry) => at + (isPack ? 8 + entry.name.length : 92) + entry.data.length, 4);
  const prefix = archive.subarray(0, end);
  if ([...readArchive(prefix)].length !== count) throw new Error(`could not cut the first ${count} entries off the archive`);
  return prefix;
}
