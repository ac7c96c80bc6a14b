import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ManualClock } from '../devnet-clock.js';
import { Devnet } from '../devnet.js';
import { DevnetError } from '../errors.js';
import { devnetMultiCollection } from '../workload/tokens/devnet-multi-collection.js';
import type { TransactionExecutor } from '../executor/transaction-executor.js';
import type { NetworkName } from '../network/network-config.js';
import { defaultActivities, tokenActivities } from '../workload/default-activities.js';
import { Workload } from '../workload/workload.js';
import { PackWriter } from './pack-writer.js';

/** Genesis time of exported chains, fixed so that the same seed gives the same archive. */
const EXPORT_GENESIS_TIME = 1_700_000_000;
const DEFAULT_ACTIVITIES_PER_BLOCK = 400;

export interface ExportOptions {
  file: string;
  transactions: number;
  seed?: string;
  shards?: number;
  globalId?: number;
  network?: NetworkName;
  /** Workload activities per block (each makes one to three transactions). Default 400. */
  activitiesPerBlock?: number;
  /**
   * `tokens`: only the token activities and wallet deploys (`tokenActivities`, with the standard-6 multi-token collection),
   * a token-heavy chain. Default `default`.
   */
  workload?: 'default' | 'tokens';
  executor?: TransactionExecutor;
  onProgress?: (progress: ExportProgress) => void;
}

export interface ExportProgress {
  transactions: number;
  blocks: number;
  seconds: number;
}

export interface ExportResult extends ExportProgress {
  file: string;
  /** The masterchain and workchain-0 zerostates, written beside the archive. */
  zerostateFiles: string[];
  transactionsPerSecond: number;
}

/**
 * Runs a fresh devnet as fast as the executor allows until it has made `transactions` transactions and
 * writes every block (masterchain and shards) to a .pack archive.
 */
export async function exportArchive(options: ExportOptions): Promise<ExportResult> {
  if (!Number.isInteger(options.transactions) || options.transactions < 1) {
    throw new DevnetError('bad-options', `--transactions must be a positive integer, got ${options.transactions}`);
  }
  createFolderOf(options.file);
  const clock = new ManualClock(EXPORT_GENESIS_TIME * 1000);
  const devnet = await Devnet.open({
    clock,
    seed: options.seed,
    shards: options.shards,
    globalId: options.globalId,
    network: options.network,
    genesisTime: EXPORT_GENESIS_TIME,
    retainBlocks: false,
    indexTransactions: false,
    executor: options.executor,
  });
  const perBlock = options.activitiesPerBlock ?? DEFAULT_ACTIVITIES_PER_BLOCK;
  const activities = (
    options.workload === 'tokens' ? tokenActivities(devnet, undefined, await devnetMultiCollection(devnet)) : defaultActivities(devnet)
  ).activities;
  devnet.setWorkload(new Workload(devnet.identity.seed, activities, (perBlock * 1000) / devnet.intervalMs, devnet));
  const [masterchainZerostate, workchainZerostate] = await devnet.zerostates();
  const zerostateFiles = [`${options.file}.masterchain-zerostate.boc`, `${options.file}.workchain0-zerostate.boc`] as const;
  writeFileSync(zerostateFiles[0], masterchainZerostate);
  writeFileSync(zerostateFiles[1], workchainZerostate);
  const pack = new PackWriter(options.file);
  const started = performance.now();
  let blocks = 0;
  const progress = (): ExportProgress => ({ transactions: devnet.sealedTransactions, blocks, seconds: (performance.now() - started) / 1000 });
  try {
    while (devnet.sealedTransactions < options.transactions) {
      clock.advance(devnet.intervalMs);
      const round = devnet.step();
      for (const block of [...round.shardBlocks, round.masterchain]) {
        pack.addBlock(block.shard, block.pointer.seqno, block.rootHash, block.fileHash, block.boc);
        blocks++;
      }
      options.onProgress?.(progress());
    }
  } finally {
    pack.close();
    devnet.close();
  }
  const done = progress();
  return { ...done, file: options.file, zerostateFiles: [...zerostateFiles], transactionsPerSecond: done.transactions / done.seconds };
}

/** The archive's folder is created like a data folder is; one that cannot be is named before any work. */
function createFolderOf(file: string): void {
  const folder = dirname(file);
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    throw new DevnetError('bad-options', `cannot create the folder ${folder} for ${file}: ${(error as Error).message}`);
  }
}
