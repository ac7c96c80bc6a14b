import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { AccountBlocksTable, BlocksTable, ChainSchema, ShardDescriptionsTable } from '../schema.js';
import { countRows, type CountQuery } from './count-query.js';
import { QueryInputError } from './errors.js';
import { hashInput, int4Input, optional } from './inputs.js';
import { listMessages, type MessageListItem } from './messages.js';
import { orderingInput, type Ordering } from './ordering.js';
import { fetchPage, type KeysetOrder, type Page, type PageRequest } from './paging.js';
import { listTransactions, type TransactionRecord } from './transactions.js';

export type BlockRecord = Selectable<BlocksTable>;
export type ShardDescriptionRecord = Selectable<ShardDescriptionsTable>;
export type AccountBlockRecord = Selectable<AccountBlocksTable>;

export interface BlockId {
  readonly workchain: number;
  readonly shard: string;
  readonly seqno: number;
}

export interface BlockRef extends BlockId {
  readonly root_hash: string;
}

export interface BlockFilter {
  readonly workchain?: number;
  /** The 'show empty blocks' toggle: 1 hides blocks without transactions. */
  readonly transactionCountGe?: number;
}

export interface BlockConditions {
  readonly workchain?: number;
  readonly transactionCountGe?: number;
}

export type BlockSort = 'genUtime' | 'seqno';
export const BLOCK_SORTS: readonly BlockSort[] = ['genUtime', 'seqno'];
export const DEFAULT_BLOCK_ORDERING: Ordering<BlockSort> = { by: 'genUtime', order: 'DESC' };

const SHARD_PATTERN = /^[0-9a-fA-F]{16}$/;

export async function blockByHash(db: Kysely<ChainSchema>, rootHash: string): Promise<BlockRecord | undefined> {
  return db.selectFrom('blocks').selectAll().where('root_hash', '=', hashInput('hash', rootHash)).executeTakeFirst();
}

export async function blockById(db: Kysely<ChainSchema>, id: BlockId): Promise<BlockRecord | undefined> {
  const { workchain, shard, seqno } = blockIdInput(id);
  return db
    .selectFrom('blocks')
    .selectAll()
    .where('workchain', '=', workchain)
    .where('shard', '=', shard)
    .where('seqno', '=', seqno)
    .executeTakeFirst();
}

/** The blocks just before and after in the same workchain and shard (the block page's navigation). */
export async function blockNeighbours(
  db: Kysely<ChainSchema>,
  id: BlockId,
): Promise<{ previous: BlockRef | null; next: BlockRef | null }> {
  const { workchain, shard, seqno } = blockIdInput(id);
  const sameShard = db
    .selectFrom('blocks')
    .select(['root_hash', 'workchain', 'shard', 'seqno'])
    .where('workchain', '=', workchain)
    .where('shard', '=', shard);
  const [previous, next] = await Promise.all([
    sameShard.where('seqno', '<', seqno).orderBy('seqno', 'desc').limit(1).executeTakeFirst(),
    sameShard.where('seqno', '>', seqno).orderBy('seqno', 'asc').limit(1).executeTakeFirst(),
  ]);
  return { previous: previous ?? null, next: next ?? null };
}

export function blockIdInput(id: BlockId): BlockId {
  if (typeof id.shard !== 'string' || !SHARD_PATTERN.test(id.shard)) throw new QueryInputError('shard', 'expected 16 hex digits');
  const seqno = int4Input('seqno', id.seqno);
  if (seqno < 0) throw new QueryInputError('seqno', 'must not be negative');
  return { workchain: int4Input('workchain', id.workchain), shard: id.shard.toLowerCase(), seqno };
}

export const blockCountQuery: CountQuery<BlockFilter, BlockConditions> = {
  scope: 'blocks',
  normalize: blockConditions,
  count: (db, conditions) =>
    countRows(whereBlock(db.selectFrom('blocks'), conditions).select((eb) => eb.fn.countAll().as('count'))),
};

