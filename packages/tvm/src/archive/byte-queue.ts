import { ArchiveError } from './archive-error.js';

/** A FIFO of byte chunks from which exact-length runs are taken. */
export class ByteQueue {
  private readonly chunks: Uint8Array[] = [];
  private headOffset = 0;
  private size = 0;

  get length(): number {
    return this.size;
  }

  push(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    this.chunks.push(chunk);
    this.size += chunk.length;
  }

  /** The next `count` bytes: a view when they lie in one chunk, else a copy. Needs `count <= length`. */
  take(count: number): Uint8Array {
    const first = this.chunks[0];
    if (first !== undefined && first.length - this.headOffset >= count) {
      const run = first.subarray(this.headOffset, this.headOffset + count);
      this.advance(count);
      return run;
    }
    const run = new Uint8Array(count);
    let filled = 0;
    while (filled < count) {
      const chunk = this.chunks[0];
      if (chunk === undefined) throw new ArchiveError('truncated', `${count} bytes asked of a queue holding ${filled + this.size}`);
      const piece = Math.min(chunk.length - this.headOffset, count - filled);
      run.set(chunk.subarray(this.headOffset, this.headOffset + piece), filled);
      filled += piece;
      this.advance(piece);
    }
    return run;
  }

  private advance(count: number): void {
    this.size -= count;
    this.headOffset += count;
    if (this.headOffset === this.chunks[0]?.length) {
      this.chunks.shift();
      this.headOffset = 0;
    }
  }
}
