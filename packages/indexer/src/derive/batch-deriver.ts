import { setImmediate as letIoRun } from 'node:timers/promises';
import { emptyChainRows, type ChainRows, type ChainTotals } from '@tvmscan/store';
import { accountBlockRows, blockRow, shardDescriptionRows, valueFlowSupplyChange } from '../pipeline/block-rows.js';
import type { DecodedBlock } from '../pipeline/decoded-block.js';
import { mergeMessageRows, transactionRecords } from '../pipeline/transaction-rows.js';
import type { AccountLedger } from './account-ledger.js';
import { configRow, validatorSetRows } from './key-block.js';
import { StatsAccumulator } from './stats-accumulator.js';

/** A masterchain batch decoded: the masterchain block and the shard blocks it newly references. */
export interface DecodedBatch {
  readonly seqno: number;
  readonly masterchain: DecodedBlock;
  readonly shardBlocks: readonly DecodedBlock[];
}

export type TotalsValues = Omit<ChainTotals, 'id'>;

export function initialTotals(): TotalsValues {
  return { transactions: 0n, messages: 0n, accounts: 0n, total_supply: '0', latest_mc_seqno: 0, latest_mc_utime: 0n, shardchain_count: 0 };
}

/**
 * Turns consecutive decoded batches into the rows of one write. `ledger` holds the accounts they touch as
 * stored before; `totals` are the running totals before this write. It lets I/O run after each block, so that
 * the write in flight keeps streaming to the database meanwhile.
 */
export async function deriveRows(batches: readonly DecodedBatch[], ledger: AccountLedger, totals: TotalsValues): Promise<ChainRows> {
  const rows = emptyChainRows();
  const stats = new StatsAccumulator();
  let newAccounts = 0n;
  let supply = BigInt(totals.total_supply);
  let latest = { seqno: totals.latest_mc_seqno, utime: totals.latest_mc_utime, shards: totals.shardchain_count };
  for (const batch of batches) {
    for (const decoded of [...batch.shardBlocks, batch.masterchain]) {
      rows.blocks.push(blockRow(decoded, batch.seqno));
      rows.accountBlocks.push(...accountBlockRows(decoded));
      for (const record of transactionRecords(decoded, batch.seqno)) {
        const change = ledger.apply(record);
        if (change.newRow) newAccounts += 1n;
        stats.addTransaction(record, change);
        rows.transactions.push(record.row);
        rows.messages.push(...record.messages);
      }
      supply += valueFlowSupplyChange(decoded.block.valueFlow);
      await letIoRun();
    }
    const mc = batch.masterchain;
    const descriptions = shardDescriptionRows(mc, batch.seqno);
    rows.shardDescriptions.push(...descriptions);
    const config = mc.block.extra.custom?.config;
    if (mc.block.info.keyBlock && config) {
      rows.configs.push(configRow(config, batch.seqno, mc.block.info.genUtime, mc.rootHash));
      rows.validatorSets.push(...validatorSetRows(config, batch.seqno));
    }
    stats.recordSupply(mc.block.info.genUtime, supply);
    latest = { seqno: batch.seqno, utime: BigInt(mc.block.info.genUtime), shards: descriptions.length };
  }
  rows.messages = mergeMessageRows(rows.messages);
  rows.accounts = ledger.changedRows();
  rows.statsBuckets = stats.rows();
  rows.totals = {
    transactions: totals.transactions + BigInt(stats.transactions),
    messages: totals.messages + BigInt(stats.messages),
    accounts: totals.accounts + newAccounts,
    total_supply: supply.toString(),
    latest_mc_seqno: latest.seqno,
    latest_mc_utime: latest.utime,
    shardchain_count: latest.shards,
  };
  return rows;
}
