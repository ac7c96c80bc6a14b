import { ArchiveError } from './archive-error.js';
import type { ArchiveEntry } from './archive-entry.js';
import { TYCHO_ARCHIVE_PREFIX } from './archive-magic.js';
import { ByteQueue } from './byte-queue.js';
import { formatEntryName } from './entry-name.js';
import { TYCHO_ENTRY_HEADER_SIZE, parseTychoEntryHeader } from './tycho-entry-header.js';
import type { TychoEntryHeader } from './tycho-entry-header.js';

const PREFIX_SIZE = 4;

/** Splits a decompressed Tycho archive, fed in arbitrary chunks, into entries. */
export class TychoStreamParser {
  private readonly queue = new ByteQueue();
  private prefixRead = false;
  /** Offset in the decompressed stream of the entry being read. */
  private position = 0;
  private header: TychoEntryHeader | undefined;

  /** The entries completed by `chunk`. */
  *feed(chunk: Uint8Array): Generator<ArchiveEntry, void, undefined> {
    this.queue.push(chunk);
    if (!this.prefixRead && !this.readPrefix()) return;
    for (let entry = this.nextEntry(); entry !== undefined; entry = this.nextEntry()) yield entry;
  }

  /** Throws if the stream stopped inside the prefix or an entry. */
  finish(): void {
    if (!this.prefixRead) {
      throw new ArchiveError('truncated', 'the Tycho archive ends before its 4-byte prefix');
    }
    if (this.header === undefined && this.queue.length === 0) return;
    const needed = TYCHO_ENTRY_HEADER_SIZE + (this.header?.dataLength ?? 0);
    const left = this.queue.length + (this.header === undefined ? 0 : TYCHO_ENTRY_HEADER_SIZE);
    throw new ArchiveError('truncated', `entry at offset ${this.position}: needs ${needed} bytes but only ${left} are left`);
  }

  private readPrefix(): boolean {
    if (this.queue.length < PREFIX_SIZE) return false;
    const prefix = this.queue.take(PREFIX_SIZE);
    const value = new DataView(prefix.buffer, prefix.byteOffset, PREFIX_SIZE).getUint32(0, true);
    if (value !== TYCHO_ARCHIVE_PREFIX) {
      throw new ArchiveError('bad-magic', `not a Tycho archive: prefix 0x${value.toString(16)}, expected 0x29148f65`);
    }
    this.prefixRead = true;
    this.position = PREFIX_SIZE;
    return true;
  }

  private nextEntry(): ArchiveEntry | undefined {
    if (this.header === undefined) {
      if (this.queue.length < TYCHO_ENTRY_HEADER_SIZE) return undefined;
      this.header = parseTychoEntryHeader(this.queue.take(TYCHO_ENTRY_HEADER_SIZE), this.position);
    }
    const { kind, id, dataLength } = this.header;
    if (this.queue.length < dataLength) return undefined;
    this.header = undefined;
    this.position += TYCHO_ENTRY_HEADER_SIZE + dataLength;
    return { kind, id, name: formatEntryName(kind, id), data: this.queue.take(dataLength) };
  }
}
