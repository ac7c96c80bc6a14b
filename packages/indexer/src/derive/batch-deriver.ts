import { setImmediate as letIoRun } from 'node:timers/promises';
import { emptyChainRows, type ChainRows, type ChainTotals, type RenderedChainRows } from '@tvmscan/store';
import type { PreparedBatch } from '../pipeline/prepared-batch.js';
import type { AccountLedger } from './account-ledger.js';
import { StatsAccumulator } from './stats-accumulator.js';

const RENDERED_TABLES: readonly (keyof RenderedChainRows)[] = ['blocks', 'transactions', 'messages', 'accountBlocks'];

export type TotalsValues = Omit<ChainTotals, 'id'>;

export function initialTotals(): TotalsValues {
  return { transactions: 0n, messages: 0n, accounts: 0n, total_supply: '0', latest_mc_seqno: 0, latest_mc_utime: 0n, shardchain_count: 0 };
}

/**
 * Turns consecutive prepared batches into the rows of one write. `ledger` holds the accounts they touch as
 * stored before; `totals` are the running totals before this write; `codeHashes`, when given, gets each
 * transaction's code hash as it left its account (for the actions). It lets I/O run after each batch, so that
 * the write in flight keeps streaming to the database meanwhile.
 */
export async function deriveRows(
  batches: readonly PreparedBatch[],
  ledger: AccountLedger,
  totals: TotalsValues,
  codeHashes?: Map<string, string | null>,
): Promise<ChainRows> {
  const rows = emptyChainRows();
  const stats = new StatsAccumulator();
  let newAccounts = 0n;
  let supply = BigInt(totals.total_supply);
  let latest = { seqno: totals.latest_mc_seqno, utime: totals.latest_mc_utime, shards: totals.shardchain_count };
  for (const batch of batches) {
    for (const table of RENDERED_TABLES) rows.rendered[table].push(...batch.rendered[table]);
    for (const facts of batch.transactions) {
      const change = ledger.apply(facts);
      codeHashes?.set(facts.hash, change.codeHash);
      if (change.newRow) newAccounts += 1n;
      stats.addTransaction(facts, change);
    }
    supply += batch.supplyChange;
    rows.shardDescriptions.push(...batch.shardDescriptions);
    if (batch.config) {
      rows.configs.push(batch.config.row);
      rows.validatorSets.push(...batch.config.validatorSets);
    }
    stats.recordSupply(batch.genUtime, supply);
    latest = { seqno: batch.seqno, utime: BigInt(batch.genUtime), shards: batch.shardDescriptions.length };
    await letIoRun();
  }
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
