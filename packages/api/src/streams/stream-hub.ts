import { listenToCommits, readCheckpoint, type Database, type NoticeSubscription } from '@tvmscan/store';
import type { FastifyBaseLogger } from 'fastify';
import type { RouteContext } from '../routes/context.js';
import { readStats } from '../routes/stats.js';
import type { StreamClient } from './stream-client.js';
import { DROP_MESSAGES, type DropReason } from './stream-client.js';
import { readChainEvents, sseFrame, type ChainEvent } from './stream-events.js';
import type { StreamPosition } from './stream-filter.js';

export interface StreamOptions {
  /** Streams one client address may hold open (8 by default). */
  readonly perIp: number;
  /** Streams the server holds open in all (1000 by default). */
  readonly total: number;
  /** How often an idle stream gets a heartbeat, which also carries its position as the event id (15 s by default). */
  readonly heartbeatMs: number;
  /** What may wait to be sent to one client before it is dropped (1 MiB by default). */
  readonly maxBufferedBytes: number;
  /** The masterchain blocks whose events are kept for `Last-Event-ID` (128 by default), at most `replayEvents` events. */
  readonly replayBlocks: number;
  readonly replayEvents: number;
  /** How often the checkpoint is read besides the commit notices (a notice lost with its connection): 5 s by default. */
  readonly pollMs: number;
}

export const DEFAULT_STREAM_OPTIONS: StreamOptions = {
  perIp: 8,
  total: 1000,
  heartbeatMs: 15_000,
  maxBufferedBytes: 1024 * 1024,
  replayBlocks: 128,
  replayEvents: 50_000,
  pollMs: 5_000,
};

/**
 * A notice ahead of what this process reads (a replica behind its primary) is looked at again after this, up to
 * `BEHIND_RETRIES` times: a notice of another index on the same PostgreSQL server (another schema) is never caught up.
 */
const BEHIND_RETRY_MS = 200;
const BEHIND_RETRIES = 25;

/** Why a client cannot subscribe now. */
export type Refusal = 'per-ip' | 'total';

/**
 * The streams of one `serve` process. It wakes on the indexer's commit notices (and reads the checkpoint now and then
 * by itself), reads the events of the masterchain blocks committed since it last looked — from its own connection, up
 * to the checkpoint that connection reads, so nothing it pushes is ahead of what it serves — keeps the latest ones for
 * replay, and sends each to the clients that subscribed to it.
 */
