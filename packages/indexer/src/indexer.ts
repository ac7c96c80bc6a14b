import { setImmediate as letIoRun } from 'node:timers/promises';
import { readChainTotals, readCheckpoint, readMasterchainRootHash, type Database } from '@tvmscan/store';
import { initialTotals } from './derive/batch-deriver.js';
import { GroupDeriver } from './derive/group-deriver.js';
import { addStartContext } from './derive/start-context.js';
import { ElectionsRefresher } from './derive/elections/elections-refresher.js';
import { NftDeriver } from './derive/nfts/nft-deriver.js';
import { TokenDeriver } from './derive/tokens/token-deriver.js';
import { TraceDeriver } from './derive/traces/trace-deriver.js';
import { ContractNames } from './derive/actions/contract-names.js';
import { IndexerError } from './indexer-error.js';
import { BatchPreparer, preparedInOrder } from './pipeline/batch-preparer.js';
import { GroupWriter, type IndexProgress } from './pipeline/group-writer.js';
import { runStart } from './pipeline/index-start.js';
import { DEFAULT_MIN_FREE_BYTES } from './pipeline/write-room.js';
import type { PreparedBatch } from './pipeline/prepared-batch.js';
import type { BlockSource } from './sources/block-source.js';
import type { StateSource } from './sources/state-source.js';

export type { IndexProgress } from './pipeline/group-writer.js';

export interface IndexOptions {
  readonly database: Database;
  readonly source: BlockSource;
  /** Gives full states of accounts first met mid-chain (their balance before is otherwise unknown). */
  readonly stateSource?: StateSource;
  /** Recorded with the checkpoint, e.g. `archive` or `gql https://…`. */
  readonly sourceName: string;
  /**
   * The masterchain block an empty index starts at (default: the first the source holds, block 1 for a source that
   * serves the chain from its beginning). History before it is not indexed; an index that holds blocks accepts
   * only its own start here.
   */
  readonly from?: number;
  /** Keep following the source for new blocks. */
  readonly follow: boolean;
  readonly signal?: AbortSignal;
  /**
   * Consecutive batches written in one database transaction (with the checkpoint) while backfilling,
   * bounded by `groupTransactions`; following the tip writes each batch as it comes.
   */
  readonly groupBatches?: number;
  readonly groupTransactions?: number;
  readonly onProgress?: (progress: IndexProgress) => void;
  /**
   * With a state source that runs get-methods, the elector's elections are read by the first write of a run,
   * after each key block and, following the tip, every `electionsEvery` masterchain blocks (default 10, at most
   * every 30 s of wall time); see `ElectionsSchedule`.
   */
  readonly electionsEvery?: number;
  /** Told why the elections could not be read (no elector at param 1's address, another contract there…), once per reason. */
  readonly onElectionsUnavailable?: (reason: string) => void;
  /**
   * Derive the token tables (roots, wallets, token transactions, per-day token stats) and the NFT tables (collections,
   * items, events) with the chain rows; default
   * true. Off, the transactions' token operations are not even read (the baseline of the ingest benchmark).
   */
  readonly tokens?: boolean;
  /**
   * Derive the traces (each transaction's trace id and the `traces` table) and the actions of every transaction, with
   * the chain rows; default true. Off, the transactions are not even read for them (the baseline of the ingest
   * benchmark). The actions name tokens and NFTs only when `tokens` is on.
   */
  readonly actions?: boolean;
  /**
   * The free space an embedded index keeps on its disk: a group is written only while its file system has room for
   * it besides this (default 64 MiB); else the run stops with a 'disk-full' IndexerError, as it does when a write
   * fails for lack of space.
   */
  readonly minFreeBytes?: number;
}

/** Batches being prepared ahead of the one the indexer is at, while backfilling. */
const PREPARE_AHEAD = 8;

