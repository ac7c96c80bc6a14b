import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { StreamClient, type DropReason } from '../src/streams/stream-client.js';
import { sseFrame, type ChainEvent } from '../src/streams/stream-events.js';

const MAX_BUFFERED = 64 * 1024;

/** A connection whose peer never reads: everything written waits in it. */
function unreadConnection(): Writable {
  return new Writable({ write: () => undefined, highWaterMark: 1024 });
}

function blockEvents(mcSeqno: number, count: number): ChainEvent[] {
  const data = { padding: 'x'.repeat(1000) };
  return Array.from({ length: count }, (_, ordinal) => ({
    mcSeqno,
    ordinal,
    topic: 'blocks' as const,
    account: '',
    frame: sseFrame('block', data, `${mcSeqno}-${ordinal}`),
  }));
}

describe('a stream client that never reads', () => {
  it('is dropped once more than the bound waits for it, and the server holds no more for it however much follows', () => {
    const connection = unreadConnection();
    const drops: DropReason[] = [];
    const client = new StreamClient(
      '127.0.0.1',
      { topics: new Set(['blocks']) },
      connection,
      MAX_BUFFERED,
      (_, reason) => drops.push(reason),
      undefined,
    );
    const before = process.memoryUsage();
    // 100 MB of events: 1 000 masterchain blocks of 100 events of 1 KB.
    for (let mcSeqno = 1; mcSeqno <= 1000; mcSeqno++) client.sendEvents(blockEvents(mcSeqno, 100));
    const after = process.memoryUsage();

    expect(drops).toEqual(['slow-client']);
    expect(client.isClosed).toBe(true);
    expect(connection.destroyed).toBe(true);
    // What waited for it when it was dropped: the bound and one event more.
    expect(connection.writableLength).toBeLessThan(MAX_BUFFERED + 2048);
    const grown = after.heapUsed + after.arrayBuffers - (before.heapUsed + before.arrayBuffers);
    expect(grown).toBeLessThan(16 * 1024 * 1024);
  });

  it('keeps a client that reads, sending only the events after where it resumed', () => {
    const written: string[] = [];
    const connection = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        written.push(chunk.toString());
        done();
      },
    });
    const client = new StreamClient('127.0.0.1', { topics: new Set(['blocks']) }, connection, MAX_BUFFERED, () => undefined, {
      mcSeqno: 2,
      ordinal: 1,
    });
    client.sendEvents([...blockEvents(2, 3), ...blockEvents(3, 1)]);
    expect(written.map((frame) => /^id: (\S+)/.exec(frame)?.[1])).toEqual(['2-2', '3-0']);
    expect(client.isClosed).toBe(false);
  });
});
