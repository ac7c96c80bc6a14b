import { isAfter, wants, type StreamFilter, type StreamPosition } from './stream-filter.js';
import { sseFrame, type ChainEvent } from './stream-events.js';

/** Why the server ended a stream, sent as its last `dropped` event. */
export type DropReason = 'slow-client' | 'server-closing';

export const DROP_MESSAGES: Record<DropReason, string> = {
  'slow-client': 'the client did not read its stream: more than the server keeps for one client was waiting to be sent',
  'server-closing': 'the server is closing: connect again with Last-Event-ID',
};

/** Where a client's frames go: its HTTP response (a `ServerResponse`). */
export interface EventSink {
  write(frame: string): unknown;
  end(frame: string): unknown;
  destroy(): unknown;
  /** What was written and waits to be sent. */
  readonly writableLength: number;
}

/** How long a dropped client's last event may take to leave before its connection is cut. */
const LAST_WORDS_MS = 2_000;

/**
 * One subscriber: its filter, where it resumes, and its response. What waits to be sent to it is bounded: once more
 * than `maxBufferedBytes` wait, it is dropped with a reason (it would otherwise grow the server's memory).
 */
export class StreamClient {
  private closed = false;

  constructor(
    readonly address: string,
    private readonly filter: StreamFilter,
    private readonly response: EventSink,
    private readonly maxBufferedBytes: number,
    private readonly onDrop: (client: StreamClient, reason: DropReason) => void,
    private after: StreamPosition | undefined,
  ) {}

  get isClosed(): boolean {
    return this.closed;
  }

  /** Whether the client takes the statistics. */
  get wantsStats(): boolean {
    return this.filter.topics.has('stats');
  }

  /** Sends the events it subscribed to that come after where it resumes. */
  sendEvents(events: readonly ChainEvent[]): void {
    for (const event of events) {
      if (this.closed) return;
      if (this.after !== undefined && !isAfter(event, this.after)) continue;
      if (wants(this.filter, event)) this.write(event.frame);
    }
  }

  /**
   * A comment that keeps the connection open through proxies, with the stream's position (`tip`, the latest
   * masterchain block read) as the event id, so that a filtered stream reconnects from there; none while the client
   * resumed from a position this process has not reached yet.
   */
  heartbeat(tip: number): void {
    const ahead = this.after !== undefined && this.after.mcSeqno >= tip;
    this.write(ahead ? ': heartbeat\n\n' : `: heartbeat\nid: ${tip}\n\n`);
  }

  /** Sends a frame as it is (statistics, heartbeats, a reset). */
  write(frame: string): void {
    if (this.closed) return;
    this.response.write(frame);
    if (this.response.writableLength > this.maxBufferedBytes) this.drop('slow-client');
  }

  /**
   * Ends the stream: a slow client's connection is cut at once (what waits for it is discarded, the reason logged); on
   * closing, the last event, `dropped`, names why, and a connection that does not take it is cut.
   */
  drop(reason: DropReason): void {
    if (this.closed) return;
    this.closed = true;
    this.onDrop(this, reason);
    if (reason === 'slow-client') {
      // Nothing more may wait for it: what waits is discarded with the connection.
      this.response.destroy();
      return;
    }
    this.response.end(sseFrame('dropped', { reason, message: DROP_MESSAGES[reason] }));
    setTimeout(() => this.response.destroy(), LAST_WORDS_MS).unref();
  }

  /** The client went away. */
  forget(): void {
    this.closed = true;
  }
}