/**
 * Backfill and follow are one loop: read batches after the checkpoint, decode them and build their rows in a
 * worker thread, derive each group's accounts and statistics and write it all in one transaction that also moves
 * the checkpoint. The next group is read, prepared and derived while the previous one is written. A restart
 * resumes from the checkpoint; aborting lets the write in flight complete.
 */
export async function runIndexer(options: IndexOptions): Promise<IndexProgress> {
  const { database, source, signal } = options;
  const maxBatches = options.follow ? 1 : (options.groupBatches ?? 200);
  const maxTransactions = options.groupTransactions ?? 5000;
  const checkpoint = await readCheckpoint(database.db);
  const { after: start, startMcSeqno } = runStart(checkpoint, source, options.from);
  let startsMidChain = checkpoint === null && startMcSeqno > 1;
  const tokens = options.tokens ?? true;
  const actions = options.actions ?? true;
  const contracts = actions ? new ContractNames(database) : null;
  await contracts?.refresh();
  const deriver = new GroupDeriver(
    database,
    options.stateSource,
    (await readChainTotals(database.db)) ?? initialTotals(),
    tokens ? new TokenDeriver(database, options.stateSource) : null,
    tokens ? new NftDeriver(database) : null,
    contracts ? new TraceDeriver(database, contracts) : null,
  );
  const writer = new GroupWriter(
    { ...options, startMcSeqno, minFreeBytes: options.minFreeBytes ?? DEFAULT_MIN_FREE_BYTES },
    { mcSeqno: start, batches: 0, blocks: 0, transactions: 0 },
  );
  let group: PreparedBatch[] = [];
  let groupTransactions = 0;
  const elections = ElectionsRefresher.forIndex(options);
  const flush = async () => {
    if (group.length === 0) return;
    const full = group;
    group = [];
    groupTransactions = 0;
    if (await contracts?.refresh()) preparer.watch(contracts!.watchedFunctionIds());
    const rows = await deriver.derive(full, writer.committed);
    if (startsMidChain) await addStartContext(rows, full[0]!, options.stateSource);
    startsMidChain = false;
    if (elections) rows.elections = await elections.rowsFor(full);
    await writer.write(full, rows);
  };
  // Without a state source, accounts met already existing are settled by the blocks' own state updates.
  const preparer = new BatchPreparer({
    tokens,
    actions,
    watchedFunctionIds: contracts?.watchedFunctionIds() ?? [],
    statesAfter: startMcSeqno !== 0 && options.stateSource === undefined,
  });
  try {
    let expected = start + 1;
    let previousRootHash = start === 0 ? null : await readMasterchainRootHash(database.db, start);
    const batches = source.batches(start, { follow: options.follow, ...(signal ? { signal } : {}) });
    for await (const batch of preparedInOrder(batches, preparer, options.follow ? 1 : PREPARE_AHEAD)) {
      if (batch.seqno !== expected) {
        throw new IndexerError('unexpected-block', `the source gave masterchain block #${batch.seqno} where #${expected} was expected`);
      }
      expected += 1;
      checkFollows(batch, previousRootHash);
      previousRootHash = batch.rootHash;
      group.push(batch);
      groupTransactions += batch.transactions.length;
      if (group.length >= maxBatches || groupTransactions >= maxTransactions) await flush();
      else await letIoRun();
      if (signal?.aborted) break;
    }
    if (!signal?.aborted) await flush();
  } catch (error) {
    await writer.settle();
    if (!signal?.aborted) throw error;
  } finally {
    await preparer.close();
  }
  return writer.finish();
}

/** Refuses a masterchain block whose previous block is not the one indexed before it: another chain. */
function checkFollows(batch: PreparedBatch, previousRootHash: string | null): void {
  if (previousRootHash === null || batch.prevRootHash === null || batch.prevRootHash === previousRootHash) return;
  throw new IndexerError(
    'another-chain',
    `masterchain block #${batch.seqno} of the source does not follow block #${batch.seqno - 1} of the index: ` +
      'the source is another chain than the one indexed here (use another data folder or database)',
  );
}