export async function countBlocks(db: Kysely<ChainSchema>, filter: BlockFilter): Promise<bigint> {
  return blockCountQuery.count(db, blockConditions(filter));
}

export async function listBlocks(
  db: Kysely<ChainSchema>,
  filter: BlockFilter,
  page: PageRequest,
  ordering: Ordering<BlockSort> = DEFAULT_BLOCK_ORDERING,
): Promise<Page<BlockRecord>> {
  const { by, order } = orderingInput(ordering, BLOCK_SORTS);
  const query = whereBlock(db.selectFrom('blocks'), blockConditions(filter)).selectAll();
  const keyset: KeysetOrder<BlockRecord> =
    by === 'genUtime'
      ? {
          kind: 'blocks:genUtime',
          order,
          columns: [
            { expression: sql.ref('blocks.gen_utime'), type: 'bigint' },
            { expression: sql.ref('blocks.root_hash'), type: 'text' },
          ],
          key: (row) => [String(row.gen_utime), row.root_hash],
        }
      : {
          kind: 'blocks:seqno',
          order,
          columns: [
            { expression: sql.ref('blocks.seqno'), type: 'integer' },
            { expression: sql.ref('blocks.workchain'), type: 'integer' },
            { expression: sql.ref('blocks.shard'), type: 'text' },
          ],
          key: (row) => [String(row.seqno), String(row.workchain), row.shard],
        };
  return fetchPage(db, query, keyset, page, (mcSeqno) => sql<boolean>`blocks.mc_seqno <= ${mcSeqno}`);
}

/** The shard tops a masterchain block names. */
export async function shardDescriptions(db: Kysely<ChainSchema>, mcSeqno: number): Promise<ShardDescriptionRecord[]> {
  return db
    .selectFrom('shard_descriptions')
    .selectAll()
    .where('mc_seqno', '=', int4Input('mcSeqno', mcSeqno))
    .orderBy('workchain')
    .orderBy('shard')
    .execute();
}

/** The accounts a block changed, in account order. */
export async function accountBlocks(db: Kysely<ChainSchema>, blockRootHash: string): Promise<AccountBlockRecord[]> {
  return db
    .selectFrom('account_blocks')
    .selectAll()
    .where('block_root_hash', '=', hashInput('hash', blockRootHash))
    .orderBy('account')
    .execute();
}

/** The block's transactions, newest first (the block page's default tab). */
export async function blockTransactions(
  db: Kysely<ChainSchema>,
  rootHash: string,
  page: PageRequest,
): Promise<Page<TransactionRecord>> {
  return listTransactions(db, { block: rootHash }, page);
}

/**
 * The block's messages: with `isOut` true those its transactions created, false those they consumed,
 * undefined both (each message once).
 */
export async function blockMessages(
  db: Kysely<ChainSchema>,
  rootHash: string,
  page: PageRequest,
  isOut?: boolean,
): Promise<Page<MessageListItem>> {
  return listMessages(db, { block: rootHash, isOut }, page);
}

function blockConditions(filter: BlockFilter): BlockConditions {
  const transactionCountGe = optional(filter.transactionCountGe, (value) => int4Input('transactionCountGe', value));
  return {
    workchain: optional(filter.workchain, (value) => int4Input('workchain', value)),
    transactionCountGe: transactionCountGe && transactionCountGe > 0 ? transactionCountGe : undefined,
  };
}

function whereBlock<O>(
  query: SelectQueryBuilder<ChainSchema, 'blocks', O>,
  conditions: BlockConditions,
): SelectQueryBuilder<ChainSchema, 'blocks', O> {
  return query
    .$if(conditions.workchain !== undefined, (q) => q.where('blocks.workchain', '=', conditions.workchain!))
    .$if(conditions.transactionCountGe !== undefined, (q) =>
      q.where('blocks.transaction_count', '>=', conditions.transactionCountGe!),
    );
}
