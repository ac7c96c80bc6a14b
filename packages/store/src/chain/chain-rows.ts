import type { Insertable } from 'kysely';
import type { AccountBlocksTable, BlocksTable, ConfigsTable, ElectionsTable, ShardDescriptionsTable, TransactionsTable } from './chain-schema.js';
import type { AccountInsert, AccountStateRow } from './accounts.js';
import { upsertAccounts, upsertAccountStates } from './accounts.js';
import type { CopyChunk } from '../copy/copy-text.js';
import { copyRows } from '../copy/copy-rows.js';
import { insertRows } from '../sql/insert-rows.js';
import { upsertMessages, type MessageRow } from './messages.js';
import { addToStatsBuckets, writeChainTotals, type ChainTotals, type StatsBucketRow } from './stats.js';
import { insertValidatorSets, type ValidatorSetRow } from './validator-sets.js';
import { emptyNftRows, writeNftRows, type NftRows } from '../nfts/nft-rows.js';
import { emptyTokenRows, writeTokenRows, type TokenRows } from '../tokens/token-rows.js';
import type { Writer } from '../schema.js';

export type BlockRow = Insertable<BlocksTable>;
export type ShardDescriptionRow = Insertable<ShardDescriptionsTable>;
export type TransactionRow = Insertable<TransactionsTable>;
export type AccountBlockRow = Insertable<AccountBlocksTable>;
export type ConfigRow = Insertable<ConfigsTable>;
export type ElectionRow = Insertable<ElectionsTable>;

/** Everything one or more consecutive masterchain batches add to the chain tables. */
export interface ChainRows {
  blocks: BlockRow[];
  shardDescriptions: ShardDescriptionRow[];
  transactions: TransactionRow[];
  messages: MessageRow[];
  accountBlocks: AccountBlockRow[];
  accounts: AccountInsert[];
  accountStates: AccountStateRow[];
  configs: ConfigRow[];
  validatorSets: ValidatorSetRow[];
  elections: ElectionRow[];
  statsBuckets: StatsBucketRow[];
  totals: Omit<ChainTotals, 'id'> | null;
  /** The token roots, wallets, token transactions and per-day token counts derived from the same blocks. */
  tokens: TokenRows;
  /** The NFT collections, items and events derived from the same blocks. */
  nfts: NftRows;
  /** More rows of the bulk-loaded tables, already rendered to COPY text (as a worker thread hands them over). */
  rendered: RenderedChainRows;
}

export interface RenderedChainRows {
  blocks: CopyChunk[];
  transactions: CopyChunk[];
  messages: CopyChunk[];
  accountBlocks: CopyChunk[];
}

export function emptyChainRows(): ChainRows {
  return {
    blocks: [],
    shardDescriptions: [],
    transactions: [],
    messages: [],
    accountBlocks: [],
    accounts: [],
    accountStates: [],
    configs: [],
    validatorSets: [],
    elections: [],
    statsBuckets: [],
    totals: null,
    tokens: emptyTokenRows(),
    nfts: emptyNftRows(),
    rendered: { blocks: [], transactions: [], messages: [], accountBlocks: [] },
  };
}

/** Writes the rows inside the caller's transaction (which also advances the checkpoint). */
export async function writeChainRows(trx: Writer, rows: ChainRows): Promise<void> {
  await copyRows(trx, 'blocks', rows.blocks, rows.rendered.blocks);
  await copyRows(trx, 'shard_descriptions', rows.shardDescriptions);
  await copyRows(trx, 'transactions', rows.transactions, rows.rendered.transactions);
  await upsertMessages(trx, rows.messages, rows.rendered.messages);
  await copyRows(trx, 'account_blocks', rows.accountBlocks, rows.rendered.accountBlocks);
  await upsertAccounts(trx, rows.accounts);
  await upsertAccountStates(trx, rows.accountStates);
  await insertRows(trx, 'configs', rows.configs);
  await insertValidatorSets(trx, rows.validatorSets);
  await upsertElections(trx, rows.elections);
  await addToStatsBuckets(trx, rows.statsBuckets);
  if (rows.totals) await writeChainTotals(trx, rows.totals);
  await writeTokenRows(trx, rows.tokens);
  await writeNftRows(trx, rows.nfts);
}

/**
 * Records what the elector holds of each election, replacing the earlier reading; the close time, minimum stake
 * and the stakes' unfreeze details are kept when a later reading no longer has them (the elector drops the open
 * election once its set is installed).
 */
async function upsertElections(trx: Writer, rows: readonly ElectionRow[]): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('elections')
    .values(rows)
    .onConflict((oc) =>
      oc.column('election_id').doUpdateSet((eb) => ({
        elect_close: eb.fn.coalesce('excluded.elect_close', 'elections.elect_close'),
        min_stake: eb.fn.coalesce('excluded.min_stake', 'elections.min_stake'),
        total_stake: eb.ref('excluded.total_stake'),
        bonuses: eb.ref('excluded.bonuses'),
        finished: eb.ref('excluded.finished'),
        failed: eb.ref('excluded.failed'),
        participants: eb.ref('excluded.participants'),
        unfreeze_at: eb.fn.coalesce('excluded.unfreeze_at', 'elections.unfreeze_at'),
        stake_held: eb.fn.coalesce('excluded.stake_held', 'elections.stake_held'),
        validator_set_hash: eb.fn.coalesce('excluded.validator_set_hash', 'elections.validator_set_hash'),
        updated_mc_seqno: eb.ref('excluded.updated_mc_seqno'),
      })),
    )
    .execute();
}
