import { closeSync, fstatSync, ftruncateSync, openSync, readSync, writeSync } from 'node:fs';
import { DevnetError } from '../errors.js';
import type { MasterchainBatch, RawBlock } from '../block-feed.js';

const HEADER_BYTES = 12;

/**
 * The chain's blocks, one record per masterchain block, appended to a file:
 * u32 record length, u32 seqno, u32 block count, then per block u32 length and the BOC (masterchain first).
 * A record cut short by a crash (or anything after the last record that follows in order) is the log's tail:
 * left in place until `dropTail`, so a log that cannot be mended is not cut further.
 */
export class BlockLog {
  private readonly fd: number;
  private readonly offsets = new Map<number, { offset: number; length: number }>();
  private size: number;
  private last = 0;
  /** Bytes after the last whole record in order: a torn or out-of-order tail. */
  private tail: number;

  constructor(private readonly path: string) {
    this.fd = openSync(path, 'a+');
    this.size = fstatSync(this.fd).size;
    this.tail = this.scan();
  }

  get tailBytes(): number {
    return this.tail;
  }

  get lastSeqno(): number {
    return this.last;
  }

  /** Appends the batch's record and returns it (the state file keeps a copy of the last one). */
  append(batch: { seqno: number; blocks: readonly Uint8Array[] }): Buffer {
    const length = HEADER_BYTES + batch.blocks.reduce((sum, boc) => sum + 4 + boc.length, 0);
    const record = Buffer.alloc(length);
    record.writeUInt32LE(length, 0);
    record.writeUInt32LE(batch.seqno, 4);
    record.writeUInt32LE(batch.blocks.length, 8);
    let offset = HEADER_BYTES;
    for (const boc of batch.blocks) {
      record.writeUInt32LE(boc.length, offset);
      record.set(boc, offset + 4);
      offset += 4 + boc.length;
    }
    this.appendRecord(record);
    return record;
  }

  /** Appends a record as `append` encoded it: the next seqno, whole. */
  appendRecord(record: Buffer): void {
    const seqno = record.length >= HEADER_BYTES ? record.readUInt32LE(4) : -1;
    if (this.tail > 0 || seqno !== this.last + 1 || record.readUInt32LE(0) !== record.length) {
      throw new DevnetError('data-folder', `block log ${this.path}: expected a whole record of seqno ${this.last + 1}, got seqno ${seqno}`);
    }
    writeSync(this.fd, record, 0, record.length, this.size);
    this.offsets.set(seqno, { offset: this.size, length: record.length });
    this.size += record.length;
    this.last = seqno;
  }

  /** Where a record starts in the file (for messages about it). */
  offsetOf(seqno: number): number | undefined {
    return this.offsets.get(seqno)?.offset;
  }

  read(seqno: number): MasterchainBatch | undefined {
    const entry = this.offsets.get(seqno);
    if (entry === undefined) return undefined;
    const record = Buffer.alloc(entry.length);
    readSync(this.fd, record, 0, entry.length, entry.offset);
    const blocks: RawBlock[] = [];
    let offset = HEADER_BYTES;
    for (let i = 0; i < record.readUInt32LE(8); i++) {
      const length = record.readUInt32LE(offset);
      blocks.push({ boc: new Uint8Array(record.subarray(offset + 4, offset + 4 + length)) });
      offset += 4 + length;
    }
    const [masterchain, ...shardBlocks] = blocks;
    if (masterchain === undefined) throw new DevnetError('data-folder', `the record of block ${seqno} in ${this.path} holds no block`);
    return { seqno, masterchain, shardBlocks };
  }

  /** Cuts the tail off the file, so that records are appended after the last whole one. */
  dropTail(): void {
    if (this.tail === 0) return;
    ftruncateSync(this.fd, this.size);
    this.tail = 0;
  }

  /** Drops every record after `seqno` (blocks whose state was never saved). */
  truncateAfter(seqno: number): void {
    const next = this.offsets.get(seqno + 1);
    if (next === undefined) return;
    ftruncateSync(this.fd, next.offset);
    this.size = next.offset;
    for (const key of [...this.offsets.keys()]) if (key > seqno) this.offsets.delete(key);
    this.last = seqno;
  }

  close(): void {
    closeSync(this.fd);
  }

  /** Reads the records' places; returns how many bytes follow the last whole record in order. */
  private scan(): number {
    const header = Buffer.alloc(HEADER_BYTES);
    let offset = 0;
    while (offset + HEADER_BYTES <= this.size) {
      readSync(this.fd, header, 0, HEADER_BYTES, offset);
      const length = header.readUInt32LE(0);
      const seqno = header.readUInt32LE(4);
      if (length < HEADER_BYTES || offset + length > this.size || seqno !== this.last + 1) break;
      this.offsets.set(seqno, { offset, length });
      this.last = seqno;
      offset += length;
    }
    const tail = this.size - offset;
    this.size = offset;
    return tail;
  }
}
