import { sql, type ExpressionBuilder, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { ChainSchema } from '../../schema.js';
import type { AccountBlocksTable, BlocksTable, ShardDescriptionsTable } from '../chain-schema.js';
import { countRows, type CountQuery } from '../../sql/count-query.js';
import { QueryInputError } from '../../sql/errors.js';
import { fixedStatement } from '../../sql/fixed-statement.js';
import { hashInput, int4Input, optional } from '../../sql/inputs.js';
import { jsonRow, jsonRowReader, type JsonColumns } from '../../sql/json-rows.js';
import { listMessages, type MessageListItem } from './messages.js';
import { orderingInput, type Ordering } from '../../sql/ordering.js';
import { fetchPage, type KeysetOrder, type Page, type PageRequest } from '../../sql/paging.js';
import { listTransactions, type TransactionSummary } from './transactions.js';
import type { BlockId, BlockRef } from './block-ref.js';

export type BlockRecord = Selectable<BlocksTable>;
export type ShardDescriptionRecord = Selectable<ShardDescriptionsTable>;
/** An account a block changed (the block is the one it is read with). */
export type AccountBlockRecord = Omit<Selectable<AccountBlocksTable>, 'block_root_hash'>;

/** Which blocks a list holds; normalised, it is also the count-cache key. */
export interface BlockFilter {
  readonly workchain?: number;
  /** The 'show empty blocks' toggle: 1 hides blocks without transactions. */
  readonly transactionCountGe?: number;
}

export type BlockSort = 'genUtime' | 'seqno';
const BLOCK_SORTS: readonly BlockSort[] = ['genUtime', 'seqno'];
const DEFAULT_BLOCK_ORDERING: Ordering<BlockSort> = { by: 'genUtime', order: 'DESC' };

const SHARD_PATTERN = /^[0-9a-fA-F]{16}$/;

/** A block named by its root hash, or by workchain, shard and seqno. */
export type BlockKey = { readonly hash: string } | BlockId;

/** A block with what its page shows around it. */
export interface BlockDetails {
  readonly block: BlockRecord;
  /** The blocks just before and after in the same workchain and shard (the page's navigation). */
  readonly previous: BlockRef | null;
  readonly next: BlockRef | null;
  /** The shard tops a masterchain block names, by workchain and shard; none for a shardchain block. */
  readonly shardDescriptions: ShardDescriptionRecord[];
  /** The accounts the block changed, in account order. */
  readonly accountBlocks: AccountBlockRecord[];
}

const SHARD_DESCRIPTION_JSON_COLUMNS: JsonColumns<ShardDescriptionRecord> = {
  mc_seqno: 'plain',
  workchain: 'plain',
  shard: 'plain',
  seqno: 'plain',
  root_hash: 'plain',
  file_hash: 'plain',
  reg_mc_seqno: 'int8',
  start_lt: 'int8',
  end_lt: 'int8',
  gen_utime: 'int8',
  min_ref_mc_seqno: 'int8',
  before_split: 'plain',
  before_merge: 'plain',
  want_split: 'plain',
  want_merge: 'plain',
  fees_collected: 'numeric',
  funds_created: 'numeric',
};

const ACCOUNT_BLOCK_JSON_COLUMNS: JsonColumns<AccountBlockRecord> = {
  workchain: 'plain',
  account: 'plain',
  old_hash: 'plain',
  new_hash: 'plain',
  transaction_count: 'plain',
};

const readShardDescription = jsonRowReader(SHARD_DESCRIPTION_JSON_COLUMNS);
const readAccountBlock = jsonRowReader(ACCOUNT_BLOCK_JSON_COLUMNS);

const SHARD_DESCRIPTIONS = sql<unknown[][] | null>`CASE WHEN blocks.workchain = -1 THEN (
  SELECT json_agg(${jsonRow('shard_descriptions', SHARD_DESCRIPTION_JSON_COLUMNS)} ORDER BY shard_descriptions.workchain, shard_descriptions.shard)
  FROM shard_descriptions WHERE shard_descriptions.mc_seqno = blocks.seqno) END`;
const ACCOUNT_BLOCKS = sql<unknown[][] | null>`(
  SELECT json_agg(${jsonRow('account_blocks', ACCOUNT_BLOCK_JSON_COLUMNS)} ORDER BY account_blocks.account)
  FROM account_blocks WHERE account_blocks.block_root_hash = blocks.root_hash)`;

/**
 * The block the query names, with its neighbours, shard descriptions and account blocks (the limits are literals, so
 * that the block's key is the statement's only parameters).
 */
function withDetails(named: SelectQueryBuilder<ChainSchema, 'blocks', object>) {
  return named
    .leftJoinLateral(
      (eb) => neighbour(eb, 'previous').as('previous_block'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) => neighbour(eb, 'next').as('next_block'),
      (join) => join.onTrue(),
    )
    .selectAll('blocks')
    .select([
      'previous_block.root_hash as previous_root_hash',
      'previous_block.seqno as previous_seqno',
      'previous_block.shard as previous_shard',
      'next_block.root_hash as next_root_hash',
      'next_block.seqno as next_seqno',
      'next_block.shard as next_shard',
      SHARD_DESCRIPTIONS.as('shard_descriptions'),
      ACCOUNT_BLOCKS.as('account_blocks'),
    ]);
}

/**
 * The block before or after the outer query's block along the chain of blocks, across shard splits and merges: the
 * previous one is the block it names first as its previous (the left one of a merge), the next one a block naming it
 * as a previous (the left one of a split).
 */
function neighbour(eb: ExpressionBuilder<ChainSchema, 'blocks'>, side: 'previous' | 'next') {
  const other = eb.selectFrom('blocks as other').select(['other.root_hash', 'other.seqno', 'other.shard']);
  if (side === 'previous') return other.whereRef('other.root_hash', '=', 'blocks.prev1_root_hash').limit(sql.lit(1));
  return other
    .where((where) =>
      where.or([
        where('other.prev1_root_hash', '=', where.ref('blocks.root_hash')),
        where('other.prev2_root_hash', '=', where.ref('blocks.root_hash')),
      ]),
    )
    .orderBy('other.shard')
    .limit(sql.lit(1));
}

const blockDetailsByHash = fixedStatement((db: Kysely<ChainSchema>, rootHash: string) =>
  withDetails(db.selectFrom('blocks').where('blocks.root_hash', '=', rootHash)),
);

const blockDetailsById = fixedStatement((db: Kysely<ChainSchema>, workchain: number, shard: string, seqno: number) =>
  withDetails(db.selectFrom('blocks').where('blocks.workchain', '=', workchain).where('blocks.shard', '=', shard).where('blocks.seqno', '=', seqno)),
);

function detailsRows(db: Kysely<ChainSchema>, key: BlockKey) {
  if ('hash' in key) return blockDetailsByHash(db, hashInput('hash', key.hash));
  const { workchain, shard, seqno } = blockIdInput(key);
  return blockDetailsById(db, workchain, shard, seqno);
}

/** The block, its neighbours along the chain of blocks, its shard descriptions and its account blocks, in one statement. */
export async function blockDetails(db: Kysely<ChainSchema>, key: BlockKey): Promise<BlockDetails | undefined> {
  const [row] = await detailsRows(db, key);
  if (!row) return undefined;
  const { previous_root_hash, previous_seqno, previous_shard, next_root_hash, next_seqno, next_shard, shard_descriptions, account_blocks, ...block } =
    row;
  const ref = (rootHash: string | null, seqno: number | null, shard: string | null): BlockRef | null =>
    rootHash === null || seqno === null || shard === null ? null : { root_hash: rootHash, workchain: block.workchain, shard, seqno };
  return {
    block,
    previous: ref(previous_root_hash, previous_seqno, previous_shard),
    next: ref(next_root_hash, next_seqno, next_shard),
    shardDescriptions: (shard_descriptions ?? []).map(readShardDescription),
    accountBlocks: (account_blocks ?? []).map(readAccountBlock),
  };
}

export function blockIdInput(id: BlockId): BlockId {
  if (typeof id.shard !== 'string' || !SHARD_PATTERN.test(id.shard)) throw new QueryInputError('shard', 'expected 16 hex digits');
  const seqno = int4Input('seqno', id.seqno);
  if (seqno < 0) throw new QueryInputError('seqno', 'must not be negative');
  return { workchain: int4Input('workchain', id.workchain), shard: id.shard.toLowerCase(), seqno };
}

export const blockCountQuery: CountQuery<ChainSchema, BlockFilter, BlockFilter> = {
  scope: 'blocks',
  normalize: blockConditions,
  count: (db, conditions) => countRows(whereBlock(db.selectFrom('blocks'), conditions).select((eb) => eb.fn.countAll().as('count'))),
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
  return fetchPage(query, keyset, page, (mcSeqno) => sql<boolean>`blocks.mc_seqno <= ${mcSeqno}`);
}

/** The block's transactions, newest first (the block page's default tab). */
export async function blockTransactions(db: Kysely<ChainSchema>, rootHash: string, page: PageRequest): Promise<Page<TransactionSummary>> {
  return listTransactions(db, { block: rootHash }, page);
}

/**
 * The block's messages: with `isOut` true those its transactions created, false those they consumed,
 * undefined both (each message once).
 */
export async function blockMessages(db: Kysely<ChainSchema>, rootHash: string, page: PageRequest, isOut?: boolean): Promise<Page<MessageListItem>> {
  return listMessages(db, { block: rootHash, isOut }, page);
}

function blockConditions(filter: BlockFilter): BlockFilter {
  const transactionCountGe = optional(filter.transactionCountGe, (value) => int4Input('transactionCountGe', value));
  return {
    workchain: optional(filter.workchain, (value) => int4Input('workchain', value)),
    transactionCountGe: transactionCountGe && transactionCountGe > 0 ? transactionCountGe : undefined,
  };
}

function whereBlock<O>(query: SelectQueryBuilder<ChainSchema, 'blocks', O>, conditions: BlockFilter): SelectQueryBuilder<ChainSchema, 'blocks', O> {
  return query
    .$if(conditions.workchain !== undefined, (q) => q.where('blocks.workchain', '=', conditions.workchain!))
    .$if(conditions.transactionCountGe !== undefined, (q) => q.where('blocks.transaction_count', '>=', conditions.transactionCountGe!));
}
