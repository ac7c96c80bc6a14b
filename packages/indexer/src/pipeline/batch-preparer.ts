import { Worker } from 'node:worker_threads';
import { IndexerError, type IndexerErrorCode } from '../indexer-error.js';
import type { MasterchainBatch, RawBlock } from '../sources/block-source.js';
import { BlockDecodeError } from './decoded-block.js';
import type { PreparedBatch, PrepareOptions } from './prepared-batch.js';

export interface PrepareRequest {
  readonly id: number;
  readonly batch: MasterchainBatch;
  readonly options: PrepareOptions;
}

export type PrepareResponse = { readonly id: number; readonly prepared: PreparedBatch } | { readonly id: number; readonly error: ThreadError };

const THREAD_ENTRY = new URL('./batch-preparer-thread.mjs', import.meta.url);

/**
 * Preparing a batch allocates tens of megabytes that die once it is handed over; a young generation this large
 * lets them die there instead of being copied and promoted (on 100k devnet transactions the thread's GC time fell
 * from 8 s to under 2 s, and its busy time by a third).
 */
const YOUNG_GENERATION_MB = 256;

/**
 * Decodes batches and builds their rows in a worker thread (`prepareBatch`), so that the indexer's own thread
 * only derives accounts and statistics and writes. Errors come back as the classes the indexer throws.
 */
export class BatchPreparer {
  private readonly worker = new Worker(THREAD_ENTRY, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
  private readonly waiting = new Map<number, { resolve: (batch: PreparedBatch) => void; reject: (error: Error) => void }>();
  private nextId = 0;
  private failure: Error | null = null;
  private closed = false;

  constructor(private readonly options: PrepareOptions) {
    this.worker.on('message', (response: PrepareResponse) => this.answer(response));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new IndexerError('preparer-stopped', `the batch-preparing thread stopped (exit code ${code})`)));
  }

  prepare(batch: MasterchainBatch): Promise<PreparedBatch> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    const request: PrepareRequest = {
      id,
      batch: { seqno: batch.seqno, masterchain: bocOnly(batch.masterchain), shardBlocks: batch.shardBlocks.map(bocOnly) },
      options: this.options,
    };
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.worker.terminate();
  }

  private answer(response: PrepareResponse): void {
    const waiter = this.waiting.get(response.id);
    if (!waiter) return;
    this.waiting.delete(response.id);
    if ('prepared' in response) waiter.resolve(response.prepared);
    else waiter.reject(rebuildError(response.error));
  }

  private fail(error: Error): void {
    if (this.closed) return;
    this.failure ??= error;
    for (const waiter of this.waiting.values()) waiter.reject(this.failure);
    this.waiting.clear();
  }
}

/**
 * What crosses to the thread of a block: its BOC in a buffer of its own (a view into a whole archive file would
 * send the whole file) and its file hash; a decoded root cell does not cross, the thread reads the BOC itself.
 */
function bocOnly(raw: RawBlock): RawBlock {
  const boc = raw.boc.slice();
  return raw.fileHash === undefined ? { boc } : { boc, fileHash: raw.fileHash };
}

/** An error of the thread as it crosses back: the class is known by its code, other errors keep their name. */
interface ThreadError {
  readonly name: string;
  readonly message: string;
  readonly code?: IndexerErrorCode;
}

function rebuildError({ name, message, code }: ThreadError): Error {
  if (code === 'block-decode') return new BlockDecodeError(message);
  if (code !== undefined) return new IndexerError(code, message);
  const error = new Error(message);
  error.name = name;
  return error;
}

/**
 * The source's batches, prepared in order, with up to `depth` of them being prepared ahead of the one the caller
 * is at (`depth` 1 hands each over as soon as it is prepared: what following the tip needs).
 */
export async function* preparedInOrder(
  batches: AsyncIterable<MasterchainBatch>,
  preparer: BatchPreparer,
  depth: number,
): AsyncGenerator<PreparedBatch> {
  const ahead: Promise<PreparedBatch>[] = [];
  for await (const batch of batches) {
    const prepared = preparer.prepare(batch);
    prepared.catch(() => undefined);
    ahead.push(prepared);
    if (ahead.length >= depth) yield await ahead.shift()!;
  }
  while (ahead.length > 0) yield await ahead.shift()!;
}
