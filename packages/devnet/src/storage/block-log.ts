import { closeSync, fstatSync, ftruncateSync, openSync, readSync, writeSync } from 'node:fs';
import { DevnetError } from '../errors.js';
import type { MasterchainBatch, RawBlock } from '../feed/block-feed.js';

const HEADER_BYTES = 12;

/**
 * The chain's blocks, one record per masterchain block, appended to a file:
 * u32 record length, u32 seqno, u32 block count, then per block u32 length and the BOC (masterchain first).
 * A record cut short by a crash is dropped when the log is opened.
 */
export class BlockLog {
  private readonly fd: number;
  private readonly offsets = new Map<number, { offset: number; length: number }>();
  private size: number;
  private last = 0;

  constructor(private readonly path: string) {
    this.fd = openSync(path, 'a+');
    this.size = fstatSync(this.fd).size;
    this.scan();
  }

  get lastSeqno(): number {
    return this.last;
  }

  append(batch: { seqno: number; blocks: readonly Uint8Array[] }): void {
    if (batch.seqno !== this.last + 1) throw new DevnetError('data-folder', `block log ${this.path}: expected seqno ${this.last + 1}, got ${batch.seqno}`);
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
    writeSync(this.fd, record, 0, length, this.size);
    this.offsets.set(batch.seqno, { offset: this.size, length });
    this.size += length;
    this.last = batch.seqno;
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
    return { seqno, masterchain: blocks[0], shardBlocks: blocks.slice(1) };
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

  private scan(): void {
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
    if (offset < this.size) {
      ftruncateSync(this.fd, offset);
      this.size = offset;
    }
  }
}
