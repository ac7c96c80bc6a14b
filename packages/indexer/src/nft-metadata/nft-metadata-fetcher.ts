import { dueNftMetadata, saveNftMetadata, type Database, type DueMetadata, type NftMetadataRow } from '@tvmscan/store';
import { downloadJson, MetadataDownloadError, type DownloadLimits } from './metadata-download.js';
import { metadataFields, parseInlineJson } from './metadata-fields.js';
import type { MetadataReader, MetadataReading } from './metadata-reader.js';

export interface NftMetadataOptions {
  readonly reader: MetadataReader;
  /** `host` or `host:port` entries a metadata URL may lead to although they resolve to private or loopback addresses. */
  readonly allowedHosts?: readonly string[];
  /** One download's time limit (default 5 s) and size limit (default 256 KiB). */
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
  /** Tries before the metadata counts as unreadable (default 4), the first retry after `backoffMs` (default 10 s), doubling. */
  readonly maxAttempts?: number;
  readonly backoffMs?: number;
  /** Items read per round (default 20) and the pause between rounds (default 2 s). */
  readonly batch?: number;
  readonly intervalMs?: number;
  /** Told of each failed try (the fetcher goes on). */
  readonly onFailure?: (address: string, reason: string) => void;
}

export const DEFAULT_METADATA_TIMEOUT_MS = 5_000;
export const DEFAULT_METADATA_MAX_BYTES = 256 * 1024;

/** A try that did not give the metadata: `retryable` when a later try may. */
class UnreadMetadata {
  constructor(
    readonly reason: string,
    readonly retryable: boolean,
  ) {}
}

/**
 * Reads the metadata of the collections and NFTs the indexer met, in the background, a bounded batch a round: their
 * getters through the state source (interfaces, TIP-4.2 JSON, TIP-4.2.2 URL, owner), then the URL with a time and
 * size limit, never to a private or loopback address unless allowed. A failed try is retried with a doubling delay;
 * after the last, the metadata is Failed and lists leave the item out. Nothing it meets stops it or the indexer.
 */
export class NftMetadataFetcher {
  private readonly limits: DownloadLimits;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly options: NftMetadataOptions,
  ) {
    this.limits = {
      timeoutMs: options.timeoutMs ?? DEFAULT_METADATA_TIMEOUT_MS,
      maxBytes: options.maxBytes ?? DEFAULT_METADATA_MAX_BYTES,
      allowedHosts: new Set((options.allowedHosts ?? []).map((host) => host.toLowerCase())),
    };
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Reads the metadata due now; how many collections and NFTs it read. */
  async runOnce(now = new Date()): Promise<number> {
    const due = await dueNftMetadata(this.database.db, this.options.batch ?? 20, now);
    for (const entry of due) {
      if (this.stopped) break;
      await saveNftMetadata(this.database.db, await this.read(entry, now));
    }
    return due.length;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .catch((error: unknown) => this.options.onFailure?.('*', error instanceof Error ? error.message : String(error)))
        .finally(() => this.schedule(this.options.intervalMs ?? 2_000));
    }, delayMs);
    this.timer.unref();
  }

  private async read(entry: DueMetadata, now: Date): Promise<NftMetadataRow> {
    const attempts = entry.attempts + 1;
    const base = { address: entry.address, kind: entry.kind, attempts, interface_ids: JSON.stringify(entry.interfaceIds), standards: '[]' };
    let reading: MetadataReading;
    try {
      reading =
        entry.kind === 'Collection'
          ? await this.options.reader.collection(entry.address)
          : await this.options.reader.nft(entry.address, entry.collection!);
    } catch (error) {
      return this.unread(base, entry, new UnreadMetadata(`the getters failed: ${messageOf(error)}`, true), now);
    }
    const known = {
      ...base,
      interface_ids: JSON.stringify(reading.interfaceIds),
      standards: JSON.stringify(await this.options.reader.standards(reading.interfaceIds)),
      metadata_url: reading.metadataUrl,
      owner_address: reading.owner ?? null,
      nft_code_hash: reading.nftCodeHash ?? null,
    };
    const json = await this.metadataJson(reading);
    if (json instanceof UnreadMetadata) return this.unread(known, entry, json, now);
    if (json === null) return { ...known, status: 'None', json: null, next_attempt_at: null, error: null };
    return {
      ...known,
      status: reading.metadataUrl !== null ? 'Fetched' : 'Inline',
      json: JSON.stringify(json),
      ...metadataFields(json),
      next_attempt_at: null,
      error: null,
    };
  }

  private async metadataJson(reading: MetadataReading): Promise<Record<string, unknown> | UnreadMetadata | null> {
    if (reading.metadataUrl !== null) {
      try {
        return await downloadJson(reading.metadataUrl, this.limits);
      } catch (error) {
        if (error instanceof MetadataDownloadError) return new UnreadMetadata(error.message, error.retryable);
        throw error;
      }
    }
    if (reading.json === null) return null;
    return parseInlineJson(reading.json) ?? new UnreadMetadata('getJson gave no JSON object', false);
  }

  /** A try that failed: Pending until the next try, or Failed after the last. */
  private unread(
    row: Pick<NftMetadataRow, 'address' | 'kind' | 'attempts' | 'interface_ids' | 'standards'>,
    entry: DueMetadata,
    failure: UnreadMetadata,
    now: Date,
  ): NftMetadataRow {
    this.options.onFailure?.(entry.address, failure.reason);
    const last = !failure.retryable || row.attempts >= (this.options.maxAttempts ?? 4);
    const delay = (this.options.backoffMs ?? 10_000) * 2 ** (row.attempts - 1);
    return {
      ...row,
      status: last ? 'Failed' : 'Pending',
      json: null,
      next_attempt_at: last ? null : new Date(now.getTime() + delay),
      error: failure.reason.slice(0, 500),
    };
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