export class StreamHub {
  private readonly clients = new Set<StreamClient>();
  private readonly byAddress = new Map<string, number>();
  /** The events of masterchain blocks `keptAfter + 1` to `tip`. */
  private kept: ChainEvent[] = [];
  private keptAfter = 0;
  private tip = 0;
  /** The statistics at `tip`; none when no client took them then. */
  private latestStats: string | undefined;
  private announced = 0;
  private behindRetries = 0;
  private reading: Promise<void> | undefined;
  private readAgain = false;
  private subscription: NoticeSubscription | undefined;
  private listening = false;
  private closed = false;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly database: Database,
    private readonly context: RouteContext,
    private readonly log: FastifyBaseLogger,
    readonly options: StreamOptions = DEFAULT_STREAM_OPTIONS,
  ) {}

  /**
   * Reads the latest blocks' events for replay, then listens for commits. A database that does not answer yet delays
   * neither the server nor its streams: the reads and the listening are tried again at each poll.
   */
  async start(): Promise<void> {
    await this.keepLatest().catch((error: unknown) => this.log.warn({ err: error }, 'stream: reading the latest blocks failed'));
    await this.listen();
    this.timers.push(
      setInterval(() => {
        if (!this.subscription && !this.listening) void this.listen();
        this.catchUp();
      }, this.options.pollMs).unref(),
    );
    this.timers.push(setInterval(() => this.heartbeat(), this.options.heartbeatMs).unref());
  }

  private async keepLatest(): Promise<void> {
    const tip = (await readCheckpoint(this.context.db))?.mcSeqno ?? 0;
    const keptAfter = Math.max(0, tip - this.options.replayBlocks);
    this.kept = await readChainEvents(this.context, { after: keptAfter, upTo: tip });
    this.tip = tip;
    this.keptAfter = keptAfter;
    this.trimKept();
  }

  private async listen(): Promise<void> {
    this.listening = true;
    try {
      const subscription = await listenToCommits(this.database, (notice) => {
        this.announced = Math.max(this.announced, notice.mcSeqno);
        this.behindRetries = BEHIND_RETRIES;
        this.catchUp();
      });
      if (this.closed) await subscription.close();
      else this.subscription = subscription;
    } catch (error) {
      this.log.warn({ err: error }, 'stream: listening for commits failed; the checkpoint is read at each poll meanwhile');
    } finally {
      this.listening = false;
    }
  }

  /** Ends every stream (telling each why) and stops listening. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    for (const client of [...this.clients]) client.drop('server-closing');
    await this.subscription?.close();
    await this.reading;
  }

  /** Why a client from `address` cannot subscribe now, if it cannot. */
  refusal(address: string): Refusal | undefined {
    if ((this.byAddress.get(address) ?? 0) >= this.options.perIp) return 'per-ip';
    if (this.clients.size >= this.options.total) return 'total';
    return undefined;
  }

  /**
   * Adds a subscriber: first what it missed after `from` (or a `reset` event when that lies before the kept window),
   * then the statistics at the tip if it takes them, then every new event it subscribed to.
   */
  subscribe(client: StreamClient, from: StreamPosition | undefined): void {
    this.clients.add(client);
    this.byAddress.set(client.address, (this.byAddress.get(client.address) ?? 0) + 1);
    if (from !== undefined && from.mcSeqno <= this.tip) {
      if (this.holds(from)) client.sendEvents(this.kept);
      else client.write(sseFrame('reset', { reason: 'too-far-behind', message: this.resetMessage(from) }));
    }
    if (client.wantsStats) this.sendStats(client);
  }

  /** The statistics at the tip: those read with it, else read now. */
  private sendStats(client: StreamClient): void {
    if (this.latestStats) return client.write(this.latestStats);
    readStats(this.context)
      .then((stats) => client.write(sseFrame('stats', stats)))
      .catch((error: unknown) => this.log.warn({ err: error }, 'stream: reading the statistics failed'));
  }

  /** The client's connection closed. */
  unsubscribe(client: StreamClient): void {
    if (!this.clients.delete(client)) return;
    const left = (this.byAddress.get(client.address) ?? 1) - 1;
    if (left === 0) this.byAddress.delete(client.address);
    else this.byAddress.set(client.address, left);
  }

  /** What a client is told when dropped: logged, as a slow client cannot be told. */
  readonly dropped = (client: StreamClient, reason: DropReason): void => {
    this.unsubscribe(client);
    if (reason === 'slow-client') this.log.info({ stream: { address: client.address, reason } }, `stream dropped: ${DROP_MESSAGES[reason]}`);
  };

  private holds(from: StreamPosition): boolean {
    return from.mcSeqno > this.keptAfter || (from.mcSeqno === this.keptAfter && from.ordinal === undefined);
  }

  private resetMessage(from: StreamPosition): string {
    return `event ${from.mcSeqno} is before the ${this.tip - this.keptAfter} latest masterchain blocks this server keeps: reload what you show, then go on with this stream`;
  }

  /** Reads what was committed since the last read; one read at a time, another after it when asked meanwhile. */
  private catchUp(): void {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = this.readNew()
      .catch((error: unknown) => this.log.warn({ err: error }, 'stream: reading the new blocks failed'))
      .finally(() => {
        this.reading = undefined;
        if (this.readAgain) {
          this.readAgain = false;
          this.catchUp();
        } else if (this.announced > this.tip && this.behindRetries > 0) {
          this.behindRetries -= 1;
          setTimeout(() => this.catchUp(), BEHIND_RETRY_MS).unref();
        }
      });
  }

  private async readNew(): Promise<void> {
    const upTo = (await readCheckpoint(this.context.db))?.mcSeqno ?? 0;
    if (upTo <= this.tip) return;
    let after = this.tip;
    if (upTo - after > this.options.replayBlocks) {
      // A jump (the index backfilling in large groups): the blocks skipped are not pushed, and subscribers are told.
      after = upTo - this.options.replayBlocks;
      this.kept = [];
      this.keptAfter = after;
      const reset = sseFrame('reset', {
        reason: 'index-jumped',
        message: `the index moved to masterchain block ${upTo} at once: reload what you show`,
      });
      for (const client of this.clients) client.write(reset);
    }
    const events = await readChainEvents(this.context, { after, upTo });
    const stats = [...this.clients].some((client) => client.wantsStats) ? sseFrame('stats', await readStats(this.context)) : undefined;
    this.tip = upTo;
    this.kept.push(...events);
    this.trimKept();
    this.latestStats = stats;
    for (const client of this.clients) {
      client.sendEvents(events);
      if (stats && client.wantsStats) client.write(stats);
    }
  }

  /** Keeps the events of the latest `replayBlocks` masterchain blocks, at most `replayEvents` of them (whole blocks). */
  private trimKept(): void {
    let keptAfter = Math.max(this.keptAfter, this.tip - this.options.replayBlocks);
    if (this.kept.length > this.options.replayEvents)
      keptAfter = Math.max(keptAfter, this.kept[this.kept.length - this.options.replayEvents]!.mcSeqno);
    if (keptAfter === this.keptAfter) return;
    this.keptAfter = keptAfter;
    this.kept = this.kept.filter((event) => event.mcSeqno > keptAfter);
  }

  private heartbeat(): void {
    for (const client of this.clients) client.heartbeat(this.tip);
  }
}
