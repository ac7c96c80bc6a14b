import {
  blockCountQuery,
  blockDetails,
  cachedCount,
  isBeforeHistory,
  listBlocks,
  readHistoryStart,
  type BlockFilter,
  type BlockId,
  type BlockKey,
} from '@tvmscan/store';
import type { ApiError } from '../http/api-error.js';
import { badField, beforeHistory, notFound } from '../http/api-error.js';
import { cacheUntilChainMoves, cacheWhenSettled } from '../http/caching.js';
import { accountBlock, blockEntity, blockIdOf, shardInfo } from '../mappers/block.js';
import { networkConfigRecord } from '../mappers/network-config-record.js';
import { toNumber } from '../mappers/numbers.js';
import type { BlockResponse } from '../schemas/block.js';
import type { EXPLORER_ROUTES } from '../schemas/explorer-routes.js';
import type { ExplorerCall, ExplorerHandlers } from './api-handlers.js';
import type { RouteContext } from './context.js';
import { COUNT_CACHE, pageCursors } from './inputs.js';

type BlockBodyValue = { hash?: string; workchain?: number; shard?: string; seqno?: number };

/** A block is named by its root hash, or by workchain, shard and seqno together. */
function blockKey(body: BlockBodyValue): BlockKey {
  const { hash, workchain, shard, seqno } = body;
  if (hash !== undefined) {
    if (workchain !== undefined || shard !== undefined || seqno !== undefined) {
      throw badField('hash', 'cannot be given with workchain, shard or seqno', 'oneOf');
    }
    return { hash };
  }
  if (workchain === undefined) throw badField('workchain', 'is required (or hash)', 'required');
  if (shard === undefined) throw badField('shard', 'is required with workchain and seqno', 'required');
  if (seqno === undefined) throw badField('seqno', 'is required with workchain and shard', 'required');
  return { workchain, shard, seqno };
}

/** A block the index does not hold: before its history (an index started mid-chain), or not found. */
async function missingBlock(db: RouteContext['db'], id: BlockId): Promise<ApiError> {
  if (!(await isBeforeHistory(db, id))) return notFound('block not found');
  const start = await readHistoryStart(db);
  return beforeHistory(
    `block ${id.workchain}:${id.shard}:${id.seqno} is before this explorer's history, which starts at masterchain block #${start!.mcSeqno}`,
  );
}

function blockFilter(body: { workchain?: number; transactionCountGe?: number }): BlockFilter {
  return { workchain: body.workchain, transactionCountGe: body.transactionCountGe };
}

/** A block with its neighbours, shards and account blocks, the blocks list and count, and the latest key block's config. */
export const BLOCK_HANDLERS: ExplorerHandlers<Extract<keyof typeof EXPLORER_ROUTES, `POST /blocks${string}`>> = {
  'POST /blocks': blockWithNeighbours,
  'POST /blocks/list': async ({ db }, { body, reply }) => {
    const { limit = 20, cursor, direction, ordering } = body;
    const page = await listBlocks(db, blockFilter(body), { limit, cursor, direction }, ordering);
    cacheUntilChainMoves(reply);
    return { blocks: page.items.map(blockEntity), ...pageCursors(cursor, page) };
  },
  'POST /blocks/count': async ({ db }, { body, reply }) => {
    const { count } = await cachedCount(db, blockCountQuery, blockFilter(body), COUNT_CACHE);
    cacheUntilChainMoves(reply);
    return { count: toNumber(count) };
  },
  'POST /blocks/key-block-config': async ({ config }, { reply }) => {
    const current = await config.get();
    if (!current) throw notFound('no network config is indexed yet');
    const { record, view, undecoded } = current;
    cacheUntilChainMoves(reply);
    return {
      mcSeqno: record.mc_seqno,
      blockRootHash: record.block_root_hash,
      genUtime: toNumber(record.gen_utime),
      config: view,
      record: networkConfigRecord(view),
      undecodedParams: undecoded,
    };
  },
};

async function blockWithNeighbours({ db }: RouteContext, { body, reply }: ExplorerCall<'POST /blocks'>): Promise<BlockResponse> {
  const key = blockKey(body);
  const details = await blockDetails(db, key);
  if (!details) throw 'hash' in key ? notFound('block not found') : await missingBlock(db, key);
  const { block, previous, next } = details;
  cacheWhenSettled(reply, next !== null);
  return {
    block: blockEntity(block),
    prevBlock: previous && blockIdOf(previous),
    nextBlock: next && blockIdOf(next),
    shardsInfo: details.shardDescriptions.map(shardInfo),
    accountBlocks: details.accountBlocks.map(accountBlock),
  };
}
