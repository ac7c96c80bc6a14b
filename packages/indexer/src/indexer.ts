import {
  advanceCheckpoint,
  loadAccounts,
  readChainTotals,
  readCheckpoint,
  writeChainRows,
  type AccountKey,
  type Database,
} from '@tvmscan/store';
import { AccountLedger } from './derive/account-ledger.js';
import { deriveRows, initialTotals, type DecodedBatch } from './derive/batch-deriver.js';
import { decodeRawBlock } from './pipeline/decoded-block.js';
import { refreshUnknownAccounts } from './derive/state-refresh.js';
import { ElectionsRefresher } from './derive/elections/elections-refresher.js';
import type { BlockSource, MasterchainBatch } from './sources/block-source.js';
import type { StateSource } from './sources/state-source.js';

export interface IndexProgress {
  /** The masterchain seqno the checkpoint now stands at. */
  readonly mcSeqno: number;
  /** Totals of this run. */
  readonly batches: number;
  readonly blocks: number;
  readonly transactions: number;
}

export interface IndexOptions {
  readonly database: Database;
  readonly source: BlockSource;
  /** Gives full states of accounts first met mid-chain (their balance before is otherwise unknown). */
  readonly stateSource?: StateSource;
  /** Recorded with the checkpoint, e.g. `archive` or `gql https://…`. */
  readonly sourceName: string;
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
   * after each key block and, following the tip, every `electionsEvery` masterchain blocks (default 20, at most
   * every 30 s of wall time); see `ElectionsSchedule`.
   */
  readonly electionsEvery?: number;
  /** Told why the elections could not be read (no elector at param 1's address, another contract there…), once per reason. */
  readonly onElectionsUnavailable?: (reason: string) => void;
}

export class IndexerError extends Error {
  override readonly name = 'IndexerError';
}

/**
 * Backfill and follow are one loop: read batches after the checkpoint, decode and derive them, and write
 * each group in one transaction that also moves the checkpoint. A restart resumes from the checkpoint.
 */
export async function runIndexer(options: IndexOptions): Promise<IndexProgress> {
  const { database, source, signal } = options;
  const maxBatches = options.follow ? 1 : (options.groupBatches ?? 200);
  const maxTransactions = options.groupTransactions ?? 5000;
  const start = (await readCheckpoint(database.db))?.mcSeqno ?? 0;
  let progress: IndexProgress = { mcSeqno: start, batches: 0, blocks: 0, transactions: 0 };
  let group: DecodedBatch[] = [];
  let groupTransactions = 0;
  const elections = ElectionsRefresher.forIndex(options);
  const flush = async () => {
    if (group.length === 0) return;
    await writeGroup(options, group, elections);
    progress = {
      mcSeqno: group.at(-1)!.seqno,
      batches: progress.batches + group.length,
      blocks: progress.blocks + group.reduce((sum, batch) => sum + 1 + batch.shardBlocks.length, 0),
      transactions: progress.transactions + groupTransactions,
    };
    group = [];
    groupTransactions = 0;
    options.onProgress?.(progress);
  };
  let expected = start + 1;
  let previousRootHash = start === 0 ? null : await storedMasterchainRootHash(database, start);
  for await (const batch of source.batches(start, { follow: options.follow, ...(signal ? { signal } : {}) })) {
    if (batch.seqno !== expected) {
      throw new IndexerError(`the source gave masterchain block #${batch.seqno} where #${expected} was expected`);
    }
    expected += 1;
    const decoded = decodeBatch(batch);
    checkFollows(decoded, previousRootHash);
    previousRootHash = decoded.masterchain.rootHash;
    group.push(decoded);
    groupTransactions += countTransactions(decoded);
    if (group.length >= maxBatches || groupTransactions >= maxTransactions) await flush();
    if (signal?.aborted) break;
  }
  await flush();
  return progress;
}

async function storedMasterchainRootHash(database: Database, seqno: number): Promise<string | null> {
  const row = await database.db.selectFrom('blocks').select('root_hash').where('workchain', '=', -1).where('seqno', '=', seqno).executeTakeFirst();
  return row?.root_hash ?? null;
}

/** Refuses a masterchain block whose previous block is not the one indexed before it: another chain. */
function checkFollows(batch: DecodedBatch, previousRootHash: string | null): void {
  const prev = batch.masterchain.block.info.prevRef;
  if (previousRootHash === null || prev.kind !== 'single' || prev.prev.rootHash === previousRootHash) return;
  throw new IndexerError(
    `masterchain block #${batch.seqno} of the source does not follow block #${batch.seqno - 1} of the index: ` +
      'the source is another chain than the one indexed here (use another data folder or database)',
  );
}

export function decodeBatch(batch: MasterchainBatch): DecodedBatch {
  const masterchain = decodeRawBlock(batch.masterchain);
  if (masterchain.workchain !== -1 || masterchain.block.info.seqno !== batch.seqno) {
    throw new IndexerError(`the source's masterchain block #${batch.seqno} is block ${masterchain.workchain}:${masterchain.shard}:${masterchain.block.info.seqno}`);
  }
  return { seqno: batch.seqno, masterchain, shardBlocks: batch.shardBlocks.map(decodeRawBlock) };
}

function countTransactions(batch: DecodedBatch): number {
  let count = 0;
  for (const decoded of [batch.masterchain, ...batch.shardBlocks]) {
    for (const { value } of decoded.block.extra.accountBlocks.entries) count += value.transactions.length;
  }
  return count;
}

/** The indexer is the only writer, so what it reads before its write transaction is what the write sees. */
async function writeGroup(options: IndexOptions, group: readonly DecodedBatch[], elections: ElectionsRefresher | null): Promise<void> {
  const { db } = options.database;
  const ledger = new AccountLedger();
  ledger.load(await loadAccounts(db, touchedAccounts(group)));
  const totals = (await readChainTotals(db)) ?? initialTotals();
  const rows = deriveRows(group, ledger, totals);
  if (options.stateSource) {
    const lastTime = Number(group.at(-1)!.masterchain.block.info.genUtime);
    rows.accountStates = await refreshUnknownAccounts(ledger, options.stateSource, lastTime);
    rows.accounts = ledger.changedRows();
  }
  if (elections) rows.elections = await elections.rowsFor(group);
  await db.transaction().execute(async (trx) => {
    await writeChainRows(trx, rows);
    await advanceCheckpoint(trx, { mcSeqno: group.at(-1)!.seqno, source: options.sourceName });
  });
}

function touchedAccounts(group: readonly DecodedBatch[]): AccountKey[] {
  const keys = new Map<string, AccountKey>();
  for (const batch of group) {
    for (const decoded of [batch.masterchain, ...batch.shardBlocks]) {
      for (const { value } of decoded.block.extra.accountBlocks.entries) {
        keys.set(`${decoded.workchain}:${value.account}`, { workchain: decoded.workchain, address: value.account });
      }
    }
  }
  return [...keys.values()];
}
